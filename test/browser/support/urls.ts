// The URLs the browser suite visits, read from routes.ts so a new page is tested without editing the suite, and
// the built site it runs against (scripts/lib/built-site.ts: DIST_DIR, default dist) on the host serving it (the
// preview server, or Cloudflare's runtime with TEST_HOST=cloudflare).
import type { PageKind } from '../../../routes';
import { content, distDir, requireDist, routes } from '../../../scripts/lib/built-site';
import { startHost, type Host } from './hosts';

export { content, distDir, firstPath, requireDist, routes } from '../../../scripts/lib/built-site';

/** A link of the header's menu. */
export interface MenuLink {
  label: string;
  href: string;
}

/**
 * The entries of the header's menu as a visitor sees them (docs/site.md#shared-frame): those of
 * content/navigation.yaml, where an entry marked listServices lists every service of the content, in their order,
 * after its own children.
 */
export const mainNav: (MenuLink & { children?: MenuLink[] })[] = content.navigation.mainNav.map(
  ({ label, href, children, listServices }) => {
    const services = listServices
      ? content.services.map((s) => ({ label: s.title, href: `/services/${s.slug}/` }))
      : [];
    const all = [...(children ?? []), ...services];
    return all.length ? { label, href, children: all } : { label, href };
  },
);

/** The Services dropdown's links, and the first of its links to a service's own page, to choose. */
export const servicesMenu = mainNav.find((item) => item.children)?.children ?? [];
export const menuService = servicesMenu.find((s) => /^\/services\/[^/]+\/$/.test(s.href));

export async function startSite(): Promise<Host> {
  requireDist();
  return startHost(distDir);
}

/** What a visitor can reach: a built page, or a path the host answers with 404.html and its fallback script. */
export type UrlKind = PageKind | 'missingPage' | 'missingProduct' | 'missingArea' | 'missingArticle';

export interface SiteUrl {
  path: string;
  kind: UrlKind;
  /** The URL is not built: the host answers it with 404.html (status 404), whose script decides what to show. */
  fallback: boolean;
  /** Where the visitor ends up when the fallback script moves them on. */
  endsOn?: string;
}

/** The four fallbacks of docs/site.md#errors-and-fallbacks (docs/architecture.md#static-hosting). */
export const fallbackUrls: SiteUrl[] = [
  { path: '/no-such-page/', kind: 'missingPage', fallback: true },
  { path: '/products/nope/', kind: 'missingProduct', fallback: true, endsOn: '/products/' },
  { path: '/areas/kings-cross/', kind: 'missingArea', fallback: true },
  { path: '/blog/nope/', kind: 'missingArticle', fallback: true },
];

/**
 * Every route of routes.ts, then the fallback URLs. The not-found route is the file 404.html, which no URL
 * serves under its own name (the preview server, like static hosts, redirects /404.html to a clean URL): it is
 * visited as the host shows it, through /no-such-page/.
 */
export const siteUrls: SiteUrl[] = [
  ...routes.filter((r) => r.page !== 'notFound').map((r) => ({ path: r.path, kind: r.page, fallback: false })),
  ...fallbackUrls,
];

/** The first URL of each kind, for screenshots. The product fallback ends on /products/, already covered. */
export const urlPerKind: SiteUrl[] = siteUrls.filter(
  (u, i) => u.kind !== 'missingProduct' && siteUrls.findIndex((v) => v.kind === u.kind) === i,
);
