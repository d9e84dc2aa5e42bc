-- What the quote requests' clock (workers/requests-clock.ts) remembers between its runs: when it last told the owner,
-- by the second way (ALERT_URL), that requests are waiting for their email, so it tells them once in a while, not at
-- every run.

CREATE TABLE clock_notes (
  name TEXT PRIMARY KEY,
  -- ISO 8601 UTC.
  at TEXT NOT NULL
);
