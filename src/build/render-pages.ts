// Render step: every route to an HTML string; a component that throws fails the build naming its route.
import type { Route } from '../../routes';
import { buildChrome } from '../lib/chrome';
import { renderRoute, type RenderContext } from '../render';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ClientBundle } from './bundle';
import { classTokens, createCssPicker } from './css';
import type { Content } from './content';

export interface BuiltPage {
  route: Route;
  html: string;
  /** Time this page took to render. */
  ms: number;
}

export class RenderError extends Error {
  constructor(route: Route, cause: unknown) {
    const reason = cause instanceof Error ? cause.message : String(cause);
    super(`Rendering ${route.path} (page "${route.page}") failed: ${reason}`, { cause });
    this.name = 'RenderError';
  }
}

export function renderPages(routes: readonly Route[], ctx: RenderContext, onPage?: (done: number, total: number) => void): BuiltPage[] {
  return routes.map((route, i) => {
    try {
      const start = performance.now();
      const html = renderRoute(route, ctx);
      onPage?.(i + 1, routes.length);
      return { route, html, ms: performance.now() - start };
    } catch (error) {
      throw new RenderError(route, error);
    }
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
