// The quote requests' clock (docs/deploy.md#the-clock): a Worker that Cloudflare runs on the schedule of
// wrangler.clock.toml, bound to the same D1 as the site's form. Each run emails the requests whose next try is due
// (src/lib/quote-delivery.ts, the same claims as the form's, so nothing is sent twice), deletes those past the privacy
// notice's retention, and, if any request has waited over an hour for its email, tells the owner a second way: a
// plain-text POST to ALERT_URL (a push-notification topic, say), at most once every six hours, with counts and times
// only, never what a visitor wrote.
import { SETTINGS_PATH, type RequestSettings } from '../src/lib/quote-request';
import {
  type D1Database,
  deliverDue,
  EMAIL_TIMEOUT_MS,
  forgetOld,
  later,
  type MailEnv,
} from '../src/lib/quote-delivery';

interface Env extends MailEnv {
  REQUESTS: D1Database;
  /** The live site's origin, where the build's request settings are read (the business's name, where to email). */
  SITE_URL?: string;
  /** Where the owner is told of requests waiting for their email; without it they are only listed as unsent. */
  ALERT_URL?: string;
}

/** Requests a run sends at most: a backlog drains over a few runs rather than holding one for minutes. */
const PER_RUN = 25;
/** A request unsent this long is worth telling the owner of by the second way. */
const WAITING_MS = 60 * 60_000;
/** And they are told again at most this often. */
const ALERT_EVERY_MS = 6 * 60 * 60_000;

export default {
  async scheduled(_event: unknown, env: Env): Promise<void> {
    if (!env.SITE_URL) throw new Error('SITE_URL is not set: the clock cannot read the site’s request settings');
    const answer = await fetch(new URL(SETTINGS_PATH, env.SITE_URL));
    if (!answer.ok) throw new Error(`${SETTINGS_PATH} answered ${answer.status} at ${env.SITE_URL}`);
    const settings = (await answer.json()) as RequestSettings;
    await deliverDue(env.REQUESTS, env, settings, PER_RUN);
    await forgetOld(env.REQUESTS, settings.keepMonths);
    await alertIfWaiting(env, settings.site);
  },
};

/** Tells the owner at ALERT_URL how many requests have waited over an hour for their email, and since when. */
async function alertIfWaiting(env: Env, site: string): Promise<void> {
  if (!env.ALERT_URL) return;
  const waiting = await env.REQUESTS.prepare(
    `SELECT COUNT(*) AS count, MIN(received_at) AS oldest,
       (SELECT last_error FROM quote_requests WHERE last_error IS NOT NULL ORDER BY id DESC LIMIT 1) AS error
     FROM quote_requests WHERE notified_at IS NULL AND received_at < ?1`,
  )
    .bind(later(-WAITING_MS))
    .first<{ count: number; oldest: string | null; error: string | null }>();
  if (!waiting?.count) return;
  // Claimed as the emails are: the note is written only if the last alert is old enough, in one statement.
  const before = await env.REQUESTS.prepare(`SELECT at FROM clock_notes WHERE name = 'alert'`).first<{ at: string }>();
  const claimed = await env.REQUESTS.prepare(
    `INSERT INTO clock_notes (name, at) VALUES ('alert', ?1)
     ON CONFLICT (name) DO UPDATE SET at = excluded.at WHERE clock_notes.at < ?2`,
  )
    .bind(later(0), later(-ALERT_EVERY_MS))
    .run();
  if (!claimed.meta.changes) return;
  const text =
    `${site}: ${waiting.count} quote request${waiting.count === 1 ? ' has' : 's have'} waited over an hour for ` +
    `the email, the oldest since ${waiting.oldest ?? 'unknown'} (UTC). The mail service's last answer: ` +
    `${waiting.error ?? 'none'}. They are kept: npm run requests -- --remote --unsent lists them.`;
  const told = await fetch(env.ALERT_URL, {
    method: 'POST',
    headers: { 'Content-Type': 'text/plain; charset=utf-8' },
    body: text,
    signal: AbortSignal.timeout(EMAIL_TIMEOUT_MS),
  }).then(
    (answer) => answer.ok,
    () => false,
  );
  // Not told: the note goes back to the last alert that was, so the next run tries again.
  if (!told) {
    await (
      before
        ? env.REQUESTS.prepare(`UPDATE clock_notes SET at = ?1 WHERE name = 'alert'`).bind(before.at)
        : env.REQUESTS.prepare(`DELETE FROM clock_notes WHERE name = 'alert'`)
    ).run();
    throw new Error(`ALERT_URL did not take the alert about ${waiting.count} waiting request(s)`);
  }
}
