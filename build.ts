// Builds the whole site into dist/: content → routes → CSS → client bundle → images → render and write (each page
// measured as it goes) → budgets → feed → sitemap → host files → static → links → report.
// Everything is built in a staging folder, committed to dist/ only when every step has passed.
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildRoutes, queryRedirects } from './routes';
import { cachedBundle } from './src/steps/bundle-cache';
import type { RawContent } from './src/content/load';
import { cachedContent } from './src/steps/content';
import { PARSE_WORKERS_FROM, type ParsedOn } from './src/steps/parse-pool';
import { cachedCss } from './src/steps/css';
import { atomFeed } from './src/steps/feed';
import { writeHostFiles } from './src/steps/hosting';
import { writeIcons } from './src/steps/icons';
import { writeImages } from './src/steps/images';
import { checkLinks } from './src/steps/links';
import { createLog, formatBytes, formatMs, StepError } from './src/steps/report/log';
import { buildKind } from './src/content/stand-ins';
import { longArticleWarnings } from './src/content/article-length';
import { renderChanged } from './src/steps/render-cache';
import { renderSetup } from './src/steps/render-pages';
import { WORKERS_FROM } from './src/steps/render-pool';
import { BudgetError } from './src/steps/report/budgets';
import { commitDays, robotsTxt, sitemapXml } from './src/steps/sitemap';
import { writeSocialImages } from './src/steps/social-images';
import { createStaging } from './src/steps/staging';
import { smallestMargin, summaryTable, writeReport } from './src/steps/report/summary';
import { copyStatic } from './src/steps/static';
import { writeRequestSettings } from './src/steps/quote-settings';
import { EDITOR_PATH, editorBytes, writeEditor } from './src/steps/editor';
import { openCache } from './src/lib/cache';
import { FEED_URL } from './src/lib/head';
import { type Flag, flagsOrExit, usage } from './src/lib/cli';

export interface BuildOptions {
  root?: string;
  outDir?: string;
  /** Only warnings and errors (CI). */
  quiet?: boolean;
  /** Nothing printed: the warnings are returned and a failure is thrown (`--watch` says what is new). */
  silent?: boolean;
  /** The tables to build instead of content/ (as readContent() returns them); checked by the same validation. */
  content?: RawContent;
  /** A social card of its own for each article (the default), or the blog's card for all of them. */
  articleCards?: boolean;
  /** Reuse the outputs of steps, and the pages, whose inputs did not change (node_modules/.cache/locksmith-build); default true. */
  cache?: boolean;
  /**
   * Article images at the encoder's fastest effort, cached apart (src/steps/images.ts): for tests, never a release.
   * Default: true when DRAFT_IMAGES=1 (`npm test` sets it).
   */
  draftImages?: boolean;
  /** Threads that render (src/steps/render-pool.ts); by default one below WORKERS_FROM pages, every core from there. */
  threads?: number;
  /** 'full' measures every page at gzip level 6 and brotli 4 for build-report.json (slower); see measure.ts. */
  report?: 'budget' | 'full';
  /** The environment the content is read in (SITE_URL); default process.env. */
  env?: NodeJS.ProcessEnv;
}

export async function build(options: BuildOptions = {}) {
  const { root = process.cwd(), outDir = 'dist', quiet = false, articleCards = true } = options;
  const { draftImages = process.env.DRAFT_IMAGES === '1', report, threads: chosenThreads } = options;
  const started = performance.now();
  // Started now and awaited for the sitemap: git runs while the pages render.
  const days = commitDays(root);
  const useCache = options.cache ?? true;
  const cache = openCache(root, useCache);
  // Apart, so that copies of the project (the tests') can share it: the editor's bundle holds no paths.
  const editorCache = openCache(root, useCache, 'locksmith-editor');
  const log = createLog(options.silent ? 'none' : quiet ? 'warnings' : 'steps');
  const distDir = resolve(root, outDir);
  const staging = await createStaging(distDir);
  const imageCache = resolve(root, 'node_modules/.cache/locksmith-images');
  const out = (file: string) => join(staging.dir, file);
  let editor: ReturnType<typeof writeEditor> | undefined;
  const cached = (kind: string) => (cache.hits.has(kind) || editorCache.hits.has(kind) ? 'from the cache' : '');
  try {
    let parsed: ParsedOn = { parsed: 0, threads: 1, byWorkers: 0 };
    const content = await log.step(
      'Load and validate content',
      () => cachedContent(root, cache, { ...options, threads: chosenThreads, onParsed: (p) => (parsed = p) }),
      (c) =>
        [buildKind(c.site, options.env ?? process.env).reason, cached('content'), parsedSummary(parsed)]
          .filter(Boolean)
          .join(', '),
    );
    [...content.warnings, ...longArticleWarnings(content.articles)].forEach(log.warn);
    const routes = await log.step(
      'Routes',
      () => buildRoutes(content, { articleCards }),
      (r) => `${r.length} routes`,
    );
    // Listed while the steps up to the render run.
    const distFiles = staging.previous(routes.length);
    const stylesheet = await log.step(
      'CSS',
      () => cachedCss(root, cache),
      (s) => [`${formatBytes(s.css.length)} before each page takes its part`, cached('css')].filter(Boolean).join(', '),
    );
    // The editor bundles beside the steps below (esbuild works on its own threads); awaited in its own step.
    editor = writeEditor(root, staging.dir, content, routes, stylesheet.css, editorCache);
    editor.catch(() => {});
    const bundle = await log.step(
      'Client bundle',
      () => cachedBundle(root, staging.dir, cache),
      () => cached('bundle'),
    );
    // Images first, so each page's report can count the image bytes it loads.
    const images = content.articles.flatMap((a) => [a.imageSource, ...a.bodyImages.map((i) => i.source)]);
    await log.step(
      'Images',
      () => writeImages(images, staging.dir, imageCache, draftImages ? 'draft' : 'final'),
      (i) => `${i.files} files, ${i.encoded} encoded${draftImages ? ' (draft encoding)' : ''}`,
    );
    const cards = routes.map((r) => r.head.image);
    await log.step(
      'Social images',
      () => writeSocialImages(cards, content.site, content.social, staging.dir, imageCache),
      (i) => `${i.files} cards, ${i.encoded} encoded`,
    );
    const manifestDescription = content.pages.home.seo.description;
    await log.step(
      'Icons and manifest',
      () => writeIcons(resolve(root, 'static/favicon.svg'), staging.dir, content.site, manifestDescription, cache),
      () => cached('icons'),
    );
    const setup = renderSetup(root, staging.dir, content, stylesheet, bundle, report === 'full');
    const written = await log.step(
      'Render and write',
      (tick) => renderChanged(routes, setup, distDir, distFiles, cache, tick, chosenThreads),
      (r) => renderedSummary(r.pages.length, r.rendered.length, r.threads),
    );
    const { pages } = written;
    staging.leaveInPlace(written.unchanged);
    // Every build, a test's or the benchmark's too, refuses a page over budget.
    await log.step('Budgets', () => {
      const problems = pages.flatMap((p) => p.problems);
      if (problems.length) throw new BudgetError(problems);
    });
    await log.step(
      'Feed',
      // Its folder is a page's, which this build may have left in place rather than written.
      () => mkdir(dirname(out(FEED_URL)), { recursive: true }).then(() => writeFile(out(FEED_URL), atomFeed(content))),
      () => FEED_URL,
    );
    await log.step('Sitemap and robots.txt', () =>
      Promise.all([
        days.then((d) => writeFile(out('sitemap.xml'), sitemapXml(routes, content, d))),
        writeFile(out('robots.txt'), robotsTxt(content)),
      ]),
    );
    const admin = await log.step(
      'Editor',
      () => editor ?? Promise.resolve(undefined),
      (e) =>
        e
          ? `${EDITOR_PATH}, ${formatBytes(editorBytes(e))} gzip, not a page: outside the budgets${cached('editor') && `, ${cached('editor')}`}`
          : 'none (content/site.yaml has no editor group)',
    );
    await log.step(
      'Host files',
      () =>
        writeHostFiles(pages, staging.dir, join(distDir, '..', 'nginx-headers.conf'), queryRedirects(content), admin),
      (s) => s,
    );
    await log.step(
      'Quote requests',
      () => writeRequestSettings(content, staging.dir),
      (path) => (path ? `${path} for the handler` : 'none (content/site.yaml has no requests group)'),
    );
    await log.step('Static files', () => copyStatic(resolve(root, 'static'), staging.dir));
    await log.step(
      'Link check',
      (tick) => checkLinks(pages, staging.files(), content.site.origin, tick),
      (n) => `${n} links, 0 broken`,
    );
    // Kept before the output is committed, whose thousands of deletions (swapped whole) would hold up the writing.
    await written.keep();
    await staging.commit();
    await staging.settled();
    const totalMs = performance.now() - started;
    await writeReport(join(distDir, '..', 'build-report.json'), pages, log.timings, totalMs, admin);
    const bytes = pages.reduce((sum, p) => sum + p.figures.html.raw, 0);
    log.print(`\n${summaryTable(pages, log.timings)}`);
    log.print(
      `\nBuilt ${pages.length} pages (${formatBytes(bytes)} of HTML) into ${outDir}/ in ${formatMs(totalMs)}; figures in build-report.json`,
    );
    return {
      pages: pages.length,
      rendered: written.rendered,
      timings: log.timings,
      warnings: log.warnings,
      totalMs,
      margin: smallestMargin(pages.map((p) => p.figures)),
      cached: [...cache.hits, ...editorCache.hits],
    };
  } catch (error) {
    // Nothing may write into the staging folder once it is gone: the editor may still be bundling into it.
    await editor?.catch(() => undefined);
    await staging.discard();
    throw error;
  }
}

/** "90 pages", "90 pages (3 rendered, 87 unchanged)", with the threads when more than one rendered. */
const renderedSummary = (pages: number, rendered: number, threads: number) =>
  `${pages} pages${rendered < pages ? ` (${rendered} rendered, ${pages - rendered} unchanged)` : ''}${threads > 1 && rendered ? ` on ${threads} threads` : ''}`;

/** "5,020 articles parsed on 2 threads", when more than one parsed them. */
const parsedSummary = ({ parsed, threads }: ParsedOn) =>
  threads > 1 ? `${parsed.toLocaleString('en-GB')} articles parsed on ${threads} threads` : '';

/** `npm run build -- --help` lists them. */
export const BUILD_FLAGS = {
  quiet: { help: 'only warnings and errors' },
  'no-cache': { help: 'run every step and render every page, reusing no earlier output (encoded images excepted)' },
  report: { values: ['budget', 'full'], help: 'full: exact gzip and brotli figures of every page (slower)' },
  threads: {
    value: 'N',
    help: `threads that parse the articles and render the pages (default: one a core from ${PARSE_WORKERS_FROM.toLocaleString('en-GB')} articles to parse, and from ${WORKERS_FROM.toLocaleString('en-GB')} pages; else 1)`,
  },
  watch: { help: 'build again after each save, in the same process, until stopped' },
  help: { help: 'this list' },
} as const satisfies Record<string, Flag>;

/** `npm run build -- [flags]` (bin/build.mjs runs it compiled): builds, or prints why it could not. */
export async function cli(): Promise<void> {
  const flags = flagsOrExit('npm run build --', BUILD_FLAGS);
  if (flags.help) {
    console.log(usage('npm run build --', BUILD_FLAGS));
    process.exit(0);
  }
  const threads = flags.threads === undefined ? undefined : Number(flags.threads);
  if (threads !== undefined && !(Number.isInteger(threads) && threads >= 1)) {
    console.error(
      `--threads takes a whole number from 1, not "${flags.threads}"\n${usage('npm run build --', BUILD_FLAGS)}`,
    );
    process.exit(2);
  }
  const options: BuildOptions = { quiet: flags.quiet, cache: !flags['no-cache'], report: flags.report, threads };
  if (flags.watch) {
    // Loaded only to watch: the file watcher is no part of a build.
    const { watchBuilds } = await import('./src/steps/report/watch');
    const run = (first: boolean) => build({ ...options, silent: !first });
    return watchBuilds({ root: process.cwd(), run, failure, quiet: flags.quiet });
  }
  await build(options).catch((error: unknown) => {
    console.error(`\n${failure(error)}`);
    process.exit(1);
  });
}

/** Why a build failed, and that dist/ is as it was. */
function failure(error: unknown): string {
  const step = error instanceof StepError ? ` in step "${error.step}"` : '';
  return `Build failed${step}; dist/ was left as it was.\n${error instanceof Error ? error.message : error}`;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await cli();
