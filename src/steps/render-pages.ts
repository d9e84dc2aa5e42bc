// Render step: every route to an HTML file in the output, measured and checked as it is written; a component that
// throws fails the build naming its route.
import type { Route } from '../../routes';
import { buildFrame } from '../lib/frame';
import { type RenderedPage, renderRoute, type RenderContext } from '../render';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { outputFile } from '../lib/paths';
import { type BundleData, clientBundle, type ClientBundle } from './bundle';
import { contentSecurityPolicy, inlineHash } from '../lib/csp';
import { type LinkedPage, linksOf } from '../lib/page-links';
import { budgetViolations, FIRST_SCREEN_BUDGET, PAGE_BUDGET } from './report/budgets';
import { createMeter, type PageFigures } from './report/measure';
import { createCssPicker, type Stylesheet } from './css';
import { inSlices } from './slices';
import type { Content } from '../content/load';
import type { IslandName } from '../client/islands/registry';

/** What the build keeps of a page once it is written: enough for the link check, host files and report. */
export interface PageResult extends LinkedPage {
  kind: Route['page'];
  /** Time this page took to render in this build: 0 for a page left unchanged in the previous output. */
  ms: number;
  figures: PageFigures;
  /** CSP source of the page's inline stylesheet. */
  styleHash: string;
  /** CSP source of the page's inline script, if it has one. */
  scriptHash: string | undefined;
  /** Budgets the page breaks (src/steps/report/budgets.ts). */
  problems: string[];
}

export class RenderError extends Error {
  constructor(route: Pick<Route, 'path' | 'page'>, cause: unknown) {
    const reason = cause instanceof Error ? cause.message : String(cause);
    super(`Rendering ${route.path} (page "${route.page}") failed: ${reason}`, { cause });
    this.name = 'RenderError';
  }
}

/** What rendering needs besides the routes, as plain data a worker thread can be handed (src/steps/render-pool.ts). */
export interface RenderSetup {
  root: string;
  outDir: string;
  /** The part of the content every page shows: the business, the menus, the services the menu lists. */
  content: Pick<Content, 'site' | 'navigation' | 'services'>;
  /** The whole stylesheet, from which each page takes its part. */
  stylesheet: Stylesheet;
  bundle: BundleData;
  /** Exact gzip figures of every page, and brotli (build-report.json). */
  fullReport: boolean;
}

/** The setup of a build: of the content, only what every page shows (the pages' own records are in their routes). */
export function renderSetup(
  root: string,
  outDir: string,
  content: Content,
  stylesheet: Stylesheet,
  bundle: ClientBundle,
  fullReport: boolean,
): RenderSetup {
  const { site, navigation, services } = content;
  return { root, outDir, content: { site, navigation, services }, stylesheet, bundle: bundle.data, fullReport };
}

/** Renders and writes a list of routes; the results are in their order. */
export type Renderer = (
  routes: readonly Route[],
  onPage?: (done: number, total: number) => void,
) => Promise<PageResult[]>;

/** A page rendered and measured, its HTML still to be written. */
export interface RenderedFile {
  result: PageResult;
  bytes: Uint8Array;
}

/**
 * Renders and measures one route at a time, with the render context and the meter it keeps from page to page (the
 * sizes of the island chunks are measured once): made once per thread. Every call is synchronous, compression
 * included (docs/performance.md#every-core says why).
 */
export function createPageRenderer(setup: RenderSetup): (route: Route) => RenderedFile {
  const bundle = clientBundle(setup.bundle);
  const ctx = renderContext(setup.content, setup.stylesheet, bundle);
  // Exact gzip figures where a page could break a budget; all of them, and brotli, in the full report.
  const measure = createMeter(setup.outDir, bundle, {
    exactAbove: { firstScreen: FIRST_SCREEN_BUDGET, page: PAGE_BUDGET },
    full: setup.fullReport,
  });
  return (route) => {
    const start = performance.now();
    let page: RenderedPage;
    try {
      page = renderRoute(route, ctx);
    } catch (error) {
      throw new RenderError(route, error);
    }
    const ms = performance.now() - start;
    // Encoded once for both the file and the compressor.
    const bytes = Buffer.from(page.html);
    const figures = measure(route, page, bytes);
    const result: PageResult = {
      path: route.path,
      kind: route.page,
      ms,
      ...linksOf(page.html),
      figures,
      styleHash: page.styleHash,
      scriptHash: page.script?.hash,
      problems: budgetViolations(route, page, figures),
    };
    return { result, bytes };
  };
}

/** Writes pages into `outDir`, synchronously as the compression, making each folder once. */
export function createWriter(outDir: string): (path: string, bytes: Uint8Array) => void {
  const dirs = new Set<string>([outDir]);
  return (path, bytes) => {
    const file = join(outDir, outputFile(path));
    const dir = dirname(file);
    if (!dirs.has(dir)) mkdirSync(dir, { recursive: true });
    dirs.add(dir);
    writeFileSync(file, bytes);
  };
}

/**
 * Renders, measures and writes each route on this thread, letting the event loop run between slices (inSlices). Only
 * each page's figures and links are kept: its HTML is dropped once written, so memory stays flat however many pages
 * there are.
 */
export function createRenderer(setup: RenderSetup): Renderer {
  const render = createPageRenderer(setup);
  const write = createWriter(setup.outDir);
  return async (routes, onPage) => {
    const results: PageResult[] = [];
    await inSlices(routes, (route, i) => {
      const { result, bytes } = render(route);
      write(route.path, bytes);
      results.push(result);
      onPage?.(i + 1, routes.length);
    });
    return results;
  };
}

/** What every render needs: site settings, frame, and which assets each page links. */
export function renderContext(
  content: Pick<Content, 'site' | 'navigation' | 'services'>,
  { css, classesByFile }: Stylesheet,
  bundle: ClientBundle,
): RenderContext {
  const pickCss = createCssPicker(css);
  // Pages of a kind share their stylesheet, so its CSP hash is computed once.
  const hashes = new Map<string, string>();
  const styleHashOf = (css: string) => {
    let hash = hashes.get(css);
    if (hash === undefined) hashes.set(css, (hash = inlineHash(css)));
    return hash;
  };
  // Classes an island or the 404 fallback can add once it runs are not yet in the HTML: they are those Tailwind found
  // in the files of their chunks. src/Document.tsx's are added too, since the body HTML the picker reads leaves out
  // the <body> element it writes. Pages with the same islands share one list.
  const extraClasses = new Map<string, string[]>();
  const classesFor = (islands: ReadonlySet<IslandName>, fallback: boolean) => {
    const key = `${[...islands].sort().join()}|${fallback}`;
    let classes = extraClasses.get(key);
    if (!classes) {
      const files = ['src/Document.tsx', ...bundle.sourcesFor(islands, fallback)];
      const found = new Set(files.flatMap((f) => classesByFile[f] ?? []));
      extraClasses.set(key, (classes = [...found]));
    }
    return classes;
  };
  return {
    site: content.site,
    frame: buildFrame(content.site, content.navigation, content.services, new Date().getFullYear()),
    assetsFor: (route, islands, bodyHtml) => {
      const fallback = route.page === 'notFound';
      const css = pickCss(bodyHtml, classesFor(islands, fallback));
      const script = fallback ? bundle.fallback : islands.size ? bundle.boot : undefined;
      const styleHash = styleHashOf(css);
      // The header on /* carries every page's policy, whatever the spelling of its path (src/steps/hosting.ts). The
      // 404 page, which answers addresses the site does not have, carries its own as well, its own hashes only.
      // Other pages do not: the same meta tag on them cost their simulated first paint up to 0.2 s under Lighthouse
      // (docs/deploy.md).
      const policy = fallback
        ? contentSecurityPolicy({ styles: [styleHash], scripts: script ? [script.hash] : [] }, 'meta')
        : undefined;
      return { css, styleHash, script, ...(policy ? { policy } : {}) };
    },
  };
}
