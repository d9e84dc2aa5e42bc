-- Quote requests from the contact page's form (docs/site.md#quote-requests), stored before anything else is done with
-- them, so a request the visitor was told was received is never lost. Applied with
-- `wrangler d1 migrations apply locksmith-requests` (docs/deploy.md#quote-requests).

CREATE TABLE quote_requests (
  id INTEGER PRIMARY KEY,
  -- When it arrived, ISO 8601 UTC: requests older than the privacy notice's retention are deleted.
  received_at TEXT NOT NULL,
  need TEXT NOT NULL,
  phone TEXT NOT NULL,
  name TEXT NOT NULL,
  postcode TEXT,
  preferred_time TEXT,
  message TEXT NOT NULL DEFAULT '',
  -- The owner's email about it: sent_at once the mail service took it; until then each failure counts an attempt
  -- and sets when the next may be made.
  notified_at TEXT,
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at TEXT,
  last_error TEXT
);

CREATE INDEX quote_requests_unsent ON quote_requests (notified_at, next_attempt_at);
CREATE INDEX quote_requests_received ON quote_requests (received_at);

-- Requests per client per window, for the rate limit: the client is a keyed hash of its address, never the address.
CREATE TABLE quote_request_clients (
  client TEXT NOT NULL,
  window_start TEXT NOT NULL,
  count INTEGER NOT NULL,
  PRIMARY KEY (client, window_start)
);
