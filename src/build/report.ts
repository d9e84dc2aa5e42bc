// Report and budgets step: per page, the bytes a visitor downloads (HTML raw, gzip and brotli, the inlined CSS, the
// scripts it loads, its images), checked against the budgets of DESIGN.md "Targets". The figures go to
// build-report.json beside the output folder; a page over budget fails the build, naming the page and the figure.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip, gzipSync } from 'node:zlib';
import { isIslandName } from '../islands/registry';
import type { ClientBundle } from './bundle';
import { intern } from './links';
import type { Route } from '../../routes';

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

// The levels hosts use when they compress on the fly: gzip 6 (the default) and brotli 4; brotli 11 would cost
// 80 ms a page. Pages are compressed on libuv's thread pool, beside the render on the main thread.
const GZIP = { level: 6 };
const brotliOptions = (text: string) => ({
  params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(text) },
});
const gzipSize = (text: string) => gzipSync(text, GZIP).length;
const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

const attr = (tag: string, name: string) => new RegExp(` ${name}="([^"]*)"`).exec(tag)?.[1];
const tags = (html: string, name: string) => [...html.matchAll(new RegExp(`<${name}\\b[^>]*>`, 'g'))].map((m) => m[0]);

/** The scripts a page loads (module entries and their preloaded chunks). */
function scriptsOf(html: string): string[] {
  const entries = tags(html, 'script').flatMap((t) => attr(t, 'src') ?? []);
  const preloads = tags(html, 'link')
    .filter((t) => attr(t, 'rel') === 'modulepreload')
    .flatMap((t) => attr(t, 'href') ?? []);
  // Kept in the report: detached from the page's HTML so that it can be freed.
  return [...entries, ...preloads].map(intern);
}

/** The image each <img> fetches by default (its src); srcset alternatives replace it, they do not add to it. */
const imagesOf = (html: string) =>
  tags(html, 'img')
    .flatMap((t) => attr(t, 'src') ?? [])
    .map(intern);

/** Per-build caches, so shared files (scripts, images, a kind's CSS) are measured once. */
export function createMeter(outDir: string) {
  const memo = <T>(map: Map<string, T>, key: string, make: () => T) => {
    let value = map.get(key);
    if (value === undefined) map.set(key, (value = make()));
    return value;
  };
  const sizes = new Map<string, number>();
  const gzipped = new Map<string, number>();
  const cssSizes = new Map<string, number>();
  const sizeOf = (url: string) =>
    memo(sizes, url, () => (existsSync(join(outDir, url)) ? statSync(join(outDir, url)).size : 0));
  const gzipOf = (url: string) =>
    memo(gzipped, url, () => (existsSync(join(outDir, url)) ? gzipSize(readFileSync(join(outDir, url), 'utf8')) : 0));
  const sum = (urls: string[], size: (url: string) => number) => urls.reduce((total, url) => total + size(url), 0);

  /** The figures of one page; its scripts and images must already be in outDir. */
  return async function measure(route: Pick<Route, 'path' | 'page'>, html: string): Promise<PageFigures> {
    const css = /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';
    const js = scriptsOf(html);
    const images = imagesOf(html);
    const [gz, br] = await Promise.all([gzipAsync(html, GZIP), brotliAsync(html, brotliOptions(html))]);
    return {
      path: route.path,
      kind: route.page,
      html: { raw: Buffer.byteLength(html), gzip: gz.length, brotli: br.length },
      css: { raw: Buffer.byteLength(css), gzip: memo(cssSizes, css, () => gzipSize(css)) },
      js: { files: js, raw: sum(js, sizeOf), gzip: sum(js, gzipOf) },
      images: { files: images, raw: sum(images, sizeOf) },
    };
  };
}

/** Every budget a page breaks, as "page: figure" lines. */
export function budgetViolations(
  route: Pick<Route, 'path' | 'page'>,
  html: string,
  f: PageFigures,
  bundle: ClientBundle,
): string[] {
  const problems: string[] = [];
  const page = route.path;
  if (f.html.gzip > FIRST_PAINT_BUDGET) {
    problems.push(
      `${page}: HTML with its inlined CSS is ${f.html.gzip} bytes gzip, over the first-paint budget of ${FIRST_PAINT_BUDGET}`,
    );
  }
  for (const t of tags(html, 'link').filter((t) => attr(t, 'rel') === 'stylesheet')) {
    problems.push(`${page}: ${attr(t, 'href')} is a render-blocking stylesheet`);
  }
  for (const t of tags(html, 'script')) {
    const type = attr(t, 'type');
    if (type === 'application/ld+json' || type === 'application/json') continue;
    if (type !== 'module')
      problems.push(
        `${page}: <script${attr(t, 'src') ? ` src="${attr(t, 'src')}"` : ''}> is not a module script, so it blocks rendering`,
      );
    else if (!attr(t, 'src')) problems.push(`${page}: an inline module script (the CSP forbids it)`);
  }
  // A page loads exactly the islands it contains, and the fallback script only on 404.html.
  const named = [...html.matchAll(/ data-island="([^"]+)"/g)].map((m) => m[1] ?? '');
  for (const n of named)
    if (!isIslandName(n)) problems.push(`${page}: data-island="${n}" is not an island of src/islands/registry.ts`);
  const islands = new Set(named.filter(isIslandName));
  const expected = new Set([
    ...(islands.size ? [bundle.client] : []),
    ...(route.page === 'notFound' ? [bundle.fallback] : []),
    ...bundle.chunksFor(islands),
  ]);
  const loaded = new Set(f.js.files);
  for (const s of loaded)
    if (!expected.has(s))
      problems.push(`${page}: loads ${s}, which none of its islands (${[...islands].join(', ') || 'none'}) needs`);
  for (const s of expected) if (!loaded.has(s)) problems.push(`${page}: does not load ${s}, which its islands need`);
  for (const t of tags(html, 'img')) {
    const src = attr(t, 'src') ?? '';
    if (!attr(t, 'width') || !attr(t, 'height'))
      problems.push(`${page}: <img src="${src}"> has no width and height, so it shifts the layout`);
    if (!/\.(avif|webp|svg)$/.test(src)) problems.push(`${page}: <img src="${src}"> is not AVIF, WebP or SVG`);
  }
  for (const t of tags(html, 'source')) {
    if (!/^image\/(avif|webp)$/.test(attr(t, 'type') ?? ''))
      problems.push(`${page}: <source type="${attr(t, 'type')}"> is not AVIF or WebP`);
  }
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
