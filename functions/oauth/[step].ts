// Sign-in to the editor on Cloudflare Pages (docs/deploy.md#the-editor): the GitHub OAuth exchange Decap CMS expects
// of an authenticator, as a Pages Function at /oauth/auth and /oauth/callback. It needs a GitHub OAuth app whose
// client id and secret are the project's GITHUB_CLIENT_ID and GITHUB_CLIENT_SECRET (the secret never reaches a
// browser), and whose callback URL is https://<the site>/oauth/callback.
//
// 1. The editor opens /oauth/auth?provider=github&scope=repo in a window. This function remembers a random state in
//    a cookie and sends the window to GitHub, which asks the owner to allow the editor.
// 2. GitHub sends the window back to /oauth/callback with a code and the state. The state must be the cookie's (else
//    someone else's sign-in is being slipped in); the code is exchanged with GitHub, server to server, for a token.
//    Whatever GitHub answers is checked before it is used: only a token-shaped string is handed on.
// 3. The page of the callback hands the token to the editor's window (which opened it, and only on this origin)
//    through Decap's handshake ("authorizing:github", then "authorization:github:success:{…}") and closes.
//
// It needs nothing of the site's code but the headers every Function's answer carries.
import { FUNCTION_HEADERS } from '../../src/lib/function-answer';

interface Env {
  GITHUB_CLIENT_ID?: string;
  GITHUB_CLIENT_SECRET?: string;
  /** GitHub's address; only a GitHub Enterprise Server needs it set. */
  GITHUB_URL?: string;
}

interface Context {
  request: Request;
  env: Env;
  params: { step?: string | string[] };
}

/**
 * `__Host-`: a browser keeps a cookie of this name only if it was set over HTTPS by this very host, with Path=/ and no
 * Domain, so a sibling subdomain (or a page over plain HTTP) cannot set one of its own that this host would then read.
 */
const STATE_COOKIE = '__Host-editor_oauth_state';
/** Long enough to read GitHub's page and allow the app, short enough that a stale state is useless. */
const STATE_SECONDS = 600;
const SCOPES = new Set(['repo', 'public_repo']);
/** What a GitHub token looks like at most: printable ASCII without spaces, so it is safe in a header and a page. */
const TOKEN_SHAPE = /^[\x21-\x7e]{1,255}$/;
const NO_ANSWER = 'GitHub did not answer. Close this window and try again.';
export async function onRequestGet({ request, env, params }: Context): Promise<Response> {
  const url = new URL(request.url);
  if (params.step !== 'auth' && params.step !== 'callback')
    return respond('Not found', 404, { 'Content-Type': 'text/plain; charset=utf-8' });
  if (!env.GITHUB_CLIENT_ID || !env.GITHUB_CLIENT_SECRET)
    return page(500, 'error', 'Sign-in is not set up: the site needs GITHUB_CLIENT_ID and GITHUB_CLIENT_SECRET.', url);
  const github = (env.GITHUB_URL ?? 'https://github.com').replace(/\/$/, '');
  return params.step === 'auth'
    ? start(url, env.GITHUB_CLIENT_ID, github)
    : finish(
        request,
        url,
        { ...env, GITHUB_CLIENT_ID: env.GITHUB_CLIENT_ID, GITHUB_CLIENT_SECRET: env.GITHUB_CLIENT_SECRET },
        github,
      );
}

/** Step 1: to GitHub, with a new state that the callback checks against the cookie. */
function start(url: URL, clientId: string, github: string): Response {
  if ((url.searchParams.get('provider') ?? 'github') !== 'github')
    return page(400, 'error', 'Only GitHub sign-in is offered here.', url);
  const scope = url.searchParams.get('scope') ?? 'repo';
  if (!SCOPES.has(scope)) return page(400, 'error', `The scope "${scope}" is not one the editor needs.`, url);
  const state = randomToken();
  const authorize = new URL(`${github}/login/oauth/authorize`);
  authorize.search = new URLSearchParams({
    client_id: clientId,
    redirect_uri: `${url.origin}/oauth/callback`,
    scope,
    state,
  }).toString();
  return respond(null, 302, { Location: authorize.toString(), 'Set-Cookie': cookie(state, STATE_SECONDS) });
}

/** Steps 2 and 3: check the state, exchange the code, hand the token to the editor. */
async function finish(
  request: Request,
  url: URL,
  env: { GITHUB_CLIENT_ID: string; GITHUB_CLIENT_SECRET: string },
  github: string,
): Promise<Response> {
  const state = url.searchParams.get('state');
  // Exactly one: a browser that does not enforce the prefix, or a nameless cookie whose value reads as this name,
  // can add a second, and which of two comes first is not this site's choice.
  const cookies = cookieValues(request.headers.get('Cookie'), STATE_COOKIE);
  const expected = cookies.length === 1 ? cookies[0] : undefined;
  if (!state || !expected || !sameText(state, expected))
    return page(
      403,
      'error',
      'This sign-in was not started here, or took too long. Close this window and try again.',
      url,
    );
  const code = url.searchParams.get('code');
  if (!code) {
    const reason = url.searchParams.get('error_description') ?? 'GitHub sent no code.';
    return page(400, 'error', reason, url);
  }
  let answer: unknown;
  try {
    const response = await fetch(`${github}/login/oauth/access_token`, {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: JSON.stringify({
        client_id: env.GITHUB_CLIENT_ID,
        client_secret: env.GITHUB_CLIENT_SECRET,
        code,
        redirect_uri: `${url.origin}/oauth/callback`,
      }),
    });
    // GitHub answers a refused code with 200 and an `error`; any other status is a failure on its side (or a proxy's).
    if (!response.ok) {
      await response.body?.cancel();
      return page(502, 'error', NO_ANSWER, url);
    }
    answer = await response.json();
  } catch {
    return page(502, 'error', NO_ANSWER, url);
  }
  // Parsed JSON may be anything (null, a number, a list), and an exception here would be the runtime's bare 500.
  if (!isRecord(answer)) return page(502, 'error', NO_ANSWER, url);
  const token = answer.access_token;
  if (typeof token === 'string' && TOKEN_SHAPE.test(token)) return page(200, 'success', token, url);
  if (token !== undefined)
    return page(502, 'error', 'GitHub answered without a usable token. Close this window and try again.', url);
  const reason = textOf(answer.error_description) ?? textOf(answer.error) ?? 'GitHub refused the code.';
  return page(401, 'error', reason, url);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A field of GitHub's answer that is meant to be shown, if it is text at all. */
function textOf(value: unknown): string | undefined {
  return typeof value === 'string' && value ? value : undefined;
}

/**
 * The page the window shows: it hands the result to the editor that opened it (on this origin only) and says what
 * happened to anyone who opened it otherwise. Its one script is allowed by a nonce, and it is never cached.
 */
function page(status: number, outcome: 'success' | 'error', detail: string, url: URL): Response {
  const nonce = randomToken();
  const body = outcome === 'success' ? { token: detail, provider: 'github' } : { message: detail, provider: 'github' };
  const message = `authorization:github:${outcome}:${JSON.stringify(body)}`;
  const text = outcome === 'success' ? 'Signed in. This window closes by itself.' : detail;
  const html = `<!doctype html>
<html lang="en-GB">
<head><meta charset="utf-8"><meta name="robots" content="noindex"><title>Editor sign-in</title></head>
<body>
<p>${escapeHtml(text)}</p>
<script nonce="${nonce}">
(() => {
  const origin = ${JSON.stringify(url.origin)};
  const message = ${JSON.stringify(message).replace(/</g, '\\u003c')};
  if (!window.opener) return;
  window.addEventListener('message', (event) => {
    if (event.origin !== origin || event.data !== 'authorizing:github') return;
    window.opener.postMessage(message, origin);
    ${outcome === 'success' ? 'window.close();' : ''}
  });
  window.opener.postMessage('authorizing:github', origin);
})();
</script>
</body>
</html>
`;
  return respond(html, status, {
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Security-Policy': `default-src 'none'; script-src 'nonce-${nonce}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
    'Referrer-Policy': 'no-referrer',
    // The state is used once.
    ...(url.pathname.endsWith('/callback') ? { 'Set-Cookie': cookie('', 0) } : {}),
  });
}

/** Every answer goes through here, so none can leave without the headers of FUNCTION_HEADERS. */
function respond(body: string | null, status: number, headers: Record<string, string>): Response {
  return new Response(body, { status, headers: { ...headers, ...FUNCTION_HEADERS } });
}

/** Path=/ and no Domain, as the `__Host-` prefix demands (a browser drops the cookie otherwise). */
function cookie(value: string, maxAge: number): string {
  return `${STATE_COOKIE}=${value}; Path=/; Max-Age=${maxAge}; HttpOnly; Secure; SameSite=Lax`;
}

/** Every value the Cookie header gives `name`, in order, empty ones included (they count towards "more than one"). */
function cookieValues(header: string | null, name: string): string[] {
  const values: string[] = [];
  for (const part of (header ?? '').split(';')) {
    const [key = '', ...value] = part.split('=');
    if (key.trim() === name) values.push(value.join('=').trim());
  }
  return values;
}

/** 32 random bytes, URL-safe. */
function randomToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** Compares in time that does not depend on where the texts differ. */
function sameText(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let i = 0; i < a.length; i++) difference |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return difference === 0;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
