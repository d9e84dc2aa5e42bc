-- The form stays open under a flood, and a reference does not count (docs/site.md#quote-requests).
--
-- A request over the site's hourly ceiling is still stored, but held: its email waits for the clock's summary of held
-- requests (one email for many), sent under the batch's own key. A request's reference is a random code, never its
-- row's number. A request that cannot be emailed is tried for a set time, and only while the mail service still knows
-- its key when a try went unanswered; then it is given up, and the owner told once.
ALTER TABLE quote_requests ADD COLUMN reference TEXT;
ALTER TABLE quote_requests ADD COLUMN held INTEGER NOT NULL DEFAULT 0;
ALTER TABLE quote_requests ADD COLUMN batch TEXT;
ALTER TABLE quote_requests ADD COLUMN first_attempt_at TEXT;
-- 1 once a try went unanswered: the service may have taken it, so only its key keeps a later try from a second email.
ALTER TABLE quote_requests ADD COLUMN unanswered INTEGER NOT NULL DEFAULT 0;
ALTER TABLE quote_requests ADD COLUMN given_up_at TEXT;
ALTER TABLE quote_requests ADD COLUMN owner_told_at TEXT;
CREATE UNIQUE INDEX quote_requests_reference ON quote_requests (reference);
CREATE INDEX quote_requests_held ON quote_requests (held, notified_at, batch);

-- Each request a network sends, for the limits' rolling windows: the network is a keyed hash of its address (an IPv4
-- address, an IPv6 /64 or /48), never the address. Rows older than the longest window are deleted by the clock.
CREATE TABLE quote_request_hits (
  network TEXT NOT NULL,
  at TEXT NOT NULL
);
CREATE INDEX quote_request_hits_network ON quote_request_hits (network, at);
CREATE INDEX quote_request_hits_at ON quote_request_hits (at);
DROP TABLE quote_request_clients;
