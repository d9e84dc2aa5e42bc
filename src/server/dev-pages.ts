// The site as the dev server sees it: content validated, routes listed, and a render function for one page.
// dev.ts bundles this module (project code only, packages stay external) and imports it afresh after each save,
// which is how edited content and components are picked up without restarting Node.
import { buildRoutes, type Route } from '../../routes';
import { clientBundle, type BundleData } from '../steps/bundle';
import { atomFeed } from '../steps/feed';
import { type Content, validateContent } from '../content/load';
import { longArticleWarnings } from '../content/article-length';
import { renderContext } from '../steps/render-pages';
import type { Stylesheet } from '../steps/css';
import { renderRoute } from '../render';

export interface DevSite {
  /** The validated content (the dev server draws the article images and social cards it names). */
  content: Content;
  routes: Route[];
  warnings: string[];
  /** The route for a URL path, or undefined (the dev server then renders 404.html, as a host would). */
  routeFor(path: string): Route | undefined;
  render(route: Route): string;
  /** The Atom feed, as the build writes it to dist/blog/feed.xml. */
  feed(): string;
}

export function loadSite(stylesheet: Stylesheet, bundle: BundleData): DevSite {
  const content = validateContent();
  const routes = buildRoutes(content);
  const byPath = new Map(routes.map((r) => [r.path, r]));
  const ctx = renderContext(content, stylesheet, clientBundle(bundle));
  return {
    content,
    routes,
    warnings: [...content.warnings, ...longArticleWarnings(content.articles)],
    routeFor: (path) => byPath.get(path),
    render: (route) => renderRoute(route, ctx).html,
    feed: () => atomFeed(content),
  };
}
