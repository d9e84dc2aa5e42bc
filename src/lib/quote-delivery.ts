// Delivering stored quote requests (docs/site.md#quote-requests), on Cloudflare's runtime: the visitor's request
// (functions/contact/request.ts) and the clock (workers/requests-clock.ts) both send through here. Each request is
// emailed exactly once: stored claimed by the send that follows, taken by another only in the statement that claims
// it once due, and sent under its own Idempotency-Key. Nothing here reads a disk.
import { notification, type QuoteRequest, type RequestSettings } from './quote-request';

/** The part of D1's API this uses (https://developers.cloudflare.com/d1/worker-api/). */
export interface D1Statement {
  bind(...values: unknown[]): D1Statement;
  run(): Promise<{ meta: { last_row_id?: number; changes?: number } }>;
  first<T>(): Promise<T | null>;
  all<T>(): Promise<{ results: T[] }>;
}
export interface D1Database {
  prepare(sql: string): D1Statement;
}

/** The mail service: its key (without one, nothing is posted and the request waits) and, in tests, its address. */
export interface MailEnv {
  EMAIL_API_URL?: string;
  EMAIL_API_KEY?: string;
}

/** Resend's API: one JSON POST per email, so no field can become a header (https://resend.com/docs/api-reference). */
const EMAIL_API = 'https://api.resend.com/emails';
const HOUR_MS = 60 * 60_000;
/** A mail service that has not answered by then is counted as down; the request waits for the next try. */
export const EMAIL_TIMEOUT_MS = 5000;
/** How long a send holds the request it claimed before another may take it: the mail service's wait, with room. */
const CLAIM_MS = 4 * EMAIL_TIMEOUT_MS;
/** After the first, second… failed send, the minutes until the next try; then every six hours until one is taken. */
const RETRY_MINUTES = [1, 5, 15, 60, 180, 360];
/** How long the limits' counts are kept after their window starts: the longest window (the site's hour) and one more. */
const COUNTS_KEPT_MS = 2 * HOUR_MS;
/** How often the clock runs: the cron of wrangler.clock.toml, which test/quote-delivery.test.ts holds to this. */
export const CLOCK_EVERY_MINUTES = 10;
/** The longest a count lives, deleted by the first run of the clock after COUNTS_KEPT_MS: {countsKept} in the copy. */
export const COUNTS_KEPT = `${Math.ceil((COUNTS_KEPT_MS + CLOCK_EVERY_MINUTES * 60_000) / HOUR_MS)} hours`;
/** Requests retried per new request, oldest first, so one visitor never waits on a long queue. */
export const RETRIES_PER_REQUEST = 5;
interface Columns {
  need: string;
  phone: string;
  name: string;
  postcode: string | null;
  preferred_time: string | null;
  message: string;
}
export type Stored = Columns & { id: number; received_at: string; attempts: number };
/** A stored request's columns, as a claim returns them. */
const STORED = 'id, received_at, attempts, need, phone, name, postcode, preferred_time, message';

/** The time `ms` from now, as the table writes times (ISO 8601 UTC, which sorts as it reads). */
export const later = (ms: number) => new Date(Date.now() + ms).toISOString();

export const columnsOf = (r: QuoteRequest): Columns => ({
  need: r.need,
  phone: r.phone,
  name: r.name,
  postcode: r.postcode ?? null,
  preferred_time: r.when ?? null,
  message: r.message,
});

/** Stores a request, claimed by the send that follows: no other send takes it until CLAIM_MS have passed. */
export async function store(db: D1Database, request: QuoteRequest, receivedAt: string): Promise<number> {
  const c = columnsOf(request);
  const result = await db
    .prepare(
      `INSERT INTO quote_requests (received_at, need, phone, name, postcode, preferred_time, message, next_attempt_at)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)`,
    )
    .bind(receivedAt, c.need, c.phone, c.name, c.postcode, c.preferred_time, c.message, later(CLAIM_MS))
    .run();
  const id = result.meta.last_row_id;
  if (!id) throw new Error('D1 gave no id for the stored request');
  return id;
}

/**
 * Emails a request this send has claimed and marks it sent, or counts the failed attempt and when to try again. The
 * request's own key goes with it (Idempotency-Key, which Resend honours for a day): if the service took an email
 * whose answer never came, the next try is the same email, not a second one.
 */
export async function send(db: D1Database, env: MailEnv, settings: RequestSettings, row: Stored): Promise<void> {
  const request: QuoteRequest = {
    need: row.need as QuoteRequest['need'],
    phone: row.phone,
    name: row.name,
    postcode: row.postcode ?? undefined,
    when: (row.preferred_time ?? undefined) as QuoteRequest['when'],
    message: row.message,
  };
  const { subject, text } = notification(row.id, row.received_at, request, settings);
  let error: string | undefined;
  // No key, no post: the visitor's words never go to the service without one. The request waits, listed as unsent.
  if (!env.EMAIL_API_KEY) {
    error = 'EMAIL_API_KEY is not set';
    console.error(`Quote request #${row.id} not emailed: ${error} (docs/deploy.md#quote-requests)`);
  } else
    try {
      const answer = await fetch(env.EMAIL_API_URL ?? EMAIL_API, {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${env.EMAIL_API_KEY}`,
          'Content-Type': 'application/json',
          'Idempotency-Key': `quote-request-${row.id}-${row.received_at}`,
        },
        body: JSON.stringify({ from: settings.from, to: [settings.to], subject, text }),
        signal: AbortSignal.timeout(EMAIL_TIMEOUT_MS),
      });
      if (!answer.ok) error = `the mail service answered ${answer.status}`;
    } catch (e) {
      error = `the mail service did not answer: ${e instanceof Error ? e.message : String(e)}`;
    }
  if (error === undefined) {
    await db
      .prepare('UPDATE quote_requests SET notified_at = ?1, next_attempt_at = NULL WHERE id = ?2')
      .bind(later(0), row.id)
      .run();
    return;
  }
  const wait = RETRY_MINUTES[Math.min(row.attempts, RETRY_MINUTES.length - 1)] ?? 0;
  await db
    .prepare('UPDATE quote_requests SET attempts = attempts + 1, last_error = ?1, next_attempt_at = ?2 WHERE id = ?3')
    .bind(error.slice(0, 300), later(wait * 60_000), row.id)
    .run();
}

/**
 * Emails up to `limit` unsent requests whose next try is due, oldest first. Each is claimed just before its send, in
 * the one statement that takes it only if it is still due (SQLite runs a statement alone), so a request that several
 * senders find due at once (visitors' requests, the clock) is sent by one of them, and no claim runs out while the
 * sends before it wait on the mail service.
 */
export async function deliverDue(
  db: D1Database,
  env: MailEnv,
  settings: RequestSettings,
  limit: number,
): Promise<number> {
  const due = await db
    .prepare(`SELECT id FROM quote_requests WHERE notified_at IS NULL AND ${IS_DUE} ORDER BY id LIMIT ?2`)
    .bind(later(0), limit)
    .all<{ id: number }>();
  let sent = 0;
  for (const { id } of due.results) {
    const row = await db
      .prepare(
        `UPDATE quote_requests SET next_attempt_at = ?3 WHERE id = ?2 AND notified_at IS NULL AND ${IS_DUE}
         RETURNING ${STORED}`,
      )
      .bind(later(0), id, later(CLAIM_MS))
      .first<Stored>();
    if (!row) continue; // Another sender claimed it first.
    await send(db, env, settings, row);
    sent++;
  }
  return sent;
}

/** A request whose next try is due at ?1 (now): never tried, or its wait or another send's claim has passed. */
const IS_DUE = '(next_attempt_at IS NULL OR next_attempt_at <= ?1)';

/** Deletes the requests past the privacy notice's retention, and the counts of the limits' windows that have ended. */
export async function forgetOld(db: D1Database, keepMonths: number): Promise<void> {
  const cutoff = new Date();
  cutoff.setUTCMonth(cutoff.getUTCMonth() - keepMonths);
  await db.prepare('DELETE FROM quote_requests WHERE received_at < ?1').bind(cutoff.toISOString()).run();
  // Windows that ended: the site's hour is the longest, so nothing younger than COUNTS_KEPT_MS is deleted.
  await db.prepare('DELETE FROM quote_request_clients WHERE window_start < ?1').bind(later(-COUNTS_KEPT_MS)).run();
}
