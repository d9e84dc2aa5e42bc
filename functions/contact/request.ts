// The contact page's quote requests (docs/site.md#quote-requests), as a Pages Function at /contact/request/. Nothing a
// visitor sends is lost, and nothing is emailed twice: a request is checked, then stored in D1 before anything else,
// claimed by the one send that emails it to the business; a request whose email fails stays stored and is tried
// again, later each time (next_attempt_at), by the next request that arrives once it is due. Over the site's hourly
// ceiling a request is still stored, its email held for the clock's summary, so no flood shuts a customer out. The
// visitor is answered with a prerendered page: a 303 to /contact/received/ with the request's reference once it is
// stored (functions/contact/received.ts shows it), or /contact/not-sent/ (with what they wrote put back in its form)
// saying what was wrong, with a 4xx, or a 503 when storage is down.
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
} from '../../src/lib/quote-requests/request';
import { limitsOf } from '../../src/lib/quote-requests/network';
import { readCapped } from '../../src/lib/quote-requests/body';
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
} from '../../src/lib/quote-requests/delivery';

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
  const receivedAt = new Date().toISOString();
  let stored: { id: number; reference: string };
  let held: boolean;
  try {
    // A network over its limit is refused, it alone: its requests are never stored, so never count toward the site's.
    if (await overLimit(db, env.CLIENT_KEY, request)) return notSent(context, 429, 'busy', [], form);
    // Over the site's ceiling a request is still stored and answered "received": only its email waits, for the summary.
    held = await siteFull(db, env);
    stored = await store(db, read.request, receivedAt, held);
  } catch (error) {
    // The cause, never what the visitor wrote: why someone was told to call, for whoever reads the log.
    console.error(
      `Quote request not stored (told to call, 503): ${error instanceof Error ? `${error.name}: ${error.message}` : String(error)}`.slice(
        0,
        500,
      ),
    );
    return notSent(context, 503, 'storage', [], form);
  }
  const { id, reference } = stored;
  if (settings) {
    // Stored, and claimed by this send: the visitor hears "received" whatever the email does now. A failure here (D1
    // gone after the email left) must not turn "received" into an error the visitor sends again.
    if (!held)
      await send(db, env, settings, {
        id,
        reference,
        received_at: receivedAt,
        attempts: 0,
        first_attempt_at: null,
        unanswered: 0,
        ...columnsOf(read.request),
      }).catch((error: unknown) =>
        console.error(`Quote request ${reference}: ${error instanceof Error ? error.message : String(error)}`),
      );
    context.waitUntil(
      deliverDue(db, env, settings, RETRIES_PER_REQUEST).then(() => forgetOld(db, settings.keepMonths)),
    );
  }
  return new Response(null, {
    status: 303,
    headers: { ...FUNCTION_HEADERS, Location: receivedAddress(reference, isUrgent(read.request)) },
  });
}

/** Any other method: the form posts. */
export function onRequest(): Response {
  return new Response('Send the form on /contact/ to ask for a quote.', {
    status: 405,
    headers: { ...FUNCTION_HEADERS, Allow: 'POST', 'Content-Type': 'text/plain; charset=utf-8' },
  });
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

/**
 * Counts this request under `network` and gives how many it has sent in the rolling window of the limits, this one
 * included: each request is a row, so a burst at the turn of a window counts as it does anywhere else.
 */
async function counted(db: D1Database, network: string): Promise<number> {
  const now = Date.now();
  await db
    .prepare('INSERT INTO quote_request_hits (network, at) VALUES (?1, ?2)')
    .bind(network, new Date(now).toISOString())
    .run();
  const row = await db
    .prepare('SELECT COUNT(*) AS count FROM quote_request_hits WHERE network = ?1 AND at > ?2')
    .bind(network, new Date(now - REQUEST_LIMITS.windowMinutes * 60_000).toISOString())
    .first<{ count: number }>();
  return row?.count ?? 0;
}

/**
 * Whether this client's network (its IPv4 address, its IPv6 /64), or its wider network (its IPv6 /48), is over its
 * limit in the window; counts this request under each.
 */
async function overLimit(db: D1Database, key: string, request: Request): Promise<boolean> {
  const address = request.headers.get('CF-Connecting-IP') ?? '';
  let over = false;
  for (const { network, most } of limitsOf(address))
    if ((await counted(db, await keyedHash(key, network))) > most) over = true;
  return over;
}

/** Whether the site has stored its ceiling of requests in the last hour, so this one's email waits for the summary. */
async function siteFull(db: D1Database, env: Env): Promise<boolean> {
  const set = Number(env.REQUESTS_PER_HOUR);
  const ceiling = Number.isInteger(set) && set > 0 ? set : REQUEST_LIMITS.perHour;
  const row = await db
    .prepare('SELECT COUNT(*) AS count FROM quote_requests WHERE received_at > ?1')
    .bind(new Date(Date.now() - 3_600_000).toISOString())
    .first<{ count: number }>();
  return (row?.count ?? 0) >= ceiling;
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
