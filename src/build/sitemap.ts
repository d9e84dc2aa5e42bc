// sitemap.xml and robots.txt. A page's <lastmod> is true or absent, never the build time: an article's own date,
// the newest article a page of the blog lists from (the whole blog, or its category), and for other pages the day
// of the last commit that changed the content files the page is made from.
import { execFileSync } from 'node:child_process';
import type { PageKind, Route } from '../../routes';
import type { Content } from '../content/load';
import { absoluteUrl } from '../lib/paths';

/** The content files each page kind is made from (the chrome in content/navigation.ts is shared by all). */
const SOURCES: Record<Exclude<PageKind, 'blog' | 'blogCategory' | 'article' | 'notFound'>, string[]> = {
  home: ['content/pages/home.ts', 'content/services.ts'],
  about: ['content/pages/about.ts'],
  contact: ['content/pages/contact.ts'],
  services: ['content/pages/services.ts', 'content/services.ts'],
  service: ['content/pages/services.ts', 'content/services.ts'],
  products: ['content/pages/products.ts', 'content/products.ts'],
  product: ['content/pages/products.ts', 'content/products.ts'],
  areas: ['content/pages/areas.ts', 'content/areas.ts'],
  area: ['content/pages/areas.ts', 'content/areas.ts', 'content/area-coordinates.ts'],
};

/** "YYYY-MM-DD" of the last commit touching these files, or undefined outside a git checkout. */
function lastCommitDay(root: string, files: readonly string[]): string | undefined {
  try {
    const day = execFileSync('git', ['log', '-1', '--format=%cs', '--', ...files], {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
    return /^\d{4}-\d{2}-\d{2}$/.test(day) ? day : undefined;
  } catch {
    return undefined;
  }
}

function indexableRoutes(routes: readonly Route[]): Route[] {
  return routes.filter((r) => !r.head.noindex && r.head.canonicalPath);
}

export function sitemapXml(routes: readonly Route[], content: Content, root: string): string {
  const byKind = new Map<string, string | undefined>();
  const lastmod = (route: Route): string | undefined => {
    if (route.page === 'article') return route.props.article.date;
    if (route.page === 'blog' || route.page === 'blogCategory' || route.page === 'notFound') return route.lastmod;
    if (!byKind.has(route.page)) byKind.set(route.page, lastCommitDay(root, SOURCES[route.page]));
    return byKind.get(route.page);
  };
  const urls = indexableRoutes(routes).map((route) => {
    const day = lastmod(route);
    const loc = absoluteUrl(content.site.origin, route.head.canonicalPath ?? route.path);
    return `  <url>\n    <loc>${loc}</loc>${day ? `\n    <lastmod>${day}</lastmod>` : ''}\n  </url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

export function robotsTxt(content: Content): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl(content.site.origin, '/sitemap.xml')}\n`;
}
