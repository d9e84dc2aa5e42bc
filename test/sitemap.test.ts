// docs/architecture.md#static-hosting: sitemap.xml lists every indexable route once with a true <lastmod>;
// robots.txt allows crawling and names the sitemap.
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { before, describe, it } from 'node:test';
import { categorySlug } from '../src/lib/blog';
import { buildSite, type BuiltSite, siteContent } from './helpers/shared-build';

const content = await siteContent();
const ORIGIN = content.site.origin;

describe('sitemap and robots.txt', () => {
  let site: BuiltSite;
  let entries: { loc: string; lastmod?: string }[];
  before(async () => {
    site = await buildSite();
    const xml = await readFile(join(site.outDir, 'sitemap.xml'), 'utf8');
    entries = [...xml.matchAll(/<url>\s*<loc>([^<]+)<\/loc>(?:\s*<lastmod>([^<]+)<\/lastmod>)?\s*<\/url>/g)].map(
      (m) => ({
        loc: m[1] ?? '',
        lastmod: m[2],
      }),
    );
  });

  it('lists exactly the indexable routes, each once, as absolute canonical URLs with trailing slashes', () => {
    // A page without a canonical address (the 404 page, the answers to a quote request) is not for search engines.
    const expected = site.routes.filter((r) => r.head.canonicalPath).map((r) => `${ORIGIN}${r.path}`);
    assert.deepEqual(entries.map((e) => e.loc).sort(), expected.sort());
    assert.equal(new Set(entries.map((e) => e.loc)).size, entries.length);
    for (const { loc } of entries) assert.match(loc, /^https:\/\/[^/]+\/([a-z0-9-]+\/)*$/);
    assert.ok(!entries.some((e) => e.loc.includes('404')));
    // Every page of the blog's lists, which routes.ts makes from the articles.
    const lists = site.routes.filter((r) => r.page === 'blog' || r.page === 'blogCategory');
    assert.ok(lists.some((r) => r.path === '/blog/'));
    for (const { path } of lists)
      assert.ok(
        entries.some((e) => e.loc === `${ORIGIN}${path}`),
        path,
      );
  });

  it("gives articles their own date, the blog's pages its newest article's, a category's pages the newest of its own, and no page a date in the future", async () => {
    const today = new Date().toISOString().slice(0, 10);
    const [newest] = content.articles;
    assert.ok(newest);
    for (const route of site.routes) {
      const entry = entries.find((e) => e.loc === `${ORIGIN}${route.path}`);
      if (route.page === 'article') assert.equal(entry?.lastmod, route.props.article.date, route.path);
      if (route.page === 'blog') assert.equal(entry?.lastmod, newest.date, route.path);
      if (route.page === 'blogCategory') {
        const name = route.breadcrumbs[2]?.label;
        const newest = content.articles.find((a) => a.category === name);
        assert.ok(newest, route.path);
        assert.equal(entry?.lastmod, newest.date, route.path);
      }
    }
    // A category whose newest article is older than the blog's newest has that older date, not the blog's.
    const older = content.articles.find((a) => a.category !== newest.category);
    if (older)
      assert.equal(
        entries.find((e) => e.loc === `${ORIGIN}/blog/category/${categorySlug(older.category)}/`)?.lastmod,
        older.date,
      );
    // Pages other than articles take the day of a commit, so in a git checkout every entry has a date.
    const inGit = existsSync(join(import.meta.dirname, '..', '.git'));
    for (const { loc, lastmod } of entries) {
      if (lastmod === undefined) {
        assert.ok(!inGit, `${loc} has no lastmod`);
        continue;
      }
      assert.match(lastmod, /^\d{4}-\d{2}-\d{2}$/, loc);
      assert.ok(!Number.isNaN(Date.parse(lastmod)) && lastmod <= today, `${loc}: ${lastmod}`);
    }
  });

  it('allows crawling and names the sitemap in robots.txt', async () => {
    const robots = await readFile(join(site.outDir, 'robots.txt'), 'utf8');
    assert.match(robots, /^User-agent: \*\nAllow: \/\n/);
    assert.match(robots, new RegExp(`\\nSitemap: ${ORIGIN}/sitemap\\.xml\\n$`));
  });
});
