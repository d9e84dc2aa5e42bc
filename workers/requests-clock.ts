// The quote requests' clock (docs/deploy.md#the-clock): a Worker that Cloudflare runs on the schedule of
// wrangler.clock.toml, bound to the same D1 as the site's form. Each run first deletes what is past its retention
// (KEEP_MONTHS, its own setting, so it deletes whatever else is down), then emails the requests whose next try is due
// and, once an hour at most, one summary of the requests the site's ceiling held (src/lib/quote-requests/delivery.ts, the same
// claims as the form's, so nothing is sent twice). It tells the owner a second way, a plain-text POST to ALERT_URL (a
// push-notification topic, say), with counts and times only, never what a visitor wrote: of requests waiting over an
// hour, of the form over its ceiling, of a request given up, and of settings it could not read.
import { SETTINGS_PATH, type RequestSettings } from '../src/lib/quote-requests/request';
import {
  claimNote,
  type D1Database,
  deliverDue,
  deliverHeld,
  EMAIL_TIMEOUT_MS,
  forgetOld,
  later,
  type MailEnv,
  releaseNote,
} from '../src/lib/quote-requests/delivery';

interface Env extends MailEnv {
  REQUESTS: D1Database;
  /** The live site's origin, where the build's request settings are read (the business's name, where to email). */
  SITE_URL?: string;
  /** Where the owner is told what needs them; without it, the only signs are the Worker's log and npm run requests. */
  ALERT_URL?: string;
  /** The longest a request is kept, in months (wrangler.clock.toml); the site's {enquiriesKept} when shorter. */
  KEEP_MONTHS?: string;
}

/** Requests a run sends at most: a backlog drains over a few runs rather than holding one for minutes. */
const PER_RUN = 25;
/** A request unsent this long is worth telling the owner of by the second way. */
const WAITING_MS = 60 * 60_000;
/** And each kind of alert is sent again at most this often. */
const ALERT_EVERY_MS = 6 * 60 * 60_000;
/** What a run keeps without a KEEP_MONTHS it can read: the privacy notice's figure as the site launched. */
const KEEP_MONTHS = 12;

export default {
  async scheduled(_event: unknown, env: Env): Promise<void> {
    const read = await settingsOf(env);
    const settings = typeof read === 'string' ? undefined : read;
    const set = Number(env.KEEP_MONTHS);
    const keep = Math.min(Number.isInteger(set) && set > 0 ? set : KEEP_MONTHS, settings?.keepMonths ?? Infinity);
    await forgetOld(env.REQUESTS, keep);
    const site = settings?.site ?? (env.SITE_URL ? new URL(env.SITE_URL).host : 'The site');
    if (settings) {
      await deliverDue(env.REQUESTS, env, settings, PER_RUN);
      await deliverHeld(env.REQUESTS, env, settings);
    }
    const failed = await Promise.all([
      typeof read === 'string'
        ? tell(
            env,
            'settings',
            `${site}: the clock could not read its settings (${read}), so no quote request is emailed until it can; they are kept. npm run requests -- --remote --unsent lists them.`,
          )
        : true,
      alertIfWaiting(env, site),
      alertIfHeld(env, site),
      alertIfGivenUp(env, site),
    ]);
    if (typeof read === 'string') throw new Error(`The clock could not read its settings: ${read}`);
    if (failed.includes(false)) throw new Error('ALERT_URL did not take an alert; the next run tries again');
  },
};

/** The site's request settings, or why they could not be read. */
async function settingsOf(env: Env): Promise<RequestSettings | string> {
  if (!env.SITE_URL) return 'SITE_URL is not set';
  try {
    const answer = await fetch(new URL(SETTINGS_PATH, env.SITE_URL), { signal: AbortSignal.timeout(EMAIL_TIMEOUT_MS) });
    if (!answer.ok) return `${SETTINGS_PATH} answered ${answer.status} at ${env.SITE_URL}`;
    return (await answer.json()) as RequestSettings;
  } catch (error) {
    return `${SETTINGS_PATH} did not answer at ${env.SITE_URL}: ${error instanceof Error ? error.message : String(error)}`;
  }
}

/** Posts `text` to ALERT_URL; whether it was taken. */
async function post(env: Env, text: string): Promise<boolean> {
  if (!env.ALERT_URL) return true;
  return fetch(env.ALERT_URL, {
    method: 'POST',
    headers: { 'Content-Type': 'text/plain; charset=utf-8' },
    body: text,
    signal: AbortSignal.timeout(EMAIL_TIMEOUT_MS),
  }).then(
    (answer) => answer.ok,
    () => false,
  );
}

/**
 * Tells the owner `text` unless the note `name` says they were told within ALERT_EVERY_MS; claimed as the emails are, in
 * one statement, and given back when ALERT_URL does not take it, so the next run tries again. Whether all went well.
 */
async function tell(env: Env, name: string, text: string): Promise<boolean> {
  if (!env.ALERT_URL) return true;
  const before = await claimNote(env.REQUESTS, name, ALERT_EVERY_MS);
  if (before === undefined) return true;
  if (await post(env, text)) return true;
  await releaseNote(env.REQUESTS, name, before);
  return false;
}

/** Of requests that have waited over an hour for their own email, and since when. */
async function alertIfWaiting(env: Env, site: string): Promise<boolean> {
  const waiting = await env.REQUESTS.prepare(
    `SELECT COUNT(*) AS count, MIN(received_at) AS oldest,
       (SELECT last_error FROM quote_requests WHERE last_error IS NOT NULL ORDER BY id DESC LIMIT 1) AS error
     FROM quote_requests WHERE notified_at IS NULL AND held = 0 AND given_up_at IS NULL AND received_at < ?1`,
  )
    .bind(later(-WAITING_MS))
    .first<{ count: number; oldest: string | null; error: string | null }>();
  if (!waiting?.count) return true;
  return tell(
    env,
    'alert',
    `${site}: ${waiting.count} quote request${waiting.count === 1 ? ' has' : 's have'} waited over an hour for ` +
      `the email, the oldest since ${waiting.oldest ?? 'unknown'} (UTC). The mail service's last answer: ` +
      `${waiting.error ?? 'none'}. They are kept: npm run requests -- --remote --unsent lists them.`,
  );
}

/** Of requests the site's hourly ceiling held in the last ALERT_EVERY_MS: a flood, or a very busy day. */
async function alertIfHeld(env: Env, site: string): Promise<boolean> {
  const held = await env.REQUESTS.prepare(
    `SELECT COUNT(*) AS count, MIN(received_at) AS first FROM quote_requests WHERE held = 1 AND received_at > ?1`,
  )
    .bind(later(-ALERT_EVERY_MS))
    .first<{ count: number; first: string | null }>();
  if (!held?.count) return true;
  return tell(
    env,
    'ceiling',
    `${site}: the quote form passed its hourly ceiling at ${held.first ?? 'unknown'} (UTC). ${held.count} request` +
      `${held.count === 1 ? ' was' : 's were'} kept and answered "received"; their emails come as one summary an hour.`,
  );
}

/** Of each request given up (it could not be emailed in time), once. */
async function alertIfGivenUp(env: Env, site: string): Promise<boolean> {
  if (!env.ALERT_URL) return true;
  const rows = await env.REQUESTS.prepare(
    `SELECT id, reference, received_at, last_error FROM quote_requests
     WHERE given_up_at IS NOT NULL AND owner_told_at IS NULL ORDER BY id LIMIT 50`,
  ).all<{ id: number; reference: string | null; received_at: string; last_error: string | null }>();
  if (rows.results.length === 0) return true;
  const list = rows.results.map((r) => `${r.reference ?? `#${r.id}`} (received ${r.received_at})`).join(', ');
  const told = await post(
    env,
    `${site}: ${rows.results.length} quote request${rows.results.length === 1 ? '' : 's'} could not be emailed and ` +
      `will not be tried again: ${list}. The mail service's last answer: ${rows.results[0]?.last_error ?? 'none'}. ` +
      `npm run requests -- --remote --unsent shows them in full: call them back.`,
  );
  if (told)
    for (const r of rows.results)
      await env.REQUESTS.prepare('UPDATE quote_requests SET owner_told_at = ?1 WHERE id = ?2')
        .bind(later(0), r.id)
        .run();
  return told;
}
