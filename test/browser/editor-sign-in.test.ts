// The built editor at /admin/ on the host under test (the preview server, or Cloudflare's runtime with
// TEST_HOST=cloudflare): it runs under its own policy with a silent console and offers GitHub sign-in. On Cloudflare,
// the sign-in function (functions/oauth/) is tested against a stand-in for GitHub on this machine: the window goes to
// GitHub with a state, a callback without that state (or with two cookies that might hold it) or without a code is
// refused, a code GitHub refuses is reported, an answer of GitHub that is not a token is a failure and never a
// sign-in, a code GitHub accepts ends with the editor holding the token, and every answer carries HSTS itself.
import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { desktop, launchBrowser } from '../../scripts/lib/chromium';
import { EDITOR_PATH } from '../../src/lib/editor-preview';
import { startCloudflare } from './support/cloudflare';
import { launchEngine, selectedEngines, waitForText } from './support/engines';
import { hostName, type Host } from './support/hosts';
import { content, distDir, startSite } from './support/urls';
import { EDITOR_LOAD_MS, SUITE_HANG_GUARD_MS } from './support/session';

const CLIENT = { GITHUB_CLIENT_ID: 'client-id', GITHUB_CLIENT_SECRET: 'client-secret' };
const GOOD_CODE = 'code-github-gave';
const TOKEN = 'gho_token-github-gave';
const STATE_COOKIE = '__Host-editor_oauth_state';

/**
 * Answers GitHub's token address must not be taken for a token, each given for its own code: none may end in a
 * signed-in editor, and each is the function's own error page (Bad Gateway: GitHub's side failed), not a crash.
 */
const BROKEN_ANSWERS: readonly { code: string; what: string; status: number; body: string }[] = [
  { code: 'code-answered-null', what: 'null', status: 200, body: 'null' },
  { code: 'code-answered-list', what: 'a list', status: 200, body: JSON.stringify([TOKEN]) },
  {
    code: 'code-answered-number',
    what: 'a numeric access_token',
    status: 200,
    body: JSON.stringify({ access_token: 12345, token_type: 'bearer', scope: 'repo' }),
  },
  {
    code: 'code-answered-spaces',
    what: 'an access_token with spaces',
    status: 200,
    body: JSON.stringify({ access_token: `${TOKEN} and more`, token_type: 'bearer', scope: 'repo' }),
  },
  {
    code: 'code-answered-500',
    what: 'a 500, even one that holds a token',
    status: 500,
    body: JSON.stringify({ access_token: TOKEN, token_type: 'bearer', scope: 'repo' }),
  },
  { code: 'code-answered-html', what: 'not JSON', status: 200, body: '<!doctype html><title>Unicorn!</title>' },
];
/** A refusal whose error fields are not text: still a refusal, said in the function's own words. */
const ODD_REFUSAL = { code: 'code-refused-oddly', body: JSON.stringify({ error: 42, error_description: { a: 1 } }) };

/**
 * GitHub's two OAuth addresses, as this test needs them: the owner allows at once; one code is good, the codes of
 * BROKEN_ANSWERS and ODD_REFUSAL get those answers, and any other is refused as GitHub refuses one.
 */
function fakeGitHub(): Promise<{ url: string; exchanges: URLSearchParams[]; close(): Promise<void> }> {
  const exchanges: URLSearchParams[] = [];
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://github');
    if (url.pathname === '/login/oauth/authorize') {
      const back = new URL(url.searchParams.get('redirect_uri') ?? '');
      back.search = new URLSearchParams({ code: GOOD_CODE, state: url.searchParams.get('state') ?? '' }).toString();
      res.writeHead(302, { Location: back.toString() }).end();
      return;
    }
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const sent = JSON.parse(body || '{}') as Record<string, string>;
      exchanges.push(new URLSearchParams(sent));
      const broken = BROKEN_ANSWERS.find((answer) => answer.code === sent.code);
      if (broken || sent.code === ODD_REFUSAL.code) {
        res
          .writeHead(broken?.status ?? 200, { 'Content-Type': 'application/json' })
          .end(broken?.body ?? ODD_REFUSAL.body);
        return;
      }
      const good = sent.code === GOOD_CODE && sent.client_secret === CLIENT.GITHUB_CLIENT_SECRET;
      res
        .writeHead(200, { 'Content-Type': 'application/json' })
        .end(
          JSON.stringify(
            good
              ? { access_token: TOKEN, token_type: 'bearer', scope: 'repo' }
              : { error: 'bad_verification_code', error_description: 'The code passed is incorrect or expired.' },
          ),
        );
    });
  });
  return new Promise((ready) =>
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      ready({
        url: `http://127.0.0.1:${port}`,
        exchanges,
        close: () => new Promise<void>((done) => server.close(() => done())),
      });
    }),
  );
}

/** A Set-Cookie header's name, value and attributes (names in lower case, as they are matched). */
function cookieParts(header: string | null): { name: string; value: string; attributes: Map<string, string> } {
  const [pair = '', ...attributes] = (header ?? '').split(';').map((part) => part.trim());
  const [name = '', ...value] = pair.split('=');
  return {
    name,
    value: value.join('='),
    attributes: new Map(
      attributes.map((attribute) => {
        const [key = '', ...rest] = attribute.split('=');
        return [key.trim().toLowerCase(), rest.join('=').trim()];
      }),
    ),
  };
}

const editor = content.site.editor;

describe(
  `the built editor on the ${hostName} host`,
  {
    timeout: SUITE_HANG_GUARD_MS,
    skip: !editor && 'content/site.yaml has no editor',
  },
  () => {
    let site: Host;
    before(async () => {
      site = await startSite();
    });
    after(() => site?.close());

    it('is kept out of search engines and linked from no page', async () => {
      const html = await readFile(join(distDir, 'admin/index.html'), 'utf8');
      assert.match(html, /<meta name="robots" content="noindex, nofollow">/);
      const response = await fetch(`${site.url}${EDITOR_PATH}`);
      assert.equal(response.status, 200);
      assert.equal(response.headers.get('x-robots-tag'), 'noindex, nofollow');
      const sitemap = await (await fetch(`${site.url}/sitemap.xml`)).text();
      assert.doesNotMatch(sitemap, /\/admin\//);
      const home = await (await fetch(`${site.url}/`)).text();
      assert.doesNotMatch(home, /href="\/admin/);
    });

    for (const name of selectedEngines().filter((engine) => engine !== 'webkit')) {
      it(`loads under its own policy with a silent console and offers GitHub sign-in, in ${name}`, async () => {
        const engine = await launchEngine(name);
        try {
          const tab = await engine.open(desktop);
          await tab.goto(`${site.url}${EDITOR_PATH}`, { timeout: EDITOR_LOAD_MS });
          assert.ok(await waitForText(tab, 'Login with GitHub'), 'the sign-in button is shown');
          assert.deepEqual(tab.consoleLines(), []);
        } finally {
          await engine.close();
        }
      });
    }
  },
);

describe(
  "the editor's sign-in function on Cloudflare's runtime",
  {
    timeout: SUITE_HANG_GUARD_MS,
    skip:
      (hostName !== 'cloudflare' && 'it runs on Cloudflare Pages (npm run test:cloudflare)') ||
      (!editor && 'no editor'),
  },
  () => {
    let github: Awaited<ReturnType<typeof fakeGitHub>>;
    let cloudflare: Awaited<ReturnType<typeof startCloudflare>>;
    const get = (path: string, cookie?: string) =>
      fetch(`${cloudflare.url}${path}`, { redirect: 'manual', headers: cookie ? { Cookie: cookie } : {} });

    before(async () => {
      github = await fakeGitHub();
      cloudflare = await startCloudflare(distDir, { bindings: { ...CLIENT, GITHUB_URL: github.url } });
    });
    after(async () => {
      await cloudflare?.close();
      await github?.close();
    });

    /** Starts a sign-in: the state GitHub is sent and the cookie that holds it. */
    async function begin(): Promise<{ state: string; cookie: string }> {
      const response = await get('/oauth/auth?provider=github&site_id=example&scope=repo');
      assert.equal(response.status, 302);
      const location = new URL(response.headers.get('location') ?? '');
      assert.equal(`${location.origin}${location.pathname}`, `${github.url}/login/oauth/authorize`);
      assert.equal(location.searchParams.get('client_id'), CLIENT.GITHUB_CLIENT_ID);
      assert.equal(location.searchParams.get('redirect_uri'), `${cloudflare.url}/oauth/callback`);
      assert.equal(location.searchParams.get('scope'), 'repo');
      const state = location.searchParams.get('state') ?? '';
      assert.ok(state.length >= 32, 'a state long enough not to be guessed');
      const setCookie = response.headers.get('set-cookie') ?? '';
      assert.match(setCookie, /HttpOnly/);
      assert.match(setCookie, /Secure/);
      assert.match(setCookie, /SameSite=Lax/);
      const cookie = setCookie.split(';')[0] ?? '';
      assert.ok(cookie.endsWith(`=${state}`), 'the cookie holds the state GitHub is sent');
      return { state, cookie };
    }

    it('sends the window to GitHub with a new state each time, kept in a cookie only this site reads', async () => {
      const first = await begin();
      const second = await begin();
      assert.notEqual(first.state, second.state);
      assert.equal((await get('/oauth/auth?provider=gitlab')).status, 400);
      assert.equal((await get('/oauth/auth?provider=github&scope=admin:org')).status, 400);
      assert.equal((await get('/oauth/other')).status, 404);
    });

    it('refuses a callback whose state is missing or not the one it gave, without asking GitHub', async () => {
      const { state, cookie } = await begin();
      const asked = github.exchanges.length;
      for (const [path, sent] of [
        [`/oauth/callback?code=${GOOD_CODE}&state=${state}`, undefined],
        [`/oauth/callback?code=${GOOD_CODE}&state=forged${state.slice(6)}`, cookie],
        [`/oauth/callback?code=${GOOD_CODE}`, cookie],
      ] as const) {
        const response = await get(path, sent);
        assert.equal(response.status, 403, path);
        assert.match(await response.text(), /not started here/, path);
      }
      assert.equal(github.exchanges.length, asked, 'GitHub was not asked');
    });

    it('refuses a callback without a code, and reports a code GitHub refuses', async () => {
      const missing = await begin();
      const none = await get(`/oauth/callback?state=${missing.state}`, missing.cookie);
      assert.equal(none.status, 400);
      assert.match(await none.text(), /GitHub sent no code/);

      const forged = await begin();
      const refused = await get(`/oauth/callback?code=forged&state=${forged.state}`, forged.cookie);
      assert.equal(refused.status, 401);
      const page = await refused.text();
      assert.match(page, /incorrect or expired/);
      assert.match(page, /authorization:github:error:/);
      assert.doesNotMatch(page, /client-secret/);
      assert.equal(github.exchanges.at(-1)?.get('client_secret'), CLIENT.GITHUB_CLIENT_SECRET);
      assert.match(refused.headers.get('set-cookie') ?? '', /Max-Age=0/, 'the state is used once');
      assert.equal(refused.headers.get('cache-control'), 'no-store');
      assert.match(refused.headers.get('content-security-policy') ?? '', /script-src 'nonce-/);
    });

    it('keeps the state in a __Host- cookie: Secure, for the whole host, no Domain, cleared the same way', async () => {
      const started = await get('/oauth/auth?provider=github&scope=repo');
      const set = cookieParts(started.headers.get('set-cookie'));
      assert.equal(set.name, STATE_COOKIE);
      assert.equal(set.attributes.get('path'), '/');
      assert.ok(set.attributes.has('secure'), 'Secure');
      assert.ok(set.attributes.has('httponly'), 'HttpOnly');
      assert.equal(set.attributes.get('samesite'), 'Lax');
      assert.equal(set.attributes.has('domain'), false, 'no Domain');

      const { state, cookie } = await begin();
      const done = await get(`/oauth/callback?code=forged&state=${state}`, cookie);
      const cleared = cookieParts(done.headers.get('set-cookie'));
      assert.equal(cleared.name, STATE_COOKIE);
      assert.equal(cleared.value, '');
      assert.equal(cleared.attributes.get('path'), '/');
      assert.equal(cleared.attributes.get('max-age'), '0');
      assert.equal(cleared.attributes.has('domain'), false, 'no Domain');
    });

    it('refuses a callback that brings the state cookie twice, whichever comes first, without asking GitHub', async () => {
      const own = await begin();
      const planted = await begin();
      const asked = github.exchanges.length;
      for (const [state, cookies] of [
        [own.state, `${own.cookie}; ${planted.cookie}`],
        [own.state, `${planted.cookie}; ${own.cookie}`],
        [planted.state, `${planted.cookie}; ${own.cookie}`],
        [own.state, `${own.cookie}; ${own.cookie}`],
        [own.state, `${own.cookie}; ${STATE_COOKIE}=`],
      ] as const) {
        const response = await get(`/oauth/callback?code=${GOOD_CODE}&state=${state}`, cookies);
        const page = await response.text();
        assert.equal(response.status, 403, cookies);
        assert.match(page, /not started here/, cookies);
        assert.doesNotMatch(page, /authorization:github:success/, cookies);
        assert.equal(page.includes(TOKEN), false, cookies);
      }
      assert.equal(github.exchanges.length, asked, 'GitHub was not asked');
      // The same cookie alone, beside others of other names, is still accepted.
      const alone = await get(`/oauth/callback?code=${GOOD_CODE}&state=${own.state}`, `a=1; ${own.cookie}; b=2`);
      assert.equal(alone.status, 200);
      assert.match(await alone.text(), /authorization:github:success/);
    });

    for (const answer of BROKEN_ANSWERS)
      it(`reports an answer of GitHub that is ${answer.what} as a failure, never a sign-in`, async () => {
        const { state, cookie } = await begin();
        const response = await get(`/oauth/callback?code=${answer.code}&state=${state}`, cookie);
        const page = await response.text();
        assert.equal(github.exchanges.at(-1)?.get('code'), answer.code, 'GitHub was asked');
        assert.equal(response.status, 502);
        assert.match(page, /authorization:github:error:/, "the editor is told, by the function's own page");
        assert.doesNotMatch(page, /authorization:github:success/);
        assert.equal(page.includes(TOKEN), false, 'no token is handed over');
        assert.match(response.headers.get('content-security-policy') ?? '', /script-src 'nonce-/);
      });

    it('reports a refusal whose error fields are not text in its own words', async () => {
      const { state, cookie } = await begin();
      const response = await get(`/oauth/callback?code=${ODD_REFUSAL.code}&state=${state}`, cookie);
      const page = await response.text();
      assert.equal(response.status, 401);
      assert.match(page, /GitHub refused the code/);
      assert.match(page, /authorization:github:error:/);
      assert.doesNotMatch(page, /authorization:github:success|\[object Object\]/);
    });

    it("sends HSTS, nosniff and no-store with every answer, as the site's files have them", async () => {
      const site = (await fetch(`${cloudflare.url}/`)).headers.get('strict-transport-security');
      assert.match(site ?? '', /^max-age=\d{8,}; includeSubDomains$/, "the site's own HSTS");
      const { state, cookie } = await begin();
      const answers: [string, Response][] = [
        ['the way to GitHub', await get('/oauth/auth?provider=github&scope=repo')],
        ['a refused start', await get('/oauth/auth?provider=gitlab')],
        ['an unknown step', await get('/oauth/other')],
        ['a callback not started here', await get(`/oauth/callback?code=${GOOD_CODE}&state=${state}`)],
        ['a refused code', await get(`/oauth/callback?code=forged&state=${state}`, cookie)],
        ['a broken answer', await get(`/oauth/callback?code=${BROKEN_ANSWERS[0]?.code}&state=${state}`, cookie)],
        ['a sign-in', await get(`/oauth/callback?code=${GOOD_CODE}&state=${state}`, cookie)],
      ];
      for (const [what, response] of answers) {
        assert.equal(response.headers.get('strict-transport-security'), site, what);
        assert.equal(response.headers.get('x-content-type-options'), 'nosniff', what);
        assert.equal(response.headers.get('cache-control'), 'no-store', what);
        await response.body?.cancel();
      }
      // Each is the answer it stands for (not, say, the runtime's own error page).
      assert.deepEqual(
        answers.map(([, response]) => response.status),
        [302, 400, 404, 403, 401, 502, 200],
      );
    });

    it('says sign-in is not set up where the secrets are missing, with the same headers', async () => {
      const bare = await startCloudflare(distDir);
      try {
        const response = await fetch(`${bare.url}/oauth/auth?provider=github&scope=repo`, { redirect: 'manual' });
        assert.equal(response.status, 500);
        assert.match(await response.text(), /Sign-in is not set up/);
        assert.equal(response.headers.get('set-cookie'), null, 'no state is kept for a sign-in that cannot happen');
        assert.match(response.headers.get('strict-transport-security') ?? '', /^max-age=\d{8,}; includeSubDomains$/);
        assert.equal(response.headers.get('x-content-type-options'), 'nosniff');
        assert.equal(response.headers.get('cache-control'), 'no-store');
      } finally {
        await bare.close();
      }
    });

    const signIn = content.site.editor?.signIn;
    it(
      'ends with the editor holding the token GitHub gave, through the window it opened',
      {
        skip: signIn !== 'cloudflare' && `content/site.yaml signs in through ${signIn ?? 'no editor'}`,
      },
      async () => {
        const browser = await launchBrowser();
        try {
          const context = await browser.newContext({ viewport: { width: desktop.width, height: desktop.height } });
          const used: string[] = [];
          // GitHub's API is not reachable from here: the editor's first call with the token is caught and answered.
          await context.route('https://api.github.com/**', async (route) => {
            used.push(route.request().headers().authorization ?? '');
            await route.fulfill({
              status: 401,
              contentType: 'application/json',
              body: '{"message":"Bad credentials"}',
            });
          });
          const page: Page = await context.newPage();
          await page.goto(`${cloudflare.url}${EDITOR_PATH}`, { timeout: EDITOR_LOAD_MS });
          const popup = context.waitForEvent('page');
          await page.getByRole('button', { name: /login with github/i }).click();
          const window = await popup;
          await window.waitForEvent('close', { timeout: 30_000 });
          await page.waitForFunction(() => true);
          for (let i = 0; i < 100 && !used.length; i++) await page.waitForTimeout(100);
          assert.deepEqual(used.slice(0, 1), [`token ${TOKEN}`]);
        } finally {
          await browser.close();
        }
      },
    );
  },
);
