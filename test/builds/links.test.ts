// The build's link check reads pages and the list of the output's files from memory; linkinator crawls the same
// output as a second opinion. Both must agree the real site has no broken link, and the fast check must catch
// what linkinator catches.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { BrokenLinksError, checkLinks } from '../../src/steps/links';
import { linksOf } from '../../src/lib/page-links';
import { linkinatorCheck } from '../helpers/linkinator';
import { buildSite } from '../helpers/shared-build';

const ORIGIN = 'https://www.example.test';

async function brokenOf(pages: { path: string; html: string }[], files: string[]): Promise<string[]> {
  try {
    await checkLinks(
      pages.map((p) => ({ path: p.path, ...linksOf(p.html) })),
      new Set(files),
      ORIGIN,
    );
    return [];
  } catch (error) {
    assert.ok(error instanceof BrokenLinksError, String(error));
    return error.broken.map((b) => `${b.page} → ${b.url} (${b.status})`);
  }
}

describe('link check', () => {
  it('finds missing pages, files, srcset candidates and #fragments, and checks links to the site’s own origin', async () => {
    const pages = [
      {
        path: '/',
        html: `<a href="/about/">ok</a><a href="/gone/">x</a><a href="#top">ok</a><a href="#nope">x</a>
          <link rel="canonical" href="${ORIGIN}/"/><meta property="og:url" content="${ORIGIN}/"/>
          <a href="${ORIGIN}/moved/">x</a><img src="/a.webp" srcSet="/a.webp 480w, /b.webp 800w"/>
          <a href="tel:+442079460000">call</a><a href="https://elsewhere.example/">out</a><h1 id="top">t</h1>`,
      },
      { path: '/about/', html: '<a href="../#top">ok</a><a href="/#missing">x</a><a href="/blog/feed.xml">ok</a>' },
    ];
    const files = ['index.html', 'about/index.html', 'a.webp', 'blog/feed.xml'];
    assert.deepEqual((await brokenOf(pages, files)).sort(), [
      '/ → /#nope (no element with that id)',
      '/ → /b.webp (404)',
      '/ → /gone/ (404)',
      '/ → /moved/ (404)',
      '/about/ → /#missing (no element with that id)',
    ]);
  });

  it('passes on the real site, and so does linkinator crawling the same output', async () => {
    const site = await buildSite();
    const checked = new Set(await linkinatorCheck(site.outDir));
    // Whatever the content holds, the crawl reached every page, not only the first.
    for (const { path } of site.routes) assert.ok(checked.has(path), `linkinator did not check ${path}`);
    assert.ok(checked.size > site.routes.length, 'and the files the pages link to');
  });
});
