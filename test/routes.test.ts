// docs/site.md#pages: routes.ts lists exactly the pages the build writes, each URL with a trailing slash: the fixed
// pages and one per record of the loaded content.
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { ARTICLES_PER_PAGE, categorySlug } from '../src/lib/blog';
import { AREAS_PER_PAGE, regions } from '../src/lib/area';
import { areaRegionPath, blogListPath, outputFile } from '../src/lib/paths';
import { areaRoutes, regionId } from '../src/routes/areas';
import { buildSite, type BuiltSite, siteContent } from './helpers/shared-build';

/** The pages of each region's areas that /areas/ cannot show whole, in the index's order of regions. */
const regionPages = (areas: readonly { region: string }[]) =>
  regions.flatMap((region) => {
    const count = areas.filter((a) => a.region === region).length;
    if (count <= AREAS_PER_PAGE) return [];
    return Array.from({ length: Math.ceil(count / AREAS_PER_PAGE) }, (_, i) => areaRegionPath(regionId(region), i + 1));
  });

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

  it("holds plain data only, so that a page's key (its route as JSON) changes whenever its route does", () => {
    // What JSON would not keep: a Set, a Map or an instance of a class (written as {}), a function (left out).
    const notPlain = (value: unknown, at: string): string[] => {
      if (Array.isArray(value)) return value.flatMap((v, i) => notPlain(v, `${at}[${i}]`));
      if (typeof value === 'function' || typeof value === 'symbol' || typeof value === 'bigint') return [at];
      if (value === null || typeof value !== 'object') return [];
      if (Object.getPrototypeOf(value) !== Object.prototype) return [at];
      return Object.entries(value).flatMap(([k, v]) => notPlain(v, `${at}.${k}`));
    };
    assert.deepEqual(
      site.routes.flatMap((route) => notPlain(route, route.path)),
      [],
    );
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

  it('has the areas index, the pages of each region it cannot show whole, and a page for each area', async () => {
    const content = await siteContent();
    assert.deepEqual(
      site.routes.filter((r) => r.page === 'areas').map((r) => r.path),
      ['/areas/', ...regionPages(content.areas)],
    );
    assert.deepEqual(
      site.routes.filter((r) => r.page === 'area').map((r) => r.path),
      content.areas.map((a) => `/areas/${a.slug}/`),
    );
  });

  it('gives a region pages of its own from one area more than /areas/ shows of it', async () => {
    const content = await siteContent();
    const first = content.areas[0];
    assert.ok(first, 'content has an area');
    for (const extra of [AREAS_PER_PAGE, AREAS_PER_PAGE + 1, 2 * AREAS_PER_PAGE + 1]) {
      const areas: typeof content.areas = [
        ...content.areas.filter((a) => a.region !== first.region),
        ...Array.from({ length: extra }, (_, i) => ({
          ...first,
          slug: `${first.slug}-${i}`,
          name: `${first.name} ${i}`,
        })),
      ];
      const routes = areaRoutes({ ...content, areas });
      assert.deepEqual(
        routes.filter((r) => r.page === 'areas').map((r) => r.path),
        ['/areas/', ...regionPages(areas)],
        `${extra} areas in ${first.region}`,
      );
    }
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
