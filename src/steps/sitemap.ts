// sitemap.xml and robots.txt. A page's <lastmod> is true or absent, never the build time: an article's own date,
// the newest article a page of the blog lists from (the whole blog, or its category), and for other pages the day
// of the last commit that changed the content files the page is made from.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { PageKind, Route } from '../../routes';
import type { Content } from '../content/load';
import { absoluteUrl } from '../lib/paths';

const execFileAsync = promisify(execFile);

/**
 * The content files and folders (ending in "/") each page kind is made from. content/site.yaml is in every list,
 * since its figures are filled into any page's copy; the frame in content/navigation.yaml is shared by all.
 */
const SITE = 'content/site.yaml';
const SOURCES: Record<
  Exclude<PageKind, 'blog' | 'blogCategory' | 'article' | 'notFound' | 'requestAnswer'>,
  string[]
> = {
  home: [SITE, 'content/pages/home.yaml', 'content/services/', 'content/reviews/'],
  about: [SITE, 'content/pages/about.yaml'],
  contact: [SITE, 'content/pages/contact.yaml'],
  privacy: [SITE, 'content/pages/privacy.yaml'],
  terms: [SITE, 'content/pages/terms.yaml'],
  services: [SITE, 'content/pages/services.yaml', 'content/services/'],
  service: [SITE, 'content/pages/services.yaml', 'content/services/', 'content/reviews/'],
  products: [SITE, 'content/pages/products.yaml', 'content/products/'],
  product: [SITE, 'content/pages/products.yaml', 'content/products/'],
  areas: [SITE, 'content/pages/areas.yaml', 'content/areas/'],
  area: [SITE, 'content/pages/areas.yaml', 'content/areas/', 'content/reviews/'],
};
const touches = (names: Set<string>, source: string) =>
  source.endsWith('/') ? [...names].some((name) => name.startsWith(source)) : names.has(source);

/** The day each page kind's content last changed in git, by kind. */
export type CommitDays = ReadonlyMap<PageKind, string | undefined>;

/**
 * The day of the last commit touching each kind's files, from one `git log` over all of them (a git process costs
 * 15–25 ms to start, so not one per kind). A merge lists the files it changed against each parent (`-m`), and counts
 * for a kind when it changed some of its files against every parent, which is when `git log -1 -- <files>` shows it.
 * Empty outside a git checkout. The build starts this before rendering and awaits it for the sitemap.
 */
export async function commitDays(root: string): Promise<CommitDays> {
  const kinds = Object.entries(SOURCES) as [PageKind, string[]][];
  const files = [...new Set(kinds.flatMap(([, list]) => list))];
  const args = ['log', '--format=%x00%H %cs', '--name-only', '-m', '--', ...files];
  const log = await execFileAsync('git', args, { cwd: root, maxBuffer: 64 * 1024 * 1024 }).then(
    (result) => result.stdout,
    () => '',
  );
  // Newest first, "\0<hash> <day>\n\n<file>\n…" per commit, and per parent of a merge.
  const commits: { hash: string; day: string; changed: Set<string>[] }[] = [];
  for (const entry of log.split('\0').slice(1)) {
    const [header = '', ...names] = entry.split('\n').filter(Boolean);
    const [hash = '', day = ''] = header.split(' ');
    const last = commits.at(-1);
    if (last?.hash === hash) last.changed.push(new Set(names));
    else commits.push({ hash, day, changed: [new Set(names)] });
  }
  const dayOf = (list: readonly string[]) =>
    commits.find((c) => c.changed.every((names) => list.some((source) => touches(names, source))))?.day;
  return new Map(
    kinds.map(([kind, list]) => {
      const day = dayOf(list);
      return [kind, day && /^\d{4}-\d{2}-\d{2}$/.test(day) ? day : undefined];
    }),
  );
}

function indexableRoutes(routes: readonly Route[]): Route[] {
  return routes.filter((r) => !r.head.noindex && r.head.canonicalPath);
}

export function sitemapXml(routes: readonly Route[], content: Content, days: CommitDays): string {
  const lastmod = (route: Route): string | undefined => {
    if (route.page === 'article') return route.props.article.date;
    if (
      route.page === 'blog' ||
      route.page === 'blogCategory' ||
      route.page === 'notFound' ||
      route.page === 'requestAnswer'
    )
      return route.lastmod;
    return days.get(route.page);
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
