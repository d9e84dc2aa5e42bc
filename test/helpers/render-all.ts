// Every page of a site built from some content, rendered in memory as the build renders it (no CSS or scripts), for
// tests that change the content and read what every page then says.
import { buildRoutes, type Route } from '../../routes';
import type { Content } from '../../src/content/load';
import { buildFrame } from '../../src/lib/frame';
import { renderRoute } from '../../src/render';

/** Each page's HTML, by path: every page, or those of `only`. */
export function renderAll(content: Content, only?: readonly string[]): Map<string, string> {
  const ctx = {
    site: content.site,
    frame: buildFrame(content.site, content.navigation, content.services, 2026),
    assetsFor: () => ({ css: '', styleHash: 'sha256-', script: undefined }),
  };
  const routes: Route[] = buildRoutes(content, { articleCards: false }).filter((r) => !only || only.includes(r.path));
  return new Map(routes.map((route) => [route.path, renderRoute(route, ctx).html]));
}
