// Render step: every route to an HTML file in the output, measured and checked as it is written; a component that
// throws fails the build naming its route.
import type { Route } from '../../routes';
import { buildChrome } from '../lib/chrome';
import { renderRoute, type RenderContext } from '../render';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { outputFile } from '../lib/paths';
import type { ClientBundle } from './bundle';
import { styleHash } from './hosting';
import { type LinkedPage, linksOf } from './links';
import { budgetViolations, createMeter, type PageFigures } from './report';
import { classTokens, createCssPicker } from './css';
import type { Content } from './content';

/** What the build keeps of a page once it is written: enough for the link check, host files and report. */
export interface PageResult extends LinkedPage {
  kind: Route['page'];
  /** Time this page took to render. */
  ms: number;
  figures: PageFigures;
  /** CSP source of the page's inline stylesheet. */
  styleHash: string;
  /** Budgets the page breaks (see report.ts). */
  problems: string[];
}

export class RenderError extends Error {
  constructor(route: Pick<Route, 'path' | 'page'>, cause: unknown) {
    const reason = cause instanceof Error ? cause.message : String(cause);
    super(`Rendering ${route.path} (page "${route.page}") failed: ${reason}`, { cause });
    this.name = 'RenderError';
  }
}

/**
 * Renders each route, writes its file and measures it, keeping only the figures and links: the HTML of a page is
 * dropped once written, so memory stays flat however many pages there are.
 */
export function renderAndWrite(
  routes: readonly Route[],
  ctx: RenderContext,
  outDir: string,
  bundle: ClientBundle,
  onPage?: (done: number, total: number) => void,
): PageResult[] {
  const measure = createMeter(outDir);
  const dirs = new Set<string>();
  return routes.map((route, i) => {
    const start = performance.now();
    let html: string;
    try {
      html = renderRoute(route, ctx);
    } catch (error) {
      throw new RenderError(route, error);
    }
    const ms = performance.now() - start;
    const file = join(outDir, outputFile(route.path));
    if (!dirs.has(dirname(file))) mkdirSync(dirname(file), { recursive: true });
    dirs.add(dirname(file));
    writeFileSync(file, html);
    const figures = measure(route, html);
    onPage?.(i + 1, routes.length);
    return {
      path: route.path,
      kind: route.page,
      ms,
      ...linksOf(html),
      figures,
      styleHash: styleHash(/<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? ''),
      problems: budgetViolations(route, html, figures, bundle),
    };
  });
}

/** What every render needs: site settings, chrome, and which assets each page links. */
export function renderContext(content: Content, css: string, bundle: ClientBundle, root: string): RenderContext {
  const pickCss = createCssPicker(css);
  // Classes an island or the 404 fallback can add once it runs are in their source files, not yet in the HTML.
  // Pages with the same islands share one list, so it is read and split once per combination.
  const sourceTokens = new Map<string, string[]>();
  const tokensFor = (islands: ReadonlySet<string>, fallback: boolean, sources: () => string[]) => {
    const key = `${[...islands].sort().join()}|${fallback}`;
    let tokens = sourceTokens.get(key);
    if (!tokens) {
      const files = ['src/Document.tsx', ...sources()];
      tokens = [...new Set(files.flatMap((f) => readFileSync(join(root, f), 'utf8').split(/[\s"'`{}()<>,;=]+/)))];
      sourceTokens.set(key, tokens);
    }
    return tokens;
  };
  return {
    site: content.site,
    chrome: buildChrome(content, new Date().getFullYear()),
    assetsFor: (route, islands, bodyHtml) => {
      const fallback = route.page === 'notFound';
      const sourceClasses = tokensFor(islands, fallback, () => bundle.sourcesFor(islands, fallback));
      return {
        css: pickCss([...classTokens(bodyHtml), ...sourceClasses]),
        scripts: [...(islands.size ? [bundle.client] : []), ...(fallback ? [bundle.fallback] : [])],
        preloads: bundle.chunksFor(islands),
      };
    },
  };
}
