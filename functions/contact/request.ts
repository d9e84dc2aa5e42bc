// The contact page's quote requests (docs/site.md#quote-requests), as a Pages Function at /contact/request/. Nothing a
// visitor sends is lost, and nothing is emailed twice: a request is checked, then stored in D1 before anything else,
// claimed by the one send that emails it to the business; a request whose email fails stays stored and is tried
// again, later each time (next_attempt_at), by the next request that arrives once it is due. The visitor is
// answered with a prerendered page: a 303 to /contact/received/ once the request is stored, or /contact/not-sent/
// (with what they wrote put back in its form) saying what was wrong, with a 4xx, or a 503 when storage is down.
//
// It needs, on Cloudflare (docs/deploy.md#quote-requests): the D1 database bound as REQUESTS with the schema of
// migrations/, and the secrets EMAIL_API_KEY (the mail service's key) and CLIENT_KEY (any long random string, which
// keys the hash a client's address is counted under for the rate limit). EMAIL_API_URL overrides the mail service's
// address (a stand-in one on this machine's tests); REQUESTS_PER_HOUR the whole site's hourly ceiling.
import {
  HONEYPOT,
  MAX_BODY_BYTES,
  NOT_SENT_PATH,
  RECEIVED_PATH,
  REQUEST_LIMITS,
  SETTINGS_PATH,
  FIELDS,
  notification,
  readRequest,
  type Problem,
  type QuoteRequest,
  type Refusal,
  type RequestSettings,
} from '../../src/lib/quote-request';
import { clientNetwork } from '../../src/lib/client-network';

/** The part of D1's API this uses (https://developers.cloudflare.com/d1/worker-api/). */
interface D1Statement {
  bind(...values: unknown[]): D1Statement;
  run(): Promise<{ meta: { last_row_id?: number; changes?: number } }>;
  first<T>(): Promise<T | null>;
  all<T>(): Promise<{ results: T[] }>;
}
interface D1Database {
  prepare(sql: string): D1Statement;
}

/** The part of the Workers runtime's HTMLRewriter this uses (https://developers.cloudflare.com/workers/runtime-apis/html-rewriter/). */
interface RewrittenElement {
  readonly tagName: string;
  getAttribute(name: string): string | null;
  setAttribute(name: string, value: string): void;
  removeAttribute(name: string): void;
  setInnerContent(content: string): void;
  remove(): void;
}
declare class HTMLRewriter {
  on(selector: string, handlers: { element(element: RewrittenElement): void }): HTMLRewriter;
  transform(response: Response): Response;
}

interface Env {
  REQUESTS?: D1Database;
  ASSETS: { fetch(input: Request | string): Promise<Response> };
  EMAIL_API_URL?: string;
  EMAIL_API_KEY?: string;
  CLIENT_KEY?: string;
  REQUESTS_PER_HOUR?: string;
}

interface Context {
  request: Request;
  env: Env;
  waitUntil(promise: Promise<unknown>): void;
}

/** Resend's API: one JSON POST per email, so no field can become a header (https://resend.com/docs/api-reference). */
const EMAIL_API = 'https://api.resend.com/emails';
/** A mail service that has not answered by then is counted as down; the request waits for the next try. */
const EMAIL_TIMEOUT_MS = 5000;
/** How long a send holds the request it claimed before another may take it: the mail service's wait, with room. */
const CLAIM_MS = 4 * EMAIL_TIMEOUT_MS;
/** After the first, second… failed send, the minutes until the next try; then every six hours until one is taken. */
const RETRY_MINUTES = [1, 5, 15, 60, 180, 360];
/** Requests retried per new request, oldest first, so one request never waits on a long queue. */
const RETRIES_PER_REQUEST = 5;
const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data'];
/** As the oauth function: the site's _headers reach static files only, so a function sends its own. */
const ALWAYS: Readonly<Record<string, string>> = {
  'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'Cache-Control': 'no-store',
};

export async function onRequestPost(context: Context): Promise<Response> {
  const { request, env } = context;
  const type = (request.headers.get('Content-Type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if (!FORM_TYPES.includes(type)) return notSent(context, 415, 'form');
  if (request.headers.get('Origin') !== new URL(request.url).origin) return notSent(context, 403, 'form');
  const body = await readCapped(request, MAX_BODY_BYTES);
  if (body === undefined) return notSent(context, 413, 'form');
  let form: FormData;
  try {
    form = await new Response(body as BodyInit, {
      headers: { 'Content-Type': request.headers.get('Content-Type') ?? '' },
    }).formData();
  } catch {
    return notSent(context, 400, 'form');
  }
  // A person never sees the honeypot; a filled one is a robot's, told no more than a person whose form broke.
  if (String(form.get(HONEYPOT) ?? '') !== '') return notSent(context, 400, 'form');
  const read = readRequest(form);
  if (!read.ok) return notSent(context, 422, 'fields', read.problems, form);
  const db = env.REQUESTS;
  if (!db) return notSent(context, 503, 'storage', [], form);
  const settings = await settingsOf(env, request);
  let id: number;
  const receivedAt = new Date().toISOString();
  try {
    // A client over its limit is not counted against the site's, so one flood cannot fill the hour for everyone.
    if (await overLimit(db, env, request)) return notSent(context, 429, 'busy', [], form);
    if (await siteFull(db, env)) return notSent(context, 429, 'full', [], form);
    id = await store(db, read.request, receivedAt);
  } catch {
    return notSent(context, 503, 'storage', [], form);
  }
  // Stored, and claimed by this send: the visitor hears "received" whatever the email does now.
  if (settings) {
    await send(db, env, settings, { id, received_at: receivedAt, attempts: 0, ...columnsOf(read.request) });
    context.waitUntil(catchUp(db, env, settings));
  }
  return new Response(null, { status: 303, headers: { ...ALWAYS, Location: RECEIVED_PATH } });
}

/** Any other method: the form posts. */
export function onRequest(): Response {
  return new Response('Send the form on /contact/ to ask for a quote.', {
    status: 405,
    headers: { ...ALWAYS, Allow: 'POST', 'Content-Type': 'text/plain; charset=utf-8' },
  });
}

/** The body, or undefined once it passes `cap` bytes (read as it arrives, whatever Content-Length claims). */
async function readCapped(request: Request, cap: number): Promise<Uint8Array | undefined> {
  if (Number(request.headers.get('Content-Length') ?? 0) > cap) return undefined;
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > cap) {
      await reader.cancel();
      return undefined;
    }
    chunks.push(value);
  }
  const body = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    body.set(chunk, at);
    at += chunk.byteLength;
  }
  return body;
}

/** The site's facts for the email, from the file the build writes; undefined if it cannot be read. */
async function settingsOf(env: Env, request: Request): Promise<RequestSettings | undefined> {
  try {
    const answer = await env.ASSETS.fetch(new URL(SETTINGS_PATH, request.url).toString());
    return answer.ok ? ((await answer.json()) as RequestSettings) : undefined;
  } catch {
    return undefined;
  }
}

/** Counts this request under `counter` in the window of `minutes` it falls in, and gives the window's count. */
async function counted(db: D1Database, counter: string, minutes: number): Promise<number> {
  const now = Date.now();
  const window = new Date(now - (now % (minutes * 60_000))).toISOString();
  const row = await db
    .prepare(
      `INSERT INTO quote_request_clients (client, window_start, count) VALUES (?1, ?2, 1)
       ON CONFLICT (client, window_start) DO UPDATE SET count = count + 1 RETURNING count`,
    )
    .bind(counter, window)
    .first<{ count: number }>();
  return row?.count ?? 0;
}

/** Whether this client's network (its IPv4 address, its IPv6 /64) is over its limit in the window; counts this one. */
async function overLimit(db: D1Database, env: Env, request: Request): Promise<boolean> {
  const network = clientNetwork(request.headers.get('CF-Connecting-IP') ?? '');
  const client = await keyedHash(env.CLIENT_KEY ?? '', network);
  return (await counted(db, client, REQUEST_LIMITS.windowMinutes)) > REQUEST_LIMITS.perClient;
}

/** Whether the whole site is over its requests for this hour; counts this one. */
async function siteFull(db: D1Database, env: Env): Promise<boolean> {
  const set = Number(env.REQUESTS_PER_HOUR);
  const ceiling = Number.isInteger(set) && set > 0 ? set : REQUEST_LIMITS.perHour;
  return (await counted(db, REQUEST_LIMITS.siteCounter, 60)) > ceiling;
}

async function keyedHash(key: string, value: string): Promise<string> {
  const secret = await crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(key || 'no CLIENT_KEY set'),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', secret, new TextEncoder().encode(value)));
  return [...mac.slice(0, 16)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

interface Columns {
  need: string;
  phone: string;
  name: string;
  postcode: string | null;
  preferred_time: string | null;
  message: string;
}
type Stored = Columns & { id: number; received_at: string; attempts: number };
/** A stored request's columns, as a claim returns them. */
const STORED = 'id, received_at, attempts, need, phone, name, postcode, preferred_time, message';

/** The time `ms` from now, as the table writes times (ISO 8601 UTC, which sorts as it reads). */
const later = (ms: number) => new Date(Date.now() + ms).toISOString();

const columnsOf = (r: QuoteRequest): Columns => ({
  need: r.need,
  phone: r.phone,
  name: r.name,
  postcode: r.postcode ?? null,
  preferred_time: r.when ?? null,
  message: r.message,
});

/** Stores a request, claimed by the send that follows: no other send takes it until CLAIM_MS have passed. */
async function store(db: D1Database, request: QuoteRequest, receivedAt: string): Promise<number> {
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
async function send(db: D1Database, env: Env, settings: RequestSettings, row: Stored): Promise<void> {
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
  try {
    const answer = await fetch(env.EMAIL_API_URL ?? EMAIL_API, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${env.EMAIL_API_KEY ?? ''}`,
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
 * After answering: emails the unsent requests whose next try is due, oldest first, and deletes those past the
 * retention. Each is claimed in the one statement that picks it (SQLite runs a statement alone), so a request that
 * several visitors' catch-ups find due at once is sent by one of them.
 */
async function catchUp(db: D1Database, env: Env, settings: RequestSettings): Promise<void> {
  const now = later(0);
  const due = await db
    .prepare(
      `UPDATE quote_requests SET next_attempt_at = ?1 WHERE id IN (
         SELECT id FROM quote_requests WHERE notified_at IS NULL AND (next_attempt_at IS NULL OR next_attempt_at <= ?2)
         ORDER BY id LIMIT ?3
       ) RETURNING ${STORED}`,
    )
    .bind(later(CLAIM_MS), now, RETRIES_PER_REQUEST)
    .all<Stored>();
  for (const row of due.results.sort((a, b) => a.id - b.id)) await send(db, env, settings, row);
  const cutoff = new Date();
  cutoff.setUTCMonth(cutoff.getUTCMonth() - settings.keepMonths);
  await db.prepare('DELETE FROM quote_requests WHERE received_at < ?1').bind(cutoff.toISOString()).run();
  // Counts of windows that have ended: the site's hour is the longest.
  const stale = later(-2 * 60 * 60_000);
  await db.prepare('DELETE FROM quote_request_clients WHERE window_start < ?1').bind(stale).run();
}

/**
 * The prerendered "not sent" page with only the messages that apply, and the visitor's words put back into its form,
 * each as text (HTMLRewriter escapes what it writes), so nothing is shown that they did not write or the site did not.
 */
async function notSent(
  { env, request }: Context,
  status: number,
  refusal: Refusal,
  problems: readonly Problem[] = [],
  form?: FormData,
): Promise<Response> {
  const page = await env.ASSETS.fetch(new URL(NOT_SENT_PATH, request.url).toString());
  const value = (name: string) => {
    const v = form?.get(name);
    return typeof v === 'string' ? v.slice(0, 4 * MAX_BODY_BYTES) : '';
  };
  const rewritten = new HTMLRewriter()
    .on('[data-refusal]', {
      element(el) {
        if (el.getAttribute('data-refusal') === refusal) el.removeAttribute('hidden');
        else el.remove();
      },
    })
    .on('[data-problems]', {
      element(el) {
        if (problems.length) el.removeAttribute('hidden');
      },
    })
    .on('[data-problem]', {
      element(el) {
        if (problems.includes(el.getAttribute('data-problem') as Problem)) el.removeAttribute('hidden');
        else el.remove();
      },
    })
    .on('form input[name], form textarea[name]', {
      element(el) {
        const name = el.getAttribute('name') ?? '';
        if (name === HONEYPOT || !(name in FIELDS)) return;
        if (el.tagName === 'textarea') el.setInnerContent(value(name));
        else if (el.getAttribute('type') !== 'radio') el.setAttribute('value', value(name));
        else if (el.getAttribute('value') === value(name)) el.setAttribute('checked', '');
        else el.removeAttribute('checked');
      },
    })
    .transform(page);
  const headers = new Headers(rewritten.headers);
  for (const [name, v] of Object.entries(ALWAYS)) headers.set(name, v);
  return new Response(rewritten.body, { status, headers });
}
