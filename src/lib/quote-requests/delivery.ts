// Delivering stored quote requests (docs/site.md#quote-requests), on Cloudflare's runtime: the visitor's request
// (functions/contact/request.ts) and the clock (workers/requests-clock.ts) both send through here. Each request is
// emailed exactly once: stored claimed by the send that follows, taken by another only in the statement that claims
// it once due, and sent under its own Idempotency-Key. A request held by the site's ceiling is emailed instead in the
// clock's summary of held requests, under its batch's key. Nothing here reads a disk.
import {
  newReference,
  notification,
  type QuoteRequest,
  REQUEST_LIMITS,
  type RequestSettings,
  summaryOf,
} from './request';

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
/** How long the limits' counts are kept: the longest window they are counted in. */
const COUNTS_KEPT_MS = REQUEST_LIMITS.windowMinutes * 60_000;
/** How often the clock runs: the cron of wrangler.clock.toml, which test/quote-delivery.test.ts holds to this. */
export const CLOCK_EVERY_MINUTES = 10;
/** The longest a count lives, deleted by the first run of the clock after COUNTS_KEPT_MS: {countsKept} in the copy. */
export const COUNTS_KEPT = `${COUNTS_KEPT_MS / 60_000 + CLOCK_EVERY_MINUTES} minutes`;
/**
 * How long the mail service remembers a key (Resend: 24 hours), less an hour's room: after this a try of an email whose
 * earlier try went unanswered could be delivered a second time, so it is not made.
 */
export const KEY_LIVES_MS = 23 * HOUR_MS;
/** How long a request that cannot be emailed is tried before it is given up and the owner told. */
export const GIVE_UP_AFTER_MS = 3 * 24 * HOUR_MS;
/** At most one summary of held requests an hour, whatever a flood sends: the owner's inbox is what waits. */
export const SUMMARY_EVERY_MS = HOUR_MS;
/** How many held requests one summary gives at most; the rest go in the next. */
const SUMMARY_MOST = 200;
/** Tries of a write that met a busy database or a reference already taken, before the visitor is told to call. */
const STORE_TRIES = 3;
/** D1's errors worth trying again at once (https://developers.cloudflare.com/d1/observability/debug-d1/). */
const TRANSIENT = /busy|locked|reset|overloaded|network connection lost|try again|internal error/i;
/** Requests retried per new request, oldest first, so one visitor never waits on a long queue. */
export const RETRIES_PER_REQUEST = 5;
/** A stored request's fields, as its row's columns hold them. */
export interface Columns {
  need: string;
  phone: string;
  name: string;
  postcode: string | null;
  preferred_time: string | null;
  message: string;
}
export type Stored = Columns & {
  id: number;
  reference: string;
  received_at: string;
  attempts: number;
  first_attempt_at: string | null;
  unanswered: number;
};
/** A stored request's columns, as a claim returns them. */
const STORED =
  'id, reference, received_at, attempts, first_attempt_at, unanswered, need, phone, name, postcode, preferred_time, message';

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

/**
 * Stores a request under a new reference: claimed by the send that follows (no other send takes it until CLAIM_MS have
 * passed), or `held` for the clock's summary. A write that meets a busy database, or a reference already taken, is
 * made again; what still fails is thrown, for the visitor to be told to call.
 */
export async function store(
  db: D1Database,
  request: QuoteRequest,
  receivedAt: string,
  held = false,
): Promise<{ id: number; reference: string }> {
  const c = columnsOf(request);
  for (let tries = 1; ; tries++) {
    const reference = newReference();
    try {
      const row = await db
        .prepare(
          `INSERT INTO quote_requests
             (reference, held, received_at, need, phone, name, postcode, preferred_time, message, next_attempt_at)
           VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10) RETURNING id`,
        )
        .bind(
          reference,
          held ? 1 : 0,
          receivedAt,
          c.need,
          c.phone,
          c.name,
          c.postcode,
          c.preferred_time,
          c.message,
          held ? null : later(CLAIM_MS),
        )
        .first<{ id: number }>();
      if (!row?.id) throw new Error('D1 gave no id for the stored request');
      return { id: row.id, reference };
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (tries < STORE_TRIES && (TRANSIENT.test(message) || /UNIQUE/i.test(message))) continue;
      throw error;
    }
  }
}

/** What a try's outcome does to a request: sent, tried again at `next`, or given up (`next` undefined). */
function afterFailure(row: Pick<Stored, 'attempts' | 'first_attempt_at' | 'unanswered'>, unanswered: boolean) {
  const first = Date.parse(row.first_attempt_at ?? later(0));
  const wait = (RETRY_MINUTES[Math.min(row.attempts, RETRY_MINUTES.length - 1)] ?? 0) * 60_000;
  const next = Date.now() + wait;
  // Once a try went unanswered, the service may hold the email: only its key keeps another try from a second one.
  const keyGone = (unanswered || row.unanswered === 1) && next > first + KEY_LIVES_MS;
  return keyGone || next > first + GIVE_UP_AFTER_MS ? undefined : new Date(next).toISOString();
}

/** Posts one email under `key`: undefined once the service took it, or why not, and whether it went unanswered. */
async function post(
  env: MailEnv,
  settings: RequestSettings,
  key: string,
  email: { subject: string; text: string },
): Promise<{ error: string; unanswered: boolean } | undefined> {
  // No key, no post: the visitor's words never go to the service without one. The request waits, listed as unsent.
  if (!env.EMAIL_API_KEY) return { error: 'EMAIL_API_KEY is not set', unanswered: false };
  try {
    const answer = await fetch(env.EMAIL_API_URL ?? EMAIL_API, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${env.EMAIL_API_KEY}`,
        'Content-Type': 'application/json',
        'Idempotency-Key': key,
      },
      body: JSON.stringify({ from: settings.from, to: [settings.to], ...email }),
      signal: AbortSignal.timeout(EMAIL_TIMEOUT_MS),
    });
    return answer.ok ? undefined : { error: `the mail service answered ${answer.status}`, unanswered: false };
  } catch (e) {
    return {
      error: `the mail service did not answer: ${e instanceof Error ? e.message : String(e)}`,
      unanswered: true,
    };
  }
}

/** Records a try of the requests `where` names: sent, or failed with when the next try is, or given up. */
async function recordTry(
  db: D1Database,
  rows: Pick<Stored, 'attempts' | 'first_attempt_at' | 'unanswered'>[],
  where: { column: 'id' | 'batch'; value: number | string },
  failure: { error: string; unanswered: boolean } | undefined,
): Promise<void> {
  const now = later(0);
  if (!failure) {
    await db
      .prepare(
        `UPDATE quote_requests SET notified_at = ?1, next_attempt_at = NULL, first_attempt_at = COALESCE(first_attempt_at, ?1)
         WHERE ${where.column} = ?2`,
      )
      .bind(now, where.value)
      .run();
    return;
  }
  const next = rows.map((row) => afterFailure(row, failure.unanswered));
  const givenUp = next.some((n) => n === undefined);
  await db
    .prepare(
      `UPDATE quote_requests SET attempts = attempts + 1, last_error = ?1, next_attempt_at = ?2,
         first_attempt_at = COALESCE(first_attempt_at, ?3), unanswered = MAX(unanswered, ?4), given_up_at = ?5
       WHERE ${where.column} = ?6`,
    )
    .bind(
      failure.error.slice(0, 300),
      givenUp ? null : (next[0] ?? null),
      now,
      failure.unanswered ? 1 : 0,
      givenUp ? now : null,
      where.value,
    )
    .run();
}

/**
 * Emails a request this send has claimed and marks it sent, or counts the failed attempt and when to try again, or
 * gives it up (afterFailure). The request's own key goes with it (Idempotency-Key, which Resend honours for a day): if
 * the service took an email whose answer never came, the next try is the same email, not a second one.
 */
export async function send(db: D1Database, env: MailEnv, settings: RequestSettings, row: Stored): Promise<void> {
  const failure = await post(
    env,
    settings,
    `quote-request-${row.reference}`,
    notification(row.reference, row.received_at, requestOf(row), settings),
  );
  if (failure)
    console.error(`Quote request ${row.reference} not emailed: ${failure.error} (docs/deploy.md#quote-requests)`);
  await recordTry(db, [row], { column: 'id', value: row.id }, failure);
}

/** The request a stored row holds, as the email gives it. */
const requestOf = (row: Stored): QuoteRequest => ({
  need: row.need as QuoteRequest['need'],
  phone: row.phone,
  name: row.name,
  postcode: row.postcode ?? undefined,
  when: (row.preferred_time ?? undefined) as QuoteRequest['when'],
  message: row.message,
});

/** A request still to be emailed on its own: not sent, not held for a summary, not given up. */
const WAITING = 'notified_at IS NULL AND held = 0 AND given_up_at IS NULL';

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
  await giveUpStale(db);
  const due = await db
    .prepare(`SELECT id FROM quote_requests WHERE ${WAITING} AND ${IS_DUE} ORDER BY id LIMIT ?2`)
    .bind(later(0), limit)
    .all<{ id: number }>();
  let sent = 0;
  for (const { id } of due.results) {
    const row = await db
      .prepare(
        `UPDATE quote_requests SET next_attempt_at = ?3 WHERE id = ?2 AND ${WAITING} AND ${IS_DUE}
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

/**
 * Gives up, before any send, the requests no try may be made for any more (afterFailure's rule, whenever their try fell
 * due): tried for GIVE_UP_AFTER_MS, or with an unanswered try whose key the mail service may have forgotten.
 */
async function giveUpStale(db: D1Database): Promise<void> {
  await db
    .prepare(
      `UPDATE quote_requests SET given_up_at = ?1, next_attempt_at = NULL
       WHERE notified_at IS NULL AND given_up_at IS NULL AND first_attempt_at IS NOT NULL
         AND ((unanswered = 1 AND first_attempt_at < ?2) OR first_attempt_at < ?3)`,
    )
    .bind(later(0), later(-KEY_LIVES_MS), later(-GIVE_UP_AFTER_MS))
    .run();
}

/**
 * Emails the requests the site's ceiling held, as one summary under its batch's key, at most once every
 * SUMMARY_EVERY_MS (the clock's note 'summary' claims the hour): a flood costs the owner one long email an hour, and no
 * customer their request. A batch that failed is sent again as it was, under the same key, before any new one.
 */
export async function deliverHeld(db: D1Database, env: MailEnv, settings: RequestSettings): Promise<number> {
  await giveUpStale(db);
  const pending = `held = 1 AND notified_at IS NULL AND given_up_at IS NULL`;
  const waiting = await db
    .prepare(`SELECT batch FROM quote_requests WHERE ${pending} AND ${IS_DUE} ORDER BY batch IS NULL, id LIMIT 1`)
    .bind(later(0))
    .first<{ batch: string | null }>();
  if (!waiting) return 0;
  if ((await claimNote(db, 'summary', SUMMARY_EVERY_MS)) === undefined) return 0;
  let batch = waiting.batch;
  if (!batch) {
    batch = newReference();
    await db
      .prepare(
        `UPDATE quote_requests SET batch = ?1 WHERE id IN
           (SELECT id FROM quote_requests WHERE ${pending} AND batch IS NULL ORDER BY id LIMIT ?2)`,
      )
      .bind(batch, SUMMARY_MOST)
      .run();
  }
  const rows = (
    await db
      .prepare(`SELECT ${STORED} FROM quote_requests WHERE batch = ?1 AND ${pending} ORDER BY id`)
      .bind(batch)
      .all<Stored>()
  ).results;
  if (rows.length === 0) return 0;
  const failure = await post(
    env,
    settings,
    `quote-summary-${batch}`,
    summaryOf(
      rows.map((row) => ({ reference: row.reference, receivedAt: row.received_at, request: requestOf(row) })),
      settings,
    ),
  );
  if (failure) console.error(`Summary ${batch} of ${rows.length} held requests not emailed: ${failure.error}`);
  await recordTry(db, rows, { column: 'batch', value: batch }, failure);
  return failure ? 0 : rows.length;
}

/**
 * Claims the clock's note `name` if it was last written over `everyMs` ago, in one statement, so two runs at once
 * claim it once; gives back the time it held before (null for none), or undefined when it was not claimed.
 */
export async function claimNote(db: D1Database, name: string, everyMs: number): Promise<string | null | undefined> {
  const before = await db.prepare(`SELECT at FROM clock_notes WHERE name = ?1`).bind(name).first<{ at: string }>();
  const claimed = await db
    .prepare(
      `INSERT INTO clock_notes (name, at) VALUES (?1, ?2)
       ON CONFLICT (name) DO UPDATE SET at = excluded.at WHERE clock_notes.at < ?3`,
    )
    .bind(name, later(0), later(-everyMs))
    .run();
  return claimed.meta.changes ? (before?.at ?? null) : undefined;
}

/** Gives the note `name` back the time it held before a claim that came to nothing, so the next run tries again. */
export async function releaseNote(db: D1Database, name: string, before: string | null): Promise<void> {
  await (
    before
      ? db.prepare(`UPDATE clock_notes SET at = ?2 WHERE name = ?1`).bind(name, before)
      : db.prepare(`DELETE FROM clock_notes WHERE name = ?1`).bind(name)
  ).run();
}

/** Deletes the requests past the privacy notice's retention, and the limits' counts older than their window. */
export async function forgetOld(db: D1Database, keepMonths: number): Promise<void> {
  const cutoff = new Date();
  cutoff.setUTCMonth(cutoff.getUTCMonth() - keepMonths);
  await db.prepare('DELETE FROM quote_requests WHERE received_at < ?1').bind(cutoff.toISOString()).run();
  await db.prepare('DELETE FROM quote_request_hits WHERE at < ?1').bind(later(-COUNTS_KEPT_MS)).run();
}
