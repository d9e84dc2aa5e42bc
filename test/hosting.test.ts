// Host files and the preview server (DESIGN.md "Static hosting behaviour"): one set of header rules behind
// _headers, the nginx include and `npm start`; a CSP that allows only what the pages load; caching by kind of file;
// and one origin setting that reaches every absolute URL.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import fg from 'fast-glob';
import { contentSecurityPolicy, headerRules, IMMUTABLE, REVALIDATE, type HeaderRule } from '../src/build/hosting';
import { parseHeadersFile } from '../src/server/host-rules';
import { startPreview, type Preview } from '../src/server/preview';
import { buildSite, type BuiltSite } from './helpers/site';

/** Netlify and Cloudflare matching: `*` matches the rest of the path, anything else must match exactly. */
const matches = (rule: HeaderRule, path: string) =>
  rule.path.endsWith('*') ? path.startsWith(rule.path.slice(0, -1)) : path === rule.path;

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
  let preview: Preview;
  before(async () => {
    site = await buildSite();
    rules = parseHeadersFile(await readFile(join(site.outDir, '_headers'), 'utf8'));
    preview = await startPreview({ dir: site.outDir, port: 0 });
  });
  after(async () => {
    await preview.close();
    await site.remove();
  });

  it('sends a CSP that forbids inline script and allows only the site itself', () => {
    const csp = rules.find((r) => r.path === '/*')?.headers['Content-Security-Policy'] ?? '';
    const d = directives(csp);
    assert.deepEqual(d.get('script-src'), ["'self'"]);
    assert.deepEqual(d.get('default-src'), ["'none'"]);
    assert.deepEqual(d.get('frame-ancestors'), ["'none'"]);
    assert.doesNotMatch(csp, /unsafe-inline|unsafe-eval|https?:|\*/);
    // Every source is 'self', 'none' or a hash: no other origin appears.
    for (const [name, sources] of d) {
      for (const s of sources) assert.match(s, /^'(self|none|sha256-[A-Za-z0-9+/=]+)'$/, `${name} ${s}`);
    }
  });

  it('hashes exactly the inline stylesheets the pages carry', async () => {
    const csp = rules.find((r) => r.path === '/*')?.headers['Content-Security-Policy'] ?? '';
    const listed = new Set(directives(csp).get('style-src'));
    const found = new Set<string>();
    for (const file of await site.htmlFiles()) {
      const html = await readFile(join(site.outDir, file), 'utf8');
      assert.doesNotMatch(html, / style="/, `${file} has a style attribute, which the CSP would block`);
      assert.doesNotMatch(
        html,
        /<script(?![^>]*type="application\/(ld\+)?json")(?![^>]*src=)[^>]*>/,
        `${file} has an inline script`,
      );
      for (const m of html.matchAll(/<style>([\s\S]*?)<\/style>/g)) {
        found.add(
          `'sha256-${createHash('sha256')
            .update(m[1] ?? '')
            .digest('base64')}'`,
        );
      }
    }
    assert.deepEqual([...listed].sort(), [...found].sort());
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
    for (const file of files) {
      const path = `/${file}`.replace(/(^|\/)index\.html$/, '$1');
      const values = rules
        .filter((r) => matches(r, path))
        .map((r) => r.headers['Cache-Control'])
        .filter(Boolean);
      assert.ok(values.length <= 1, `${path} gets Cache-Control from ${values.length} rules`);
      if (/^\/(assets|images\/blog|images\/og)\//.test(path)) {
        assert.deepEqual(values, [IMMUTABLE], path);
        assert.match(
          file,
          /[.-][0-9a-zA-Z_-]{8,}\.(js|png|webp|avif)$/,
          `${file} is cached for a year but has no hash`,
        );
      }
    }
    for (const route of site.routes.filter((r) => r.path.endsWith('/'))) {
      assert.deepEqual(
        rules
          .filter((r) => matches(r, route.path))
          .map((r) => r.headers['Cache-Control'])
          .filter(Boolean),
        [REVALIDATE],
        route.path,
      );
    }
  });

  it('keeps to Cloudflare’s limit of 100 rules however many pages there are', () => {
    const paths = Array.from({ length: 10_000 }, (_, i) => `/blog/post-${i}/`);
    assert.ok(headerRules([...paths, '/', '/about/'], ['sha256-x']).length < 100);
  });

  it('writes an nginx include with the same headers', async () => {
    const nginx = await readFile(join(site.outDir, '..', 'nginx-headers.conf'), 'utf8');
    const csp = rules.find((r) => r.path === '/*')?.headers['Content-Security-Policy'] ?? '';
    assert.ok(nginx.includes(`add_header Content-Security-Policy "${csp}" always;`));
    assert.match(nginx, /add_header X-Content-Type-Options "nosniff" always;/);
    assert.match(nginx, /location \^~ \/assets\/ \{[^}]*Cache-Control "public, max-age=31536000, immutable"/);
  });

  it('redirects the old filter links, /blog/?category={slug}, to the category page on Netlify, forced over /blog/', async () => {
    const lines = (await readFile(join(site.outDir, '_redirects'), 'utf8'))
      .split('\n')
      .filter((l) => l.trim() && !l.startsWith('#'))
      .map((l) => l.trim().split(/\s+/));
    const categories = site.routes.filter((r) => r.page === 'blogCategory' && !r.path.includes('/page/'));
    assert.equal(categories.length, 10);
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
    assert.equal(rules.length, 10);
    const target = (uri: string) => rules.find((r) => r.match.test(uri))?.to;
    assert.equal(target('/blog/?category=maintenance'), '/blog/category/maintenance/');
    assert.equal(target('/blog?category=maintenance'), '/blog/category/maintenance/');
    assert.equal(target('/blog/?utm_source=x&category=legal-compliance&b=1'), '/blog/category/legal-compliance/');
    for (const uri of [
      '/blog/',
      '/blog/?category=no-such-category',
      '/blog/?category=maintenance-x',
      '/blog/?xcategory=maintenance',
      '/blog/page/2/?category=maintenance',
      '/blog/category/maintenance/?category=maintenance',
    ])
      assert.equal(target(uri), undefined, uri);
  });

  it('has the preview server send the same headers, statuses and 404 page as the host files', async () => {
    const expected = rules.find((r) => r.path === '/*')?.headers ?? {};
    const page = await fetch(`${preview.url}/about/`);
    assert.equal(page.status, 200);
    for (const [name, value] of Object.entries(expected)) assert.equal(page.headers.get(name), value, name);
    assert.equal(page.headers.get('cache-control'), REVALIDATE);

    const script = (await fg('assets/*.js', { cwd: site.outDir }))[0];
    const asset = await fetch(`${preview.url}/${script}`);
    assert.equal(asset.headers.get('cache-control'), IMMUTABLE);
    assert.equal(asset.headers.get('content-security-policy'), expected['Content-Security-Policy']);

    const missing = await fetch(`${preview.url}/no-such-page/`);
    assert.equal(missing.status, 404);
    assert.match(await missing.text(), /Oops! Page not found/);
    assert.equal(missing.headers.get('content-security-policy'), expected['Content-Security-Policy']);

    const bare = await fetch(`${preview.url}/about`, { redirect: 'manual' });
    assert.equal(bare.status, 301);
    assert.equal(bare.headers.get('location'), '/about/');
  });

  it('builds the CSP from the hashes it is given', () => {
    assert.match(contentSecurityPolicy(['sha256-abc']), /style-src 'sha256-abc';/);
    assert.match(contentSecurityPolicy([]), /style-src 'none';/);
  });
});

describe('one site origin', () => {
  let site: BuiltSite;
  before(async () => {
    site = await buildSite({ SITE_URL: 'https://staging.locksmith.test' });
  });
  after(() => site.remove());

  it('reaches canonical links, Open Graph, the sitemap, robots.txt, the feed and JSON-LD, leaving no trace of the default', async () => {
    const files = await fg('**/*.{html,xml,txt,webmanifest,json}', { cwd: site.outDir, dot: true });
    files.push('_headers', '_redirects');
    for (const file of files) {
      const text = await readFile(join(site.outDir, file), 'utf8');
      assert.doesNotMatch(text, /locksmith-london\.example/, `${file} still names the default origin`);
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
