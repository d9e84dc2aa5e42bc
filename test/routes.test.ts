// docs/site.md#pages: routes.ts lists exactly the pages the build writes, each URL with a trailing slash.
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { outputFile } from '../src/lib/paths';
import { buildSite, type BuiltSite } from './helpers/site';

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

  it('has the home, about and contact pages and the eight services of docs/site.md#the-eight-services', () => {
    const paths = new Set(site.routes.map((r) => r.path));
    for (const p of ['/', '/about/', '/contact/', '/services/', '/products/']) assert.ok(paths.has(p), p);
    const services = [
      'residential-locksmith',
      'commercial-locksmith',
      'auto-locksmith',
      'emergency-lockout',
      'lock-installation',
      'lock-repair',
      'key-services',
      'security-management',
    ];
    for (const slug of services) assert.ok(paths.has(`/services/${slug}/`), slug);
    const products = [
      'door-locks',
      'car-keys',
      'security-systems',
      'safes',
      'upvc-specialists',
      'specialized-services',
    ];
    for (const slug of products) assert.ok(paths.has(`/products/${slug}/`), slug);
  });

  it('has the areas index and a page for each of the 33 boroughs of docs/site.md#the-33-areas', () => {
    const areas = site.routes.filter((r) => r.page === 'area').map((r) => r.path);
    assert.ok(site.routes.some((r) => r.path === '/areas/' && r.page === 'areas'));
    assert.equal(areas.length, 33);
    for (const slug of [
      'westminster',
      'city-of-london',
      'kensington-chelsea',
      'barking-dagenham',
      'kingston-upon-thames',
      'richmond-upon-thames',
      'hammersmith-fulham',
      'hillingdon',
    ]) {
      assert.ok(areas.includes(`/areas/${slug}/`), slug);
    }
  });

  it('has the blog index in pages, a page per category and a page for each of the 20 articles of docs/site.md#the-20-articles', () => {
    const articles = site.routes.filter((r) => r.page === 'article').map((r) => r.path);
    assert.deepEqual(
      site.routes.filter((r) => r.page === 'blog').map((r) => r.path),
      ['/blog/', '/blog/page/2/'],
    );
    assert.deepEqual(
      site.routes
        .filter((r) => r.page === 'blogCategory')
        .map((r) => r.path)
        .sort(),
      [...new Set(site.routes.filter((r) => r.page === 'article').map((r) => r.props.article.categorySlug))]
        .map((slug) => `/blog/category/${slug}/`)
        .sort(),
    );
    assert.equal(articles.length, 20);
    for (const slug of [
      'emergency-lockout-what-to-do',
      'lock-maintenance-tips',
      'landlord-lock-responsibilities',
      'emergency-locksmith-response-times',
    ]) {
      assert.ok(articles.includes(`/blog/${slug}/`), slug);
    }
  });
});
