// Render step: every route to an HTML string; a component that throws fails the build naming its route.
import type { Route } from '../../routes';
import { buildChrome } from '../lib/chrome';
import { renderRoute, type RenderContext } from '../render';
import type { ClientBundle } from './bundle';
import type { Content } from './content';

export interface BuiltPage {
  route: Route;
  html: string;
}

export class RenderError extends Error {
  constructor(route: Route, cause: unknown) {
    const reason = cause instanceof Error ? cause.message : String(cause);
    super(`Rendering ${route.path} (page "${route.page}") failed: ${reason}`, { cause });
    this.name = 'RenderError';
  }
}

export function renderPages(routes: readonly Route[], ctx: RenderContext, onPage?: (done: number) => void): BuiltPage[] {
  return routes.map((route, i) => {
    try {
      const html = renderRoute(route, ctx);
      onPage?.(i + 1);
      return { route, html };
    } catch (error) {
      throw new RenderError(route, error);
    }
  });
}

/** What every render needs: site settings, chrome, and which assets each page links. */
export function renderContext(content: Content, css: string, bundle: ClientBundle): RenderContext {
  return {
    site: content.site,
    chrome: buildChrome(content, new Date().getFullYear()),
    assetsFor: (route, islands) => ({
      css,
      scripts: [...(islands.size ? [bundle.client] : []), ...(route.page === 'notFound' ? [bundle.fallback] : [])],
      preloads: bundle.chunksFor(islands),
    }),
  };
}
