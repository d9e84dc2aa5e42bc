// docs/site.md#pages: routes.ts lists exactly the pages the build writes, each URL with a trailing slash: the fixed
// pages and one per record of the loaded content.
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { ARTICLES_PER_PAGE, categorySlug } from '../src/lib/blog';
import { blogListPath, outputFile } from '../src/lib/paths';
import { buildSite, type BuiltSite, siteContent } from './helpers/shared-build';

describe('route table', () => {
  let site: BuiltSite;
  before(async () => {
    site = await buildSite();
  });

  it('holds exactly the routes whose HTML the build writes', async () => {
    const written = (await site.htmlFiles()).sort();
    const listed = site.routes.map((r) => outputFile(r.path)).sort();
    assert.deepEqual(written, listed);
  });

  it('gives every page URL a trailing slash, and the not-found page its own 404.html', () => {
    const paths = site.routes.map((r) => r.path);
    assert.deepEqual(
      paths.filter((p) => !p.endsWith('/')),
      ['/404.html'],
    );
    assert.equal(new Set(paths).size, paths.length, 'no path is listed twice');
  });

  it('has the fixed pages, and a page for each service and product category of the content', async () => {
    const content = await siteContent();
    const paths = site.routes.map((r) => r.path);
    for (const p of ['/', '/about/', '/contact/', '/services/', '/products/']) assert.ok(paths.includes(p), p);
    assert.deepEqual(
      site.routes.filter((r) => r.page === 'service').map((r) => r.path),
      content.services.map((s) => `/services/${s.slug}/`),
    );
    assert.deepEqual(
      site.routes.filter((r) => r.page === 'product').map((r) => r.path),
      content.productCategories.map((c) => `/products/${c.slug}/`),
    );
  });

  it('has the areas index and a page for each area of the content', async () => {
    const content = await siteContent();
    assert.ok(site.routes.some((r) => r.path === '/areas/' && r.page === 'areas'));
    assert.deepEqual(
      site.routes.filter((r) => r.page === 'area').map((r) => r.path),
      content.areas.map((a) => `/areas/${a.slug}/`),
    );
  });

  it('has the blog index in pages, the pages of each category and a page for each article of the content', async () => {
    const { articles } = await siteContent();
    const lists = (category: string | undefined, count: number) =>
      Array.from({ length: Math.max(1, Math.ceil(count / ARTICLES_PER_PAGE)) }, (_, i) =>
        blogListPath(category, i + 1),
      );
    assert.deepEqual(
      site.routes.filter((r) => r.page === 'blog').map((r) => r.path),
      lists(undefined, articles.length),
    );
    const categories = [...new Set(articles.map((a) => a.category))];
    assert.deepEqual(
      site.routes
        .filter((r) => r.page === 'blogCategory')
        .map((r) => r.path)
        .sort(),
      categories
        .flatMap((name) => lists(categorySlug(name), articles.filter((a) => a.category === name).length))
        .sort(),
    );
    assert.deepEqual(
      site.routes.filter((r) => r.page === 'article').map((r) => r.path),
      articles.map((a) => `/blog/${a.slug}/`),
    );
  });
});
