// The built editor at /admin/ on the host under test (the preview server, or Cloudflare's runtime with
// TEST_HOST=cloudflare): it runs under its own policy with a silent console and offers GitHub sign-in. On Cloudflare,
// the sign-in function (functions/oauth/) is tested against a stand-in for GitHub on this machine: the window goes to
// GitHub with a state, a callback without that state or without a code is refused, a code GitHub refuses is
// reported, and a code GitHub accepts ends with the editor holding the token.
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

const CLIENT = { GITHUB_CLIENT_ID: 'client-id', GITHUB_CLIENT_SECRET: 'client-secret' };
const GOOD_CODE = 'code-github-gave';
const TOKEN = 'gho_token-github-gave';

/** GitHub's two OAuth addresses, as this test needs them: the owner allows at once; one code is good. */
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

const editor = content.site.editor;

describe(
  `the built editor on the ${hostName} host`,
  {
    timeout: 180_000,
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
          await tab.goto(`${site.url}${EDITOR_PATH}`);
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
    timeout: 180_000,
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
      cloudflare = await startCloudflare(distDir, { ...CLIENT, GITHUB_URL: github.url });
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
          await page.goto(`${cloudflare.url}${EDITOR_PATH}`);
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
