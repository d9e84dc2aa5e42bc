// The contact page's quote requests (docs/site.md#quote-requests), as a Pages Function at /contact/request/. Nothing a
// visitor sends is lost, and nothing is emailed twice: a request is checked, then stored in D1 before anything else,
// claimed by the one send that emails it to the business; a request whose email fails stays stored and is tried
// again, later each time (next_attempt_at), by the next request that arrives once it is due. The visitor is
// answered with a prerendered page: a 303 to /contact/received/ with the request's number once it is stored
// (functions/contact/received.ts shows its reference), or /contact/not-sent/ (with what they wrote put back in its
// form) saying what was wrong, with a 4xx, or a 503 when storage is down.
//
// It needs, on Cloudflare (docs/deploy.md#quote-requests): the D1 database bound as REQUESTS with the schema of
// migrations/, and the secrets EMAIL_API_KEY (the mail service's key) and CLIENT_KEY (any long random string, which
// keys the hash a client's address is counted under for the rate limit). EMAIL_API_URL overrides the mail service's
// address (a stand-in one on this machine's tests); REQUESTS_PER_HOUR the whole site's hourly ceiling.
import {
  HONEYPOT,
  MAX_BODY_BYTES,
  NOT_SENT_PATH,
  isUrgent,
  receivedAddress,
  REQUEST_LIMITS,
  SETTINGS_PATH,
  problemId,
  FIELDS,
  readRequest,
  type Problem,
  type Refusal,
  type RequestSettings,
} from '../../src/lib/quote-request';
import { clientNetwork } from '../../src/lib/client-network';
import { answerWithPage, type AssetsEnv, FUNCTION_HEADERS } from '../../src/lib/function-answer';
import {
  columnsOf,
  type D1Database,
  deliverDue,
  forgetOld,
  type MailEnv,
  RETRIES_PER_REQUEST,
  send,
  store,
} from '../../src/lib/quote-delivery';

interface Env extends MailEnv, AssetsEnv {
  REQUESTS?: D1Database;
  CLIENT_KEY?: string;
  REQUESTS_PER_HOUR?: string;
}

interface Context {
  request: Request;
  env: Env;
  waitUntil(promise: Promise<unknown>): void;
}

const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data'];
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
  // Without its key a client's hash could be worked back to the address: the form is not set up, and says to call.
  if (!env.CLIENT_KEY) {
    console.error('CLIENT_KEY is not set: quote requests are refused (docs/deploy.md#quote-requests)');
    return notSent(context, 503, 'storage', [], form);
  }
  const settings = await settingsOf(env, request);
  let id: number;
  const receivedAt = new Date().toISOString();
  try {
    // A client over its limit is not counted against the site's, so one flood cannot fill the hour for everyone.
    if (await overLimit(db, env.CLIENT_KEY, request)) return notSent(context, 429, 'busy', [], form);
    if (await siteFull(db, env)) return notSent(context, 429, 'full', [], form);
    id = await store(db, read.request, receivedAt);
  } catch {
    return notSent(context, 503, 'storage', [], form);
  }
  // Stored, and claimed by this send: the visitor hears "received" whatever the email does now.
  if (settings) {
    // A failure here (D1 gone after the email left) must not turn "received" into an error the visitor sends again.
    await send(db, env, settings, { id, received_at: receivedAt, attempts: 0, ...columnsOf(read.request) }).catch(
      (error: unknown) =>
        console.error(`Quote request #${id}: ${error instanceof Error ? error.message : String(error)}`),
    );
    context.waitUntil(
      deliverDue(db, env, settings, RETRIES_PER_REQUEST).then(() => forgetOld(db, settings.keepMonths)),
    );
  }
  return new Response(null, {
    status: 303,
    headers: { ...FUNCTION_HEADERS, Location: receivedAddress(id, isUrgent(read.request)) },
  });
}

/** Any other method: the form posts. */
export function onRequest(): Response {
  return new Response('Send the form on /contact/ to ask for a quote.', {
    status: 405,
    headers: { ...FUNCTION_HEADERS, Allow: 'POST', 'Content-Type': 'text/plain; charset=utf-8' },
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
async function overLimit(db: D1Database, key: string, request: Request): Promise<boolean> {
  const network = clientNetwork(request.headers.get('CF-Connecting-IP') ?? '');
  const client = await keyedHash(key, network);
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
    new TextEncoder().encode(key),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', secret, new TextEncoder().encode(value)));
  return [...mac.slice(0, 16)].map((b) => b.toString(16).padStart(2, '0')).join('');
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
  const value = (name: string) => {
    const v = form?.get(name);
    return typeof v === 'string' ? v.slice(0, 4 * MAX_BODY_BYTES) : '';
  };
  return answerWithPage(env, request, NOT_SENT_PATH, status, (rewriter) =>
    rewriter
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
          // A field with a problem is marked, and described by its message in the list above the form.
          if (problems.includes(name as Problem)) {
            el.setAttribute('aria-invalid', 'true');
            const hint = el.getAttribute('aria-describedby');
            el.setAttribute('aria-describedby', [problemId(name as Problem), hint].filter(Boolean).join(' '));
          }
          if (el.tagName === 'textarea') el.setInnerContent(value(name));
          else if (el.getAttribute('type') !== 'radio') el.setAttribute('value', value(name));
          else if (el.getAttribute('value') === value(name)) el.setAttribute('checked', '');
          else el.removeAttribute('checked');
        },
      }),
  );
}
