// DESIGN.md "Targets": every build reports each page's bytes beside dist/ and fails, naming the page and the
// figure, when a page breaks a budget.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { before, describe, it } from 'node:test';
import type { Route } from '../routes';
import type { ClientBundle } from '../src/build/bundle';
import { budgetViolations, FIRST_PAINT_BUDGET } from '../src/build/report/budgets';
import { createMeter, type PageFigures } from '../src/build/report/measure';
import { buildCss } from '../src/build/css';
import { openFallback } from './helpers/fallback';
import { buildSite, type BuiltSite } from './helpers/site';

const bundle: ClientBundle = {
  data: { outputs: {} },
  client: '/assets/client.js',
  fallback: '/assets/fallback.js',
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
      '<script type="module" src="/assets/client.js"></script><link rel="modulepreload" href="/assets/chunks/BlogFilter.js"/><div data-island="SiteNav"></div>',
    );
    assert.deepEqual((await violations(extra)).sort(), [
      '/extra/: does not load /assets/chunks/SiteNav.js, which its islands need',
      '/extra/: loads /assets/chunks/BlogFilter.js, which none of its islands (SiteNav) needs',
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

describe('build report', () => {
  let site: BuiltSite;
  let report: { totalMs: number; steps: { name: string; ms: number }[]; pages: PageFigures[] };
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
      assert.ok(p.html.gzip < p.html.raw, p.path);
      assert.equal(p.html.brotli, undefined, `${p.path}: brotli is measured only for the full report`);
      assert.ok(p.html.gzip <= FIRST_PAINT_BUDGET, `${p.path}: ${p.html.gzip}`);
      assert.ok(p.css.raw > 1000 && p.css.raw < p.html.raw, p.path);
    }
  });

  it('gives the exact level-6 gzip size where a page comes near the budget, and an upper bound elsewhere', async () => {
    let exact = 0;
    for (const p of report.pages) {
      const html = await site.html(p.path);
      const level1 = gzipSync(html, { level: 1 }).length;
      const level6 = gzipSync(html, { level: 6 }).length;
      // What the bound rests on: level 6 never comes out larger than level 1 on this site's pages.
      assert.ok(level6 <= level1, `${p.path}: level 6 ${level6} > level 1 ${level1}`);
      if (p.html.gzipExact) exact++;
      assert.equal(p.html.gzip, p.html.gzipExact ? level6 : level1, p.path);
      assert.equal(p.html.gzipExact, level1 > FIRST_PAINT_BUDGET, p.path);
    }
    assert.ok(exact > 0, 'some pages are near enough to the budget to need the exact figure');
  });

  it('counts the scripts a page loads: none on a page without islands, the island chunk on the blog', () => {
    const blog = report.pages.find((p) => p.path === '/blog/');
    assert.ok(
      blog?.js.files.some((f) => /BlogFilter/.test(f)),
      'the blog loads its filter',
    );
    const area = report.pages.find((p) => p.kind === 'area');
    assert.ok(
      area && !area.js.files.some((f) => /BlogFilter|FaqAccordion/.test(f)),
      'an area page loads neither filter nor FAQ',
    );
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
