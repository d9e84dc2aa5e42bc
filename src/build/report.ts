// Report and budgets step: per page, the bytes a visitor downloads (HTML raw, gzip and brotli, the inlined CSS, the
// scripts it loads, its images), checked against the budgets of DESIGN.md "Targets". The figures go to
// build-report.json beside the output folder; a page over budget fails the build, naming the page and the figure.
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { isIslandName } from '../islands/registry';
import type { ClientBundle } from './bundle';
import type { BuiltPage } from './render-pages';

/** What the first round trip can carry (ten TCP segments of ~1.4 KB): the HTML with the CSS it needs to paint. */
export const FIRST_PAINT_BUDGET = 14 * 1024;

export interface PageFigures {
  path: string;
  kind: string;
  /** The document as served; the CSS is inlined in it, so gzip is the first-paint figure. */
  html: { raw: number; gzip: number; brotli: number };
  css: { raw: number; gzip: number };
  js: { files: string[]; raw: number; gzip: number };
  images: { files: string[]; raw: number };
}

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);
// zlib's async calls run on libuv's thread pool, so compressing pages uses the second core while the main thread
// does other work. Brotli at quality 6 is what hosts use for dynamic responses; 11 would cost 80 ms a page.
const gzipSize = async (text: string) => (await gzipAsync(text, { level: 9 })).length;
const brotliSize = async (text: string) =>
  (await brotliAsync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 6, [constants.BROTLI_PARAM_SIZE_HINT]: text.length } })).length;

const attr = (tag: string, name: string) => new RegExp(` ${name}="([^"]*)"`).exec(tag)?.[1];
const tags = (html: string, name: string) => [...html.matchAll(new RegExp(`<${name}\\b[^>]*>`, 'g'))].map((m) => m[0]);

/** The scripts a page loads (module entries and their preloaded chunks). */
function scriptsOf(html: string): string[] {
  const entries = tags(html, 'script').flatMap((t) => attr(t, 'src') ?? []);
  const preloads = tags(html, 'link').filter((t) => attr(t, 'rel') === 'modulepreload').flatMap((t) => attr(t, 'href') ?? []);
  return [...entries, ...preloads];
}

/** The image each <img> fetches by default (its src); srcset alternatives replace it, they do not add to it. */
const imagesOf = (html: string) => tags(html, 'img').flatMap((t) => attr(t, 'src') ?? []);

export async function measurePages(pages: readonly BuiltPage[], outDir: string): Promise<PageFigures[]> {
  const sizes = new Map<string, Promise<number>>();
  const sizeOf = (url: string) => {
    let size = sizes.get(url);
    if (!size) sizes.set(url, (size = stat(join(outDir, url)).then((s) => s.size, () => 0)));
    return size;
  };
  const gzipped = new Map<string, Promise<number>>();
  const gzipOf = (url: string) => {
    let size = gzipped.get(url);
    if (!size) gzipped.set(url, (size = readFile(join(outDir, url), 'utf8').then(gzipSize, () => 0)));
    return size;
  };
  const sum = async (urls: string[], size = sizeOf) => (await Promise.all(urls.map(size))).reduce((a, b) => a + b, 0);
  const cssSizes = new Map<string, Promise<number>>();
  return Promise.all(
    pages.map(async ({ route, html }) => {
      const css = /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';
      // Pages of one kind share their CSS, so its gzip size is computed once.
      let cssGzip = cssSizes.get(css);
      if (!cssGzip) cssSizes.set(css, (cssGzip = gzipSize(css)));
      const js = scriptsOf(html);
      const images = imagesOf(html);
      const [gz, br, cssGz, jsRaw, jsGz, imgRaw] = await Promise.all([
        gzipSize(html),
        brotliSize(html),
        cssGzip,
        sum(js),
        sum(js, gzipOf),
        sum(images),
      ]);
      return {
        path: route.path,
        kind: route.page,
        html: { raw: Buffer.byteLength(html), gzip: gz, brotli: br },
        css: { raw: Buffer.byteLength(css), gzip: cssGz },
        js: { files: js, raw: jsRaw, gzip: jsGz },
        images: { files: images, raw: imgRaw },
      };
    }),
  );
}

/** Every budget a page breaks, as "page: figure" lines. */
export function budgetViolations(pages: readonly BuiltPage[], figures: readonly PageFigures[], bundle: ClientBundle): string[] {
  const problems: string[] = [];
  pages.forEach(({ route, html }, i) => {
    const page = route.path;
    const f = figures[i];
    if (f && f.html.gzip > FIRST_PAINT_BUDGET) {
      problems.push(`${page}: HTML with its inlined CSS is ${f.html.gzip} bytes gzip, over the first-paint budget of ${FIRST_PAINT_BUDGET}`);
    }
    for (const t of tags(html, 'link').filter((t) => attr(t, 'rel') === 'stylesheet')) {
      problems.push(`${page}: ${attr(t, 'href')} is a render-blocking stylesheet`);
    }
    for (const t of tags(html, 'script')) {
      const type = attr(t, 'type');
      if (type === 'application/ld+json' || type === 'application/json') continue;
      if (type !== 'module') problems.push(`${page}: <script${attr(t, 'src') ? ` src="${attr(t, 'src')}"` : ''}> is not a module script, so it blocks rendering`);
      else if (!attr(t, 'src')) problems.push(`${page}: an inline module script (the CSP forbids it)`);
    }
    // A page loads exactly the islands it contains, and the fallback script only on 404.html.
    const named = [...html.matchAll(/ data-island="([^"]+)"/g)].map((m) => m[1] ?? '');
    for (const n of named) if (!isIslandName(n)) problems.push(`${page}: data-island="${n}" is not an island of src/islands/registry.ts`);
    const islands = new Set(named.filter(isIslandName));
    const expected = new Set([
      ...(islands.size ? [bundle.client] : []),
      ...(route.page === 'notFound' ? [bundle.fallback] : []),
      ...bundle.chunksFor(islands),
    ]);
    const loaded = new Set(scriptsOf(html));
    for (const s of loaded) if (!expected.has(s)) problems.push(`${page}: loads ${s}, which none of its islands (${[...islands].join(', ') || 'none'}) needs`);
    for (const s of expected) if (!loaded.has(s)) problems.push(`${page}: does not load ${s}, which its islands need`);
    for (const t of tags(html, 'img')) {
      const src = attr(t, 'src') ?? '';
      if (!attr(t, 'width') || !attr(t, 'height')) problems.push(`${page}: <img src="${src}"> has no width and height, so it shifts the layout`);
      if (!/\.(avif|webp|svg)$/.test(src)) problems.push(`${page}: <img src="${src}"> is not AVIF, WebP or SVG`);
    }
    for (const t of tags(html, 'source')) {
      if (!/^image\/(avif|webp)$/.test(attr(t, 'type') ?? '')) problems.push(`${page}: <source type="${attr(t, 'type')}"> is not AVIF or WebP`);
    }
  });
  return problems;
}

export class BudgetError extends Error {
  constructor(readonly problems: string[]) {
    const shown = problems.slice(0, 20).map((p) => `  ${p}`);
    if (problems.length > 20) shown.push(`  … and ${problems.length - 20} more (see build-report.json)`);
    super(`${problems.length} budget${problems.length === 1 ? '' : 's'} exceeded:\n${shown.join('\n')}`);
    this.name = 'BudgetError';
  }
}
