// DESIGN.md "Targets": every build reports each page's bytes beside dist/ and fails, naming the page and the
// figure, when a page breaks a budget.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { before, describe, it } from 'node:test';
import type { Route } from '../routes';
import type { ClientBundle } from '../src/build/bundle';
import { budgetViolations, FIRST_PAINT_BUDGET } from '../src/build/report/budgets';
import { createMeter, type PageFigures } from '../src/build/report/measure';
import { summaryTable } from '../src/build/report/summary';
import type { PageResult } from '../src/build/render-pages';
import { buildCss } from '../src/build/css';
import { openFallback } from './helpers/fallback';
import { buildSite, type BuiltSite } from './helpers/site';

const bundle: ClientBundle = {
  data: { outputs: {} },
  client: '/assets/client.js',
  fallback: '/assets/fallback.js',
  pageScript: (name) => `/assets/${name}.js`,
  chunksFor: (islands) => [...islands].map((name) => `/assets/chunks/${name}.js`),
  sourcesFor: () => [],
};

interface TestPage {
  route: Route;
  html: string;
}

const pageOf = (path: string, body: string, kind = 'about'): TestPage => ({
  route: { path, page: kind } as Route,
  html: `<!DOCTYPE html><html><head></head><body>${body}</body></html>`,
});

async function violations(page: TestPage): Promise<string[]> {
  const figures = await createMeter('/nonexistent')(page.route, page.html);
  return budgetViolations(page.route, page.html, figures, bundle);
}

describe('budgets', () => {
  it('passes a small page with module scripts for exactly its islands and sized modern images', async () => {
    const page = pageOf(
      '/ok/',
      '<script type="module" src="/assets/client.js"></script><link rel="modulepreload" href="/assets/chunks/SiteNav.js"/>' +
        '<div data-island="SiteNav"></div><picture><source type="image/avif" srcSet="/a.avif"/><img src="/a.webp" width="800" height="450" alt=""/></picture>',
    );
    assert.deepEqual(await violations(page), []);
  });

  it('fails a page whose HTML and CSS exceed 14 KB gzip, naming the page and its size', async () => {
    // Hex digits of random bytes compress to about half: 60 KB of them stay far over the budget.
    const page = pageOf('/big/', `<p>${randomBytes(30_000).toString('hex')}</p>`);
    const [problem] = await violations(page);
    assert.match(
      problem ?? '',
      new RegExp(
        `^/big/: HTML with its inlined CSS is \\d{5} bytes gzip, over the first-paint budget of ${FIRST_PAINT_BUDGET}$`,
      ),
    );
  });

  it('fails render-blocking scripts and stylesheets', async () => {
    const page = pageOf('/blocking/', '<script src="/legacy.js"></script><link rel="stylesheet" href="/site.css"/>');
    assert.deepEqual((await violations(page)).sort(), [
      '/blocking/: /site.css is a render-blocking stylesheet',
      '/blocking/: <script src="/legacy.js"> is not a module script, so it blocks rendering',
      '/blocking/: loads /legacy.js, which none of its islands (none) needs',
    ]);
  });

  it('fails a page that loads an island it does not contain, or misses one it does', async () => {
    const extra = pageOf(
      '/extra/',
      '<script type="module" src="/assets/client.js"></script><link rel="modulepreload" href="/assets/chunks/FaqAccordion.js"/><div data-island="SiteNav"></div>',
    );
    assert.deepEqual((await violations(extra)).sort(), [
      '/extra/: does not load /assets/chunks/SiteNav.js, which its islands need',
      '/extra/: loads /assets/chunks/FaqAccordion.js, which none of its islands (SiteNav) needs',
    ]);
  });

  it('fails a page that misses a script its route names, or loads one it does not', async () => {
    const named = pageOf('/named/', '<p>No scripts</p>');
    named.route = { ...named.route, scripts: ['category-redirect'] };
    assert.deepEqual(await violations(named), [
      '/named/: does not load /assets/category-redirect.js, which its route names',
    ]);
    const unnamed = pageOf('/unnamed/', '<script type="module" src="/assets/category-redirect.js"></script>');
    assert.deepEqual(await violations(unnamed), [
      '/unnamed/: loads /assets/category-redirect.js, which none of its islands (none) needs',
    ]);
  });

  it('fails images without width and height or in an old format', async () => {
    const page = pageOf(
      '/img/',
      '<img src="/photo.jpg" alt=""/><picture><source type="image/jpeg" srcSet="/x.jpg"/></picture>',
    );
    assert.deepEqual((await violations(page)).sort(), [
      '/img/: <img src="/photo.jpg"> has no width and height, so it shifts the layout',
      '/img/: <img src="/photo.jpg"> is not AVIF, WebP or SVG',
      '/img/: <source type="image/jpeg"> is not AVIF or WebP',
    ]);
  });
});

describe('build summary', () => {
  const result = (path: string, kind: string, gzip: number) =>
    ({
      path,
      kind,
      ms: 1,
      figures: { path, kind, html: { raw: gzip * 5, gzip, brotli: gzip }, js: { gzip: 0 } },
    }) as unknown as PageResult;

  it('names the page with the smallest margin under the first-paint budget, and each kind’s margin', () => {
    const table = summaryTable(
      [
        result('/a/', 'about', 9 * 1024),
        result('/blog/page/2/', 'blog', 13 * 1024),
        result('/blog/', 'blog', 12 * 1024),
      ],
      [],
    );
    assert.match(
      table,
      /Smallest margin: 1,024 bytes \(7%\) under the 14\.0 KB first-paint budget, on \/blog\/page\/2\/ \(13\.0 KB gzip with its CSS\)/,
    );
    assert.match(table, /\n {2}blog +2 +\S+ KB +12\.5 KB +13\.0 KB +1\.0 KB/);
    assert.match(table, /\n {2}about +1 +\S+ KB +9\.0 KB +9\.0 KB +5\.0 KB/);
  });
});

describe('build report', () => {
  let site: BuiltSite;
  let report: {
    totalMs: number;
    steps: { name: string; ms: number }[];
    budget: { firstPaint: number; smallestMargin: { path: string; bytes: number; share: number } };
    pages: PageFigures[];
  };
  before(async () => {
    site = await buildSite();
    report = JSON.parse(await readFile(join(site.outDir, '..', 'build-report.json'), 'utf8')) as typeof report;
  });

  it('is written beside the output folder, not inside it, with the time of every step', async () => {
    await assert.rejects(readFile(join(site.outDir, 'build-report.json')));
    const names = report.steps.map((s) => s.name);
    for (const step of [
      'Load and validate content',
      'CSS',
      'Client bundle',
      'Render and write',
      'Budgets',
      'Link check',
    ]) {
      assert.ok(names.includes(step), step);
    }
    assert.ok(report.steps.every((s) => s.ms >= 0) && report.totalMs > 0);
  });

  it('has every page with consistent byte figures, each within the first-paint budget', async () => {
    assert.deepEqual(report.pages.map((p) => p.path).sort(), site.routes.map((r) => r.path).sort());
    for (const p of report.pages) {
      const html = await site.html(p.path);
      assert.equal(p.html.raw, Buffer.byteLength(html), p.path);
      assert.ok(p.html.gzip < p.html.raw && p.html.brotli < p.html.raw, p.path);
      assert.ok(p.html.gzip <= FIRST_PAINT_BUDGET, `${p.path}: ${p.html.gzip}`);
      assert.ok(p.css.raw > 1000 && p.css.raw < p.html.raw, p.path);
    }
  });

  it('reports the smallest margin under the first-paint budget, and the page that has it', () => {
    const largest = report.pages.reduce((max, p) => (p.html.gzip > max.html.gzip ? p : max));
    assert.equal(report.budget.firstPaint, FIRST_PAINT_BUDGET);
    assert.deepEqual(report.budget.smallestMargin, {
      path: largest.path,
      bytes: FIRST_PAINT_BUDGET - largest.html.gzip,
      share: (FIRST_PAINT_BUDGET - largest.html.gzip) / FIRST_PAINT_BUDGET,
    });
    assert.ok(report.budget.smallestMargin.bytes > 0);
  });

  it('counts the scripts a page loads: the island chunks it contains, and the scripts its route names', () => {
    const blog = report.pages.find((p) => p.path === '/blog/');
    assert.ok(
      blog?.js.files.some((f) => /\/category-redirect-\w+\.js$/.test(f)),
      '/blog/ loads the script that sends old ?category= links on',
    );
    const later = report.pages.filter((p) => p.kind === 'blogCategory' || (p.kind === 'blog' && p.path !== '/blog/'));
    assert.ok(later.length > 0 && later.every((p) => !p.js.files.some((f) => /category-redirect/.test(f))));
    const service = report.pages.find((p) => p.kind === 'service');
    assert.ok(
      service?.js.files.some((f) => /FaqAccordion/.test(f)),
      'a service page loads its FAQ',
    );
    const area = report.pages.find((p) => p.kind === 'area');
    assert.ok(area && !area.js.files.some((f) => /FaqAccordion/.test(f)), 'an area page loads no FAQ');
    assert.ok((blog?.js.gzip ?? 0) > 0 && (blog?.js.gzip ?? 0) < (blog?.js.raw ?? 0));
    const article = report.pages.find((p) => p.kind === 'article');
    assert.ok((article?.images.raw ?? 0) > 0, 'an article counts its image');
  });

  it('gives every page the rule of every class it uses, escaped attributes included', async () => {
    const full = await buildCss(process.cwd());
    // A class selector, as Tailwind escapes it, not followed by more of a longer class name.
    const hasRule = (css: string, cls: string) =>
      new RegExp(`\\.${cls.replace(/[^\w-]/g, (c) => `\\\\\\${c}`)}(?![\\w\\\\-])`).test(css);
    for (const route of site.routes) {
      const html = await site.html(route.path);
      const css = /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';
      const classes = [...html.matchAll(/ class="([^"]*)"/g)].flatMap((m) =>
        (m[1] ?? '').replace(/&amp;/g, '&').split(/\s+/),
      );
      for (const cls of new Set(classes)) {
        if (cls && hasRule(full, cls)) assert.ok(hasRule(css, cls), `${route.path} lacks the rule for .${cls}`);
      }
    }
    // Article bodies are styled through arbitrary variants such as [&_p]:mt-5, which React writes as [&amp;_p].
    const article = await site.html(site.routes.find((r) => r.page === 'article')?.path ?? '/');
    assert.match(article, /class="[^"]*\[&amp;_p\]/);
  });

  it('gives 404.html the rules of the pages its script renders in place (generic area, Post Not Found)', async () => {
    const notFound = await site.html('/404.html');
    const css = /<style>([\s\S]*?)<\/style>/.exec(notFound)?.[1] ?? '';
    const full = await buildCss(process.cwd());
    for (const path of ['/areas/kings-cross/', '/blog/no-such-post/']) {
      const page = await openFallback(notFound, path);
      const classes = new Set(
        [...page.document.querySelectorAll('[class]')].flatMap((e) => (e.getAttribute('class') ?? '').split(/\s+/)),
      );
      await page.close();
      for (const cls of classes) {
        const selector = `.${cls.replace(/[^\w-]/g, (c) => `\\${c}`)}{`;
        if (full.includes(selector)) assert.ok(css.includes(selector), `${path}: 404.html lacks the rule for .${cls}`);
      }
    }
  });

  it('inlines less CSS on a page than the whole stylesheet, and only rules the page can use', async () => {
    const about = await site.html('/about/');
    const css = /<style>([\s\S]*?)<\/style>/.exec(about)?.[1] ?? '';
    assert.doesNotMatch(css, /\.line-clamp-3\{/, 'the about page has no clamped card text');
    const blog = /<style>([\s\S]*?)<\/style>/.exec(await site.html('/blog/'))?.[1] ?? '';
    assert.match(blog, /\.line-clamp-3\{/);
  });
});
