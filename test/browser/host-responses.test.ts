// What the host under test (the preview server, or Cloudflare's runtime with TEST_HOST=cloudflare) answers for the
// built site, read at the HTTP level: every file with the headers dist/_headers gives its URL (security headers,
// caching, the feed's type, the speculation rules), the rules of dist/_redirects, the slash added to a page's path, and the 404 page for
// the four fallback URLs. Each host's known differences are in support/hosts.ts.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import fg from 'fast-glob';
import { FEED_CONTENT_TYPE, headersFor, type HeaderRule, type RedirectRule } from '../../src/steps/hosting';
import { FEED_URL } from '../../src/lib/head';
import { EDITOR_PATH } from '../../src/lib/editor-preview';
import { MALFORMED_PATHS } from '../helpers/malformed-paths';
import { parseHeadersFile, parseRedirectsFile } from '../../src/server/host-rules';
import { behaviour, hostName, type Host } from './support/hosts';
import { content, distDir, fallbackUrls, routes, startSite } from './support/urls';

let site: Host;
let rules: HeaderRule[];
let redirects: RedirectRule[];
before(async () => {
  rules = parseHeadersFile(await readFile(join(distDir, '_headers'), 'utf8'));
  redirects = parseRedirectsFile(await readFile(join(distDir, '_redirects'), 'utf8'));
  site = await startSite();
});
after(() => site?.close());

const get = (path: string) => fetch(site.url + path, { redirect: 'manual' });
const security = () => rules.find((r) => r.path === '/*')?.headers ?? {};

/** The header lines of a response that differ from what `expected` says. */
function wrongHeaders(response: Response, expected: Readonly<Record<string, string>>): string[] {
  return Object.entries(expected)
    .filter(([name, value]) => response.headers.get(name) !== value)
    .map(([name, value]) => `${name}: ${response.headers.get(name)} (expected ${value})`);
}

describe(`host responses on the ${hostName} host`, () => {
  it('serves every built file with the headers _headers gives its URL', async () => {
    const files = await fg('**/*', { cwd: distDir, ignore: ['404.html', '_headers', '_redirects'] });
    assert.ok(files.length > 100, `only ${files.length} files`);
    const problems: string[] = [];
    for (const file of files) {
      const path = `/${file}`.replace(/(^|\/)index\.html$/, '$1');
      const response = await get(path);
      await response.arrayBuffer();
      if (response.status !== 200) problems.push(`${path}: status ${response.status}`);
      problems.push(...wrongHeaders(response, headersFor(rules, path)).map((line) => `${path}: ${line}`));
    }
    assert.deepEqual(problems, []);
  });

  it('names the speculation rules on every page, and serves them with the type browsers require', async () => {
    const named = new Set<string | null>();
    for (const route of routes.filter((r) => r.page !== 'notFound')) {
      const response = await get(route.path);
      await response.arrayBuffer();
      named.add(response.headers.get('speculation-rules'));
    }
    const [header, ...others] = named;
    assert.deepEqual(others, [], 'every page names the same rules');
    const url = /^"(\/assets\/speculation-rules\.\w+\.json)"$/.exec(header ?? '')?.[1];
    assert.ok(url, `Speculation-Rules: ${header}`);
    const file = await get(url);
    assert.equal(file.headers.get('content-type'), 'application/speculationrules+json');
    assert.ok(Array.isArray((await file.json()).prefetch));
  });

  it('serves the feed as Atom', async () => {
    const feed = await get(FEED_URL);
    assert.equal(feed.headers.get('content-type'), FEED_CONTENT_TYPE);
    assert.match(await feed.text(), /<feed xmlns="http:\/\/www\.w3\.org\/2005\/Atom"/);
  });

  it('applies every rule of _redirects to exactly its path, with its status, keeping the query string', async () => {
    assert.ok(redirects.some((r) => r.to === FEED_URL));
    for (const rule of redirects) {
      const response = await get(`${rule.from}?from=test`);
      assert.equal(response.status, rule.status, rule.from);
      assert.equal(response.headers.get('location'), `${rule.to}?from=test`, rule.from);
      assert.deepEqual(wrongHeaders(response, security()), [], `${rule.from}: security headers`);
      // Only the exact path: /feed/ is a missing page, not /feed.
      assert.equal((await get(`${rule.from}/`)).status, 404, `${rule.from}/`);
    }
  });

  it(`leads a page's path without its slash, or with index.html, to its URL with status ${behaviour[hostName].slashRedirect}, and nothing else`, async () => {
    const pages = routes.filter((r) => r.page !== 'notFound' && r.path !== '/');
    for (const route of pages) {
      const bare = route.path.slice(0, -1);
      const response = await get(`${bare}?q=1`);
      assert.equal(response.status, behaviour[hostName].slashRedirect, bare);
      assert.equal(response.headers.get('location'), `${route.path}?q=1`, bare);
      assert.deepEqual(wrongHeaders(response, security()), [], `${bare}: security headers`);
      const file = await get(`${route.path}index.html`);
      assert.equal(file.status, behaviour[hostName].slashRedirect, `${route.path}index.html`);
      assert.equal(file.headers.get('location'), route.path, `${route.path}index.html`);
    }
    assert.equal((await get('/no-such-page')).status, 404);
  });

  it("sends the editor its own policy alone, never a page's, and a page never the editor's", async () => {
    const editor = rules.find((r) => r.path === `${EDITOR_PATH}*`);
    if (!editor) return assert.ok(!content.site.editor, 'the editor has a rule when the site has an editor');
    for (const path of [EDITOR_PATH, `${EDITOR_PATH}index.html`]) {
      const response = await get(path);
      assert.equal(response.headers.get('content-security-policy'), editor.headers['Content-Security-Policy'], path);
      assert.equal(response.headers.get('x-robots-tag'), 'noindex, nofollow', path);
    }
    for (const route of routes.filter((r) => r.path.endsWith('/')).slice(0, 20)) {
      const policy = (await get(route.path)).headers.get('content-security-policy') ?? '';
      assert.doesNotMatch(policy, /unsafe-eval|,/, route.path);
      assert.equal(policy, headersFor(rules, route.path)['Content-Security-Policy'], route.path);
    }
  });

  it('answers a method other than GET and HEAD with 405 and the policy, and serves nothing', async () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'OPTIONS']) {
      const response = await fetch(`${site.url}/about/`, { method, redirect: 'manual' });
      assert.equal(response.status, 405, method);
      assert.equal(await response.text(), '', method);
      assert.equal(
        response.headers.get('content-security-policy'),
        headersFor(rules, '/about/')['Content-Security-Policy'],
      );
    }
  });

  it('answers a path no file can answer (a host file, a NUL byte, a bad percent-encoding, an over-long name) with the 404 page', async () => {
    for (const path of MALFORMED_PATHS) {
      const response = await get(path);
      const label = path.slice(0, 40);
      assert.equal(response.status, 404, label);
      const html = await response.text();
      assert.ok(html.includes(content.pages.notFound.heading), `${label}: not the 404 page`);
      assert.doesNotMatch(html, /Error|ERR_/, `${label}: an exception's text`);
    }
  });

  it('answers the four fallback URLs with the 404 page and status 404, never cached', async () => {
    for (const { path } of fallbackUrls) {
      const response = await get(path);
      assert.equal(response.status, 404, path);
      assert.match(response.headers.get('content-type') ?? '', /^text\/html/, path);
      assert.equal(response.headers.get('cache-control'), 'no-store', path);
      assert.deepEqual(wrongHeaders(response, security()), [], `${path}: security headers`);
      const html = await response.text();
      assert.ok(html.includes(content.pages.notFound.heading), `${path}: not the 404 page`);
      // The header's policy and the page's own, each applying.
      assert.equal(response.headers.get('content-security-policy'), headersFor(rules, path)['Content-Security-Policy']);
      assert.match(html, /<meta http-equiv="Content-Security-Policy" content="default-src &#x27;none&#x27;;/, path);
    }
  });
});
