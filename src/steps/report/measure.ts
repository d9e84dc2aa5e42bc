// Measuring: per page, the bytes a visitor downloads (its first screen and the whole HTML, raw and gzip, with
// --report=full brotli too; the inlined CSS; the script it carries; its images) and the bytes each of
// its islands fetches once triggered. The figures go to build-report.json beside the output folder; budgets.ts checks
// them.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, deflateRawSync, gzipSync } from 'node:zlib';
import { intern } from '../../lib/page-links';
import type { Route } from '../../../routes';
import type { RenderedPage } from '../../render';
import type { ClientBundle, OnDemand } from '../bundle';
import type { PageScriptName } from '../../lib/types';

export interface PageFigures {
  path: string;
  kind: string;
  /**
   * The whole document as served. gzip: bytes at level 6, or, when `gzipExact` is false, an upper bound of them (see
   * GZIP_BOUND), exact near the page budget. brotli only in the full report.
   */
  html: { raw: number; gzip: number; gzipExact: boolean; brotli?: number };
  /**
   * The HTML up to the end of the first screen (src/lib/first-screen.ts), the inlined CSS included since it sits in
   * <head>: what the first round trip must carry. The first-screen budget applies to its gzip, exact near the budget.
   */
  firstScreen: { raw: number; gzip: number; gzipExact: boolean };
  css: { raw: number; gzip: number };
  /**
   * The JavaScript the page runs without a trigger: the script it carries inline, counted on its own, and the files
   * that script fetches (the loader, once the page has painted).
   */
  js: {
    script: PageScriptName | null;
    files: string[];
    raw: number;
    gzip: number;
    /**
     * Gzip bytes each island of the page (and the fallback page of dist/404.html) fetches when it is needed, counted
     * on its own: React and the hydration code come with whichever is triggered first, and are cached after.
     */
    onDemand: Partial<Record<OnDemand, number>>;
  };
  images: { files: string[]; raw: number };
}

// The levels hosts use when they compress on the fly: gzip 6 (the default) and brotli 4; brotli 11 would cost
// 80 ms a page. Pages are compressed synchronously, on the thread that renders them
// (docs/performance.md#every-core says why).
const GZIP = { level: 6 };
// Level 1 costs about two fifths of level 6 and, searching less for matches in the same window, never came out
// smaller: on every page of the site level 6 is 4–14% smaller (test/report.test.ts checks the bounds below against
// level 6 on every build of the site). So a page whose level-1 size is within a budget is within it at level 6 too,
// and only the pages level 1 puts over it are compressed again at level 6 for the exact figure.
const GZIP_BOUND = { level: 1 };
const brotliOptions = (bytes: Buffer) => ({
  params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
});
const gzipSize = (data: string | Buffer, options = GZIP) => gzipSync(data, options).length;
/**
 * The level-1 size of a whole page whose first screen's level-1 gzip is `firstGzip` bytes, without compressing the
 * first screen again: the rest is compressed with the first screen as its dictionary, the window a single stream
 * would have there. It comes close to one level-1 gzip of the page (a block ending there can make it a little smaller)
 * and stays over level 6's (test/report.test.ts holds both), and the first screen's bytes are compressed once.
 */
const wholeBound = (bytes: Buffer, prefix: Buffer, firstGzip: number) =>
  prefix.length === bytes.length
    ? firstGzip
    : firstGzip + deflateRawSync(bytes.subarray(prefix.length), { ...GZIP_BOUND, dictionary: prefix }).length;

// One compiled pattern per attribute name, not one per call: they run on every tag of every page.
const patterns = new Map<string, RegExp>();
export const attr = (tag: string, name: string) => {
  let re = patterns.get(name);
  if (!re) patterns.set(name, (re = new RegExp(` ${name}="([^"]*)"`)));
  return re.exec(tag)?.[1];
};

/** The elements the budgets and the figures look at. */
type Tag = 'link' | 'script' | 'img' | 'source';
const TAGS = /<(link|script|img|source)\b[^>]*>/g;
let lastPage: { html: string; found: Map<string, string[]> } | undefined;
/**
 * The start tags of one kind in a page, all four kinds found in one pass over the HTML and kept until another page
 * is asked about: the budgets and the figures ask about each page several times.
 */
export const tags = (html: string, name: Tag): string[] => {
  if (lastPage?.html !== html) {
    const found = new Map<string, string[]>();
    for (const [tag, kind = ''] of html.matchAll(TAGS)) {
      const list = found.get(kind);
      if (list) list.push(tag);
      else found.set(kind, [tag]);
    }
    lastPage = { html, found };
  }
  return lastPage.found.get(name) ?? [];
};

/** The scripts a page names in its HTML: script elements and preloaded modules. */
export function scriptsOf(html: string): string[] {
  const entries = tags(html, 'script').flatMap((t) => attr(t, 'src') ?? []);
  const preloads = tags(html, 'link')
    .filter((t) => attr(t, 'rel') === 'modulepreload')
    .flatMap((t) => attr(t, 'href') ?? []);
  return [...entries, ...preloads];
}

/** The text of each inline script of a page (modules and classic scripts, not JSON data), whatever its attributes. */
export const inlineScripts = (html: string) =>
  [...html.matchAll(/(<script\b[^>]*>)([\s\S]*?)<\/script>/g)]
    .filter(
      ([, tag = '']) => attr(tag, 'src') === undefined && !/^application\/(ld\+)?json$/.test(attr(tag, 'type') ?? ''),
    )
    .map((m) => m[2] ?? '');

/** The image each <img> fetches by default (its src); srcset alternatives replace it, they do not add to it. */
const imagesOf = (html: string) =>
  tags(html, 'img')
    .flatMap((t) => attr(t, 'src') ?? [])
    .map(intern);

/**
 * Per-build caches, so shared files (the script, images, a kind's CSS) are measured once. `exactAbove`: the gzip sizes
 * up to which a level-1 figure of a first screen and of a whole page is enough (their budgets); `full`: level 6 and
 * brotli for every page.
 */
export function createMeter(
  outDir: string,
  bundle: ClientBundle,
  { exactAbove = { firstScreen: 0, page: 0 }, full = false } = {},
) {
  const memo = <T>(map: Map<string, T>, key: string, make: () => T) => {
    let value = map.get(key);
    if (value === undefined) map.set(key, (value = make()));
    return value;
  };
  const sizes = new Map<string, number>();
  const gzipped = new Map<string, number>();
  const cssSizes = new Map<string, number>();
  const scriptSizes = new Map<string, number>();
  const onDemandSizes = new Map<string, number>();
  const sizeOf = (url: string) =>
    memo(sizes, url, () => (existsSync(join(outDir, url)) ? statSync(join(outDir, url)).size : 0));
  const gzipOf = (url: string) =>
    memo(gzipped, url, () => (existsSync(join(outDir, url)) ? gzipSize(readFileSync(join(outDir, url), 'utf8')) : 0));
  const sum = (urls: string[], size: (url: string) => number) => urls.reduce((total, url) => total + size(url), 0);

  /** The figures of one page; its chunks and images must already be in outDir. */
  return function measure(
    route: Pick<Route, 'path' | 'page'>,
    page: Pick<RenderedPage, 'html' | 'firstScreenEnd' | 'css' | 'script' | 'islands'>,
    bytes: Buffer = Buffer.from(page.html),
  ): PageFigures {
    const { html, css, script } = page;
    const fetched = [...(script?.fetches ?? [])];
    const onDemand: Partial<Record<OnDemand, number>> = {};
    const needed: OnDemand[] = [...page.islands];
    if (script?.name === 'fallback') needed.push('fallback');
    for (const what of needed) onDemand[what] = memo(onDemandSizes, what, () => sum(bundle.onDemand(what), gzipOf));
    const images = imagesOf(html);
    const prefix = bytes.subarray(0, Buffer.byteLength(html.slice(0, page.firstScreenEnd)));
    // Level 6 where the figure must be exact: every page in the full report, and where level 1 is over a budget.
    const first = gzipSize(prefix, full ? GZIP : GZIP_BOUND);
    const exact = full || first > exactAbove.firstScreen;
    const firstGzip = exact && !full ? gzipSize(prefix) : first;
    const whole = full ? gzipSize(bytes) : wholeBound(bytes, prefix, first);
    const wholeExact = full || whole > exactAbove.page;
    const wholeGzip = wholeExact && !full ? gzipSize(bytes) : whole;
    const br = full ? brotliCompressSync(bytes, brotliOptions(bytes)) : undefined;
    return {
      path: route.path,
      kind: route.page,
      html: { raw: bytes.length, gzip: wholeGzip, gzipExact: wholeExact, ...(br && { brotli: br.length }) },
      firstScreen: { raw: prefix.length, gzip: firstGzip, gzipExact: exact },
      css: { raw: Buffer.byteLength(css), gzip: memo(cssSizes, css, () => gzipSize(css)) },
      js: {
        script: script?.name ?? null,
        files: fetched,
        raw: (script ? Buffer.byteLength(script.code) : 0) + sum(fetched, sizeOf),
        gzip: (script ? memo(scriptSizes, script.name, () => gzipSize(script.code)) : 0) + sum(fetched, gzipOf),
        onDemand,
      },
      images: { files: images, raw: sum(images, sizeOf) },
    };
  };
}
