// Host files and the preview server (docs/architecture.md#static-hosting): one set of header rules behind
// _headers, the nginx include and `npm start`; a CSP that allows only what the pages load; caching by kind of file;
// and one origin setting that reaches every absolute URL.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import fg from 'fast-glob';
import {
  FEED_CONTENT_TYPE,
  headerRules,
  headersFile,
  headersFor,
  IMMUTABLE,
  pathMatches,
  REVALIDATE,
  type HeaderRule,
  type RedirectRule,
} from '../src/steps/hosting';
import { FEED_URL } from '../src/lib/head';
import { contentSecurityPolicy } from '../src/lib/csp';
import { decodeEntities } from '../src/lib/xml';
import { categorySlug } from '../src/lib/blog';
import { parseHeadersFile, parseRedirectsFile } from '../src/server/host-rules';
import { EDITOR_PATH } from '../src/lib/editor-preview';
import { NOT_SENT_PATH, RECEIVED_PATH } from '../src/lib/quote-requests/form';
import { previewHost, startPreview, type Preview } from '../src/server/preview';
import { buildSite, type BuiltSite, siteContent } from './helpers/shared-build';

const content = await siteContent();
const matches = (rule: HeaderRule, path: string) => pathMatches(rule.path, path);

const directives = (csp: string) =>
  new Map(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([k, ...v]) => [k ?? '', v]),
  );

describe('host files and preview server', () => {
  let site: BuiltSite;
  let rules: HeaderRule[];
  let redirects: RedirectRule[];
  let preview: Preview;
  before(async () => {
    site = await buildSite();
    rules = parseHeadersFile(await readFile(join(site.outDir, '_headers'), 'utf8'));
    redirects = parseRedirectsFile(await readFile(join(site.outDir, '_redirects'), 'utf8'));
    preview = await startPreview({ dir: site.outDir, port: 0 });
  });
  after(async () => {
    // Connections whose responses the tests left unread would hold close() until their keep-alive ran out.
    preview.server.closeAllConnections();
    await preview.close();
  });

  /** The policy the page sections' rules carry (each the same). */
  const pagePolicy = () => headersFor(rules, '/')['Content-Security-Policy'] ?? '';

  it('sends a CSP that allows scripts from the site itself and inline ones only by hash', () => {
    const csp = pagePolicy();
    const d = directives(csp);
    const [self, ...hashes] = d.get('script-src') ?? [];
    assert.equal(self, "'self'");
    for (const h of hashes) assert.match(h, /^'sha256-[A-Za-z0-9+/=]+'$/);
    assert.deepEqual(d.get('default-src'), ["'none'"]);
    assert.deepEqual(d.get('frame-ancestors'), ["'none'"]);
    assert.doesNotMatch(csp, /unsafe-inline|unsafe-eval|https?:|\*/);
    // Every source is 'self', 'none' or a hash: no other origin appears.
    for (const [name, sources] of d) {
      for (const s of sources) assert.match(s, /^'(self|none|sha256-[A-Za-z0-9+/=]+)'$/, `${name} ${s}`);
    }
  });

  it('sends every file one policy, whatever its path: the pages’ everywhere but the editor’s folder, which replaces it', async () => {
    const editor = rules.find((r) => r.path === `${EDITOR_PATH}*`)?.headers ?? {};
    assert.ok(editor['Content-Security-Policy'], 'the editor has a rule of its own');
    assert.equal(editor['X-Robots-Tag'], 'noindex, nofollow');
    const files = await fg('**/*', { cwd: site.outDir, ignore: ['_headers', '_redirects'] });
    const paths = [...files.map((f) => `/${f.replace(/(^|\/)index\.html$/, '$1')}`), '/no-such-section/x/'];
    assert.ok(paths.includes(EDITOR_PATH) && paths.includes('/sitemap.xml') && paths.includes(FEED_URL));
    // Hosts match rules against the path as sent: another spelling of a page or of the editor gets the pages' policy.
    paths.push('/%61bout/', '//about/', `/%61${EDITOR_PATH.slice(2)}`, `/${EDITOR_PATH}`);
    for (const path of paths) {
      const inEditor = path.startsWith(EDITOR_PATH);
      const expected: string | undefined = inEditor ? editor['Content-Security-Policy'] : pagePolicy();
      assert.equal(headersFor(rules, path)['Content-Security-Policy'], expected, path);
      assert.equal(headersFor(rules, path)['X-Robots-Tag'], inEditor ? 'noindex, nofollow' : undefined, path);
    }
    assert.doesNotMatch(pagePolicy(), /unsafe-eval/);
    // Every other header of the editor's is the same as a page's, bar its isolation from the window it opens to sign in.
    const page = headersFor(rules, '/');
    for (const name of Object.keys(rules.find((r) => r.path === '/*')?.headers ?? {}))
      if (name !== 'Content-Security-Policy' && name !== 'Cross-Origin-Opener-Policy')
        assert.equal(headersFor(rules, EDITOR_PATH)[name], page[name], name);
    assert.equal(headersFor(rules, EDITOR_PATH)['Cross-Origin-Opener-Policy'], 'same-origin-allow-popups');
    assert.equal(page['Cross-Origin-Opener-Policy'], 'same-origin');
  });

  it('applies rules as Cloudflare Pages does: in order, a detached header replaced, two values joined', () => {
    const file = '/*\n  A: 1\n  B: 1\n\n/x/*\n  ! A\n  A: 2\n  B: 2\n';
    const parsed = parseHeadersFile(file);
    assert.deepEqual(parsed, [
      { path: '/*', headers: { A: '1', B: '1' } },
      { path: '/x/*', detach: ['A'], headers: { A: '2', B: '2' } },
    ]);
    assert.equal(headersFile(parsed).split('\n').slice(1).join('\n'), file);
    assert.deepEqual(headersFor(parsed, '/x/y'), { A: '2', B: '1, 2' });
    assert.deepEqual(headersFor(parsed, '/%78/y'), { A: '1', B: '1' });
    assert.throws(() => parseHeadersFile('/*\n  no colon\n'), /_headers: "no colon"/);
  });

  it('gives the 404 page and the editor their own policy in a meta tag too, before what it covers', async () => {
    const hash = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`;
    const files = (await site.htmlFiles()).filter((f) => f === '404.html' || f.startsWith(EDITOR_PATH.slice(1)));
    assert.ok(files.includes('404.html'));
    for (const file of files) {
      const html = await readFile(join(site.outDir, file), 'utf8');
      const meta = decodeEntities(/<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)?.[1] ?? '');
      assert.ok(meta, `${file} has a policy`);
      assert.doesNotMatch(meta, /frame-ancestors/, 'which a meta tag cannot carry');
      assert.ok(html.indexOf('http-equiv="Content-Security-Policy"') < html.indexOf('<script'), file);
      if (file.startsWith(EDITOR_PATH.slice(1))) {
        assert.match(meta, /script-src 'self' 'unsafe-eval';/, file);
        continue;
      }
      const style = /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';
      const scripts = [...html.matchAll(/<script( [^>]*)?>([\s\S]*?)<\/script>/g)]
        .filter((m) => !/ src=| type="application\/(ld\+)?json"/.test(m[1] ?? ''))
        .map((m) => hash(m[2] ?? ''));
      assert.equal(meta, contentSecurityPolicy({ styles: [hash(style)], scripts }, 'meta'), file);
      assert.ok(html.indexOf('http-equiv="Content-Security-Policy"') < html.indexOf('<style>'), file);
    }
    assert.equal(headersFor(rules, '/no-such-section/x/')['X-Frame-Options'], 'DENY', 'which the header does');
  });

  it('hashes exactly the inline stylesheets and scripts the pages carry', async () => {
    const csp = pagePolicy();
    const listed = {
      styles: new Set(directives(csp).get('style-src')),
      scripts: new Set(directives(csp).get('script-src')),
    };
    listed.scripts.delete("'self'");
    const found = { styles: new Set<string>(), scripts: new Set<string>() };
    const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
    for (const file of await site.htmlFiles()) {
      const html = await readFile(join(site.outDir, file), 'utf8');
      assert.doesNotMatch(html, / style="/, `${file} has a style attribute, which the CSP would block`);
      assert.doesNotMatch(html, / on[a-z]+="/, `${file} has an event handler attribute, which the CSP would block`);
      for (const m of html.matchAll(/<style>([\s\S]*?)<\/style>/g)) found.styles.add(hash(m[1] ?? ''));
      for (const m of html.matchAll(/<script( [^>]*)?>([\s\S]*?)<\/script>/g))
        if (!/ src=| type="application\/(ld\+)?json"/.test(m[1] ?? '')) found.scripts.add(hash(m[2] ?? ''));
    }
    assert.deepEqual([...listed.styles].sort(), [...found.styles].sort());
    // The boot script on every page with islands and the fallback script on 404.html: two, whatever the number of pages.
    assert.equal(found.scripts.size, 2, [...found.scripts].join(' '));
    assert.deepEqual([...listed.scripts].sort(), [...found.scripts].sort());
  });

  it('loads every script, stylesheet, image and icon from the site itself', async () => {
    for (const file of await site.htmlFiles()) {
      const html = await readFile(join(site.outDir, file), 'utf8');
      const loaded = [
        ...[...html.matchAll(/<(?:script|img|source)[^>]* (?:src|srcSet)="([^"]+)"/g)].flatMap((m) =>
          (m[1] ?? '').split(','),
        ),
        ...[
          ...html.matchAll(
            /<link rel="(?:icon|apple-touch-icon|manifest|modulepreload|stylesheet|preload)"[^>]* href="([^"]+)"/g,
          ),
        ].map((m) => m[1] ?? ''),
      ];
      assert.ok(loaded.length > 0);
      for (const url of loaded) assert.match(url.trim(), /^\/[^/]/, `${file} loads ${url} from elsewhere`);
    }
  });

  it('sends the security headers with every response', () => {
    const all = rules.find((r) => r.path === '/*')?.headers ?? {};
    assert.match(all['Strict-Transport-Security'] ?? '', /^max-age=\d{8,}; includeSubDomains$/);
    assert.equal(all['X-Content-Type-Options'], 'nosniff');
    assert.equal(all['Referrer-Policy'], 'strict-origin-when-cross-origin');
    assert.match(all['Permissions-Policy'] ?? '', /camera=\(\).*geolocation=\(\).*microphone=\(\)/);
    assert.equal(all['Cache-Control'], undefined, 'the catch-all rule must not set Cache-Control');
  });

  it('caches hashed files for a year and makes every page revalidate, with one Cache-Control per file', async () => {
    const files = await fg('**/*', { cwd: site.outDir });
    /** The Cache-Control a host sends for a path: each rule's, after what a later rule detaches (never two joined). */
    const cacheOf = (path: string) => headersFor(rules, path)['Cache-Control'];
    for (const file of files) {
      const path = `/${file}`.replace(/(^|\/)index\.html$/, '$1');
      const value = cacheOf(path);
      assert.ok([IMMUTABLE, REVALIDATE, 'no-store', undefined].includes(value), `${path}: Cache-Control ${value}`);
      if (/^\/(assets|images\/blog|images\/og)\//.test(path)) {
        assert.equal(value, IMMUTABLE, path);
        assert.match(
          file,
          /[.-][0-9a-zA-Z_-]{8,}\.(js|png|webp|avif|json)$/,
          `${file} is cached for a year but has no hash`,
        );
      }
    }
    // Every page revalidates, but the quote form's answers, which their functions make for one request: never kept.
    const answers = [RECEIVED_PATH, NOT_SENT_PATH];
    for (const route of site.routes.filter((r) => r.path.endsWith('/')))
      assert.equal(cacheOf(route.path), answers.includes(route.path) ? 'no-store' : REVALIDATE, route.path);
  });

  it('keeps to Cloudflare’s limit of 100 rules however many pages there are', () => {
    const paths = Array.from({ length: 10_000 }, (_, i) => `/blog/post-${i}/`);
    const hashes = { styles: ['sha256-x'], scripts: ['sha256-y'] };
    assert.ok(headerRules([...paths, '/', '/about/'], hashes, '/assets/rules.json').length < 100);
  });

  describe('speculation rules', () => {
    const rulesUrl = () => {
      const url = /^"(\/assets\/speculation-rules\.[0-9a-f]{10}\.json)"$/.exec(
        rules.find((r) => r.path === '/')?.headers['Speculation-Rules'] ?? '',
      )?.[1];
      assert.ok(url, 'the home page names its rules');
      return url;
    };

    it('names one rules file, by a hash of its text, in the headers of every page and not of files', async () => {
      const url = rulesUrl();
      const text = await readFile(join(site.outDir, url), 'utf8');
      assert.equal(
        url,
        `/assets/speculation-rules.${createHash('sha256').update(text).digest('hex').slice(0, 10)}.json`,
      );
      for (const route of site.routes.filter((r) => r.path.endsWith('/'))) {
        const named = rules.filter((r) => matches(r, route.path)).map((r) => r.headers['Speculation-Rules']);
        assert.deepEqual(named.filter(Boolean), [`"${url}"`], route.path);
      }
      // The feed shares /blog/*'s rule (hosts merge rules, they do not override them); a browser reads the header
      // of documents only.
      for (const path of [url, '/favicon.svg', '/robots.txt', '/images/og/home.png'])
        assert.ok(!rules.some((r) => matches(r, path) && r.headers['Speculation-Rules']), path);
    });

    it('serves the rules with the type browsers require, cached like other hashed files, and pages with the header', async () => {
      const url = rulesUrl();
      const file = await fetch(`${preview.url}${url}`);
      assert.equal(file.headers.get('content-type'), 'application/speculationrules+json');
      assert.equal(file.headers.get('cache-control'), IMMUTABLE);
      assert.ok(JSON.parse(await file.text()));
      // A page of each section's kind, whichever records the content has.
      const ofKind = (kind: string) => site.routes.filter((r) => r.page === kind).map((r) => r.path);
      for (const path of ['/', ...ofKind('service').slice(0, 1), '/blog/', ...ofKind('area').slice(0, 1)])
        assert.equal((await fetch(`${preview.url}${path}`)).headers.get('speculation-rules'), `"${url}"`, path);
      const nginx = await readFile(join(site.outDir, '..', 'nginx-headers.conf'), 'utf8');
      assert.ok(nginx.includes(`add_header Speculation-Rules "\\"${url}\\"" always;`));
      assert.ok(nginx.includes(`location = ${url} {`));
    });

    it('fetches ahead only the site’s own pages: not files, the feed, 404.html, nofollow or marked links', async () => {
      const parsed = JSON.parse(await readFile(join(site.outDir, rulesUrl()), 'utf8')) as {
        prefetch: { source: string; eagerness: string; where: unknown }[];
        prerender: { source: string; eagerness: string; where: unknown }[];
      };
      assert.deepEqual(
        [...parsed.prefetch, ...parsed.prerender].map((r) => [r.source, r.eagerness]),
        [
          ['document', 'moderate'],
          ['document', 'conservative'],
        ],
      );
      for (const rule of [...parsed.prefetch, ...parsed.prerender])
        assert.deepEqual(rule.where, {
          and: [
            { href_matches: '/*' },
            { not: { href_matches: '/*.*' } },
            { not: { href_matches: `${EDITOR_PATH}*` } },
            { not: { selector_matches: '[rel~=nofollow]' } },
            { not: { selector_matches: '.no-prefetch, .no-prefetch *' } },
          ],
        });
      // Every page URL ends in "/" and has no dot, so "/*.*" leaves out exactly the files.
      for (const route of site.routes.filter((r) => r.path.endsWith('/'))) assert.doesNotMatch(route.path, /\./);
    });
  });

  it('writes an nginx include with the same headers and redirects', async () => {
    const nginx = await readFile(join(site.outDir, '..', 'nginx-headers.conf'), 'utf8');
    const csp = pagePolicy();
    // Each location holds one policy: the pages' in theirs, the editor's in its own.
    const locations = [...nginx.matchAll(/location ([^{]+) \{\n([\s\S]*?)\n\}/g)];
    for (const [, match, body] of locations)
      assert.ok((body ?? '').split('Content-Security-Policy').length <= 2, `location ${match} has two policies`);
    const admin = locations.find(([, match]) => match === `^~ ${EDITOR_PATH}`)?.[2] ?? '';
    assert.ok(admin.includes("script-src 'self' 'unsafe-eval'"), 'the editor has its own location');
    assert.ok(!admin.includes(csp));
    const home = locations.find(([, match]) => match?.startsWith('~ ^/(index'))?.[2] ?? '';
    assert.ok(home.includes(`add_header Content-Security-Policy "${csp}" always;`));
    assert.match(nginx, /add_header X-Content-Type-Options "nosniff" always;/);
    assert.match(nginx, /location \^~ \/assets\/ \{[^}]*Cache-Control "public, max-age=31536000, immutable"/);
    // nginx answers a request from one location: the feed's repeats the security and cache headers of its folder,
    // and sets the type through default_type, since add_header would send a second Content-Type.
    const feed = /location = \/blog\/feed\.xml \{\n([\s\S]*?)\n\}/.exec(nginx)?.[1] ?? '';
    assert.match(feed, /types \{ \}\s+default_type "application\/atom\+xml; charset=utf-8";/);
    assert.match(feed, /add_header Cache-Control "public, max-age=0, must-revalidate" always;/);
    assert.ok(feed.includes(`add_header Content-Security-Policy "${csp}" always;`));
    assert.doesNotMatch(nginx, /add_header Content-Type/);
    for (const r of redirects) {
      assert.ok(nginx.includes(`location = ${r.from} {`), r.from);
      assert.ok(nginx.includes(`return ${r.status} ${r.to}$is_args$args;`), r.to);
    }
  });

  it('serves the feed as Atom, not as generic XML, on every host', async () => {
    assert.deepEqual(
      rules
        .filter((r) => matches(r, FEED_URL))
        .flatMap((r) => Object.entries(r.headers).filter(([k]) => k === 'Content-Type')),
      [['Content-Type', 'application/atom+xml; charset=utf-8']],
    );
    const feed = await fetch(`${preview.url}${FEED_URL}`);
    assert.equal(feed.status, 200);
    assert.equal(feed.headers.get('content-type'), FEED_CONTENT_TYPE);
    assert.equal(feed.headers.get('cache-control'), REVALIDATE);
    assert.match(await feed.text(), /^<\?xml[^>]*\?>\s*<feed xmlns="http:\/\/www\.w3\.org\/2005\/Atom"/);
  });

  it('has the preview server apply _redirects as Cloudflare Pages does: exact paths, their status, before files', async () => {
    assert.deepEqual(
      redirects.map((r) => r.from),
      ['/feed', '/feed.xml', '/rss.xml', '/atom.xml', '/home'],
    );
    const security = rules.find((r) => r.path === '/*')?.headers ?? {};
    for (const rule of redirects) {
      const response = await fetch(`${preview.url}${rule.from}`, { redirect: 'manual' });
      assert.equal(response.status, rule.status, rule.from);
      assert.equal(response.headers.get('location'), rule.to, rule.from);
      assert.equal(response.headers.get('strict-transport-security'), security['Strict-Transport-Security']);
      // Netlify applies a rule only where no file is; Cloudflare before looking. They agree while no rule names one.
      assert.equal(existsSync(join(site.outDir, rule.from)), false, `${rule.from} is a file the rule would hide`);
    }
    const query = await fetch(`${preview.url}/rss.xml?utm_source=reader`, { redirect: 'manual' });
    assert.equal(query.headers.get('location'), `${FEED_URL}?utm_source=reader`);
    // Exact paths: /feed/ is not /feed (Cloudflare answers it with the 404 page, not with /feed → /feed/).
    assert.equal((await fetch(`${preview.url}/feed/`, { redirect: 'manual' })).status, 404);
    const followed = await fetch(`${preview.url}/atom.xml`);
    assert.equal(followed.url, `${preview.url}${FEED_URL}`);
    assert.equal(followed.headers.get('content-type'), FEED_CONTENT_TYPE);
  });

  it('reads only the _redirects lines it applies as the hosts do', () => {
    assert.deepEqual(parseRedirectsFile('# comment\n\n/old  /new\n/a /b 308\n'), [
      { from: '/old', to: '/new', status: 302 },
      { from: '/a', to: '/b', status: 308 },
    ]);
    for (const line of ['/news/* /blog/:splat 301', '/p/:id /q/:id', '/app/* /index.html 200', '/x /y 404', '/x']) {
      assert.throws(() => parseRedirectsFile(line), /_redirects line 1/, line);
    }
  });

  it('redirects the old filter links, /blog/?category={slug}, to the category page on Netlify, forced over /blog/', async () => {
    const lines = (await readFile(join(site.outDir, '_redirects'), 'utf8'))
      .split('\n')
      .filter((l) => l.trim() && !l.startsWith('#'))
      .map((l) => l.trim().split(/\s+/));
    const categories = site.routes.filter((r) => r.page === 'blogCategory' && !r.path.includes('/page/'));
    assert.equal(categories.length, new Set(content.articles.map((a) => a.category)).size);
    for (const { path } of categories) {
      const slug = path.split('/')[3];
      assert.ok(
        lines.some((l) => l.join(' ') === `/blog/ category=${slug} ${path} 301!`),
        `no Netlify rule for ?category=${slug}`,
      );
    }
    // Cloudflare Pages reads lines of two or three fields and skips others as invalid: only the query rules,
    // which it cannot apply, have four, so it keeps every other rule.
    for (const l of lines) assert.ok(l.length <= 3 || /^category=/.test(l[1] ?? ''), l.join(' '));
  });

  it('has the nginx include redirect exactly the old filter links of known categories', async () => {
    const nginx = await readFile(join(site.outDir, '..', 'nginx-headers.conf'), 'utf8');
    const rules = [...nginx.matchAll(/^if \(\$request_uri ~ "([^"]+)"\) \{ return 301 (\S+); \}$/gm)].map((m) => ({
      match: new RegExp(m[1] ?? ''),
      to: m[2],
    }));
    const slugs = [...new Set(content.articles.map((a) => categorySlug(a.category)))];
    assert.equal(rules.length, slugs.length);
    const target = (uri: string) => rules.find((r) => r.match.test(uri))?.to;
    for (const slug of slugs) {
      assert.equal(target(`/blog/?category=${slug}`), `/blog/category/${slug}/`);
      assert.equal(target(`/blog?category=${slug}`), `/blog/category/${slug}/`);
      assert.equal(target(`/blog/?utm_source=x&category=${slug}&b=1`), `/blog/category/${slug}/`);
    }
    const [slug = 'maintenance'] = slugs;
    for (const uri of [
      '/blog/',
      '/blog/?category=no-such-category',
      `/blog/?category=${slug}-x`,
      `/blog/?xcategory=${slug}`,
      `/blog/page/2/?category=${slug}`,
      `/blog/category/${slug}/?category=${slug}`,
    ])
      assert.equal(target(uri), undefined, uri);
  });

  it('has the preview server send the same headers, statuses and 404 page as the host files', async () => {
    const expected = rules.find((r) => r.path === '/*')?.headers ?? {};
    const page = await fetch(`${preview.url}/about/`);
    assert.equal(page.status, 200);
    for (const [name, value] of Object.entries(expected)) assert.equal(page.headers.get(name), value, name);
    assert.equal(page.headers.get('cache-control'), REVALIDATE);
    assert.equal(page.headers.get('content-security-policy'), pagePolicy());

    const script = (await fg('assets/chunks/*.js', { cwd: site.outDir }))[0];
    const asset = await fetch(`${preview.url}/${script}`);
    assert.equal(asset.headers.get('cache-control'), IMMUTABLE);
    // Not only documents: a script or a picture opened as a page of its own is held to the policy too.
    assert.equal(asset.headers.get('content-security-policy'), pagePolicy());

    const missing = await fetch(`${preview.url}/no-such-page/`);
    assert.equal(missing.status, 404);
    assert.ok(decodeEntities(await missing.text()).includes(content.pages.notFound.heading), 'the 404 page');
    assert.equal(missing.headers.get('content-security-policy'), pagePolicy(), 'outside every section too');

    assert.equal(missing.headers.get('cache-control'), 'no-store', 'a 404 is never cached, as on Cloudflare');

    const bare = await fetch(`${preview.url}/about?x=1`, { redirect: 'manual' });
    assert.equal(bare.status, 301);
    assert.equal(bare.headers.get('location'), '/about/?x=1');
    for (const [name, value] of Object.entries(expected)) assert.equal(bare.headers.get(name), value, name);
    const file = await fetch(`${preview.url}/about/index.html`, { redirect: 'manual' });
    assert.equal(file.headers.get('location'), '/about/', 'a page by its file name: its URL in one step');
    // Only a folder with a page gets the slash; anything else is a 404 at once, as on Cloudflare.
    assert.equal((await fetch(`${preview.url}/no-such-page`, { redirect: 'manual' })).status, 404);
    assert.equal((await fetch(`${preview.url}/images`, { redirect: 'manual' })).status, 404);
  });

  it('has the preview server answer other methods with 405, as the hosts do, naming the two it takes', async () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']) {
      const response = await fetch(`${preview.url}/about/`, { method, redirect: 'manual' });
      assert.equal(response.status, 405, method);
      assert.equal(response.headers.get('allow'), 'GET, HEAD', method);
      assert.equal(response.headers.get('content-security-policy'), pagePolicy(), method);
      assert.equal(await response.text(), '', method);
    }
    assert.equal((await fetch(`${preview.url}/about/`, { method: 'HEAD' })).status, 200);
  });

  it('has the preview server serve nothing a symlink in dist/ leads to outside it', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'locksmith-symlinks-'));
    const outside = await mkdtemp(join(tmpdir(), 'locksmith-outside-'));
    await writeFile(join(outside, 'secret.txt'), 'not for the web');
    await writeFile(join(outside, 'index.html'), '<p>not for the web</p>');
    await writeFile(join(dir, '_headers'), '/*\n  X-Content-Type-Options: nosniff\n');
    await writeFile(join(dir, '404.html'), '<p>Not found</p>');
    await mkdir(join(dir, 'inside'));
    await writeFile(join(dir, 'inside', 'page.txt'), 'a file of the site');
    await symlink(outside, join(dir, 'folder'));
    await symlink(join(outside, 'secret.txt'), join(dir, 'file.txt'));
    await symlink(join(dir, 'inside'), join(dir, 'alias'));
    const server = await startPreview({ dir, port: 0 });
    try {
      for (const path of ['/folder/secret.txt', '/folder/', '/folder/index.html', '/file.txt']) {
        // Followed: serve-handler sends a file's name to its folder before it looks.
        const response = await fetch(`${server.url}${path}`);
        assert.equal(response.status, 404, path);
        assert.doesNotMatch(await response.text(), /not for the web/, path);
      }
      assert.equal((await fetch(`${server.url}/inside/page.txt`)).status, 200, 'a file of dist/ itself');
    } finally {
      server.server.closeAllConnections();
      await server.close();
      await rm(dir, { recursive: true, force: true });
      await rm(outside, { recursive: true, force: true });
    }
  });

  it('builds the CSP from the hashes it is given', () => {
    const csp = contentSecurityPolicy({ styles: ['sha256-abc'], scripts: ['sha256-def', 'sha256-ghi'] });
    assert.match(csp, /style-src 'sha256-abc';/);
    assert.match(csp, /script-src 'self' 'sha256-def' 'sha256-ghi';/);
    assert.match(contentSecurityPolicy({ styles: [], scripts: [] }), /script-src 'self'; style-src 'none';/);
  });
});

describe("the preview's quote form handler", () => {
  it('takes posts only for the names the preview answers as, never a rebinding page’s name for this machine', () => {
    for (const host of ['localhost:4173', '127.0.0.1:4173', '[::1]:4173', '192.168.1.20:4173', 'LOCALHOST'])
      assert.ok(previewHost(host, '127.0.0.1'), host);
    assert.ok(previewHost('devbox.lan:4173', 'devbox.lan'), 'the name it was started on');
    for (const host of ['attacker.example:4173', 'localhost.attacker.example', undefined, ''])
      assert.ok(!previewHost(host, '127.0.0.1'), String(host));
  });
});

describe('one site origin', () => {
  let site: BuiltSite;
  before(async () => {
    site = await buildSite({ SITE_URL: 'https://staging.locksmith.test' });
  });

  it('reaches canonical links, Open Graph, the sitemap, robots.txt, the feed and JSON-LD, leaving no trace of the default', async () => {
    const files = await fg('**/*.{html,xml,txt,webmanifest,json}', { cwd: site.outDir, dot: true });
    files.push('_headers', '_redirects');
    // The origin content/site.yaml gives, which SITE_URL replaces.
    const written = new URL(content.site.origin).host;
    for (const file of files) {
      const text = await readFile(join(site.outDir, file), 'utf8');
      assert.ok(!text.includes(written), `${file} still names the origin of content/site.yaml, ${written}`);
    }
    const home = await site.html('/');
    assert.match(home, /<link rel="canonical" href="https:\/\/staging\.locksmith\.test\/"\/>/);
    assert.match(home, /<meta property="og:image" content="https:\/\/staging\.locksmith\.test\/images\/og\//);
    assert.match(home, /"url":"https:\/\/staging\.locksmith\.test\/"/);
    assert.match(
      await readFile(join(site.outDir, 'sitemap.xml'), 'utf8'),
      /<loc>https:\/\/staging\.locksmith\.test\/about\/<\/loc>/,
    );
    assert.match(
      await readFile(join(site.outDir, 'robots.txt'), 'utf8'),
      /Sitemap: https:\/\/staging\.locksmith\.test\/sitemap\.xml/,
    );
    assert.match(
      await readFile(join(site.outDir, 'blog/feed.xml'), 'utf8'),
      /href="https:\/\/staging\.locksmith\.test\/blog\/"/,
    );
  });
});
