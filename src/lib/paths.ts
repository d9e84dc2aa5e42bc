// URL and file-path rules shared by routes, links and the build: every page URL ends in "/".

/** A page URL from its segments: ("services", "lock-repair") → "/services/lock-repair/"; () → "/". */
export function pagePath(...segments: string[]): string {
  const inner = segments.filter(Boolean).join('/');
  return inner ? `/${inner}/` : '/';
}

/**
 * The sections whose pages are made from records, by the first segment of their URLs. Every link to one of their
 * pages is made by the functions below, which the routes use too, so the URL scheme is decided here alone
 * (test/url-scheme.test.ts fails on a path built by hand elsewhere).
 */
export const SECTIONS = { services: 'services', products: 'products', areas: 'areas', blog: 'blog' } as const;
export type Section = keyof typeof SECTIONS;

/** A section's index page ("/services/") or, with a slug, one of its pages ("/services/lock-repair/"). */
export const sectionPath = (section: Section, slug = '') => pagePath(SECTIONS[section], slug);
export const servicePath = (slug: string) => sectionPath('services', slug);
export const productPath = (slug: string) => sectionPath('products', slug);
export const areaPath = (slug: string) => sectionPath('areas', slug);
export const articlePath = (slug: string) => sectionPath('blog', slug);

/** The privacy notice, which every page's footer links to. */
export const privacyPath = () => pagePath('privacy');
/** The terms of business, which every page's footer, the quote form and its answer link to. */
export const termsPath = () => pagePath('terms');

/** A list's pages live below its first page: "/blog/", "/blog/page/2/", "/blog/category/maintenance/page/2/". */
export function blogListPath(category?: string, page = 1): string {
  const list = category ? [SECTIONS.blog, 'category', category] : [SECTIONS.blog];
  return pagePath(...list, ...(page > 1 ? ['page', String(page)] : []));
}

/** A region's areas, when /areas/ cannot show them all: "/areas/region/central-london/", then ".../page/2/". */
export function areaRegionPath(region: string, page = 1): string {
  return pagePath(SECTIONS.areas, AREA_REGIONS, region, ...(page > 1 ? ['page', String(page)] : []));
}

/** The folder of the regions' pages below /areas/, which no area may take as its file name. */
export const AREA_REGIONS = 'region';

/** Absolute URL on the site's origin ("https://host" + "/about/"). */
export function absoluteUrl(origin: string, path: string): string {
  return new URL(path, `${origin}/`).href;
}

/** Where a route's HTML lives in dist/: "/" → "index.html", "/about/" → "about/index.html", "/404.html" as is. */
export function outputFile(path: string): string {
  const relative = path.replace(/^\//, '');
  return path.endsWith('/') ? `${relative}index.html` : relative;
}

/** The tel: link for a number in international format; spaces are not allowed in tel: URIs (RFC 3966). */
export function telHref(telephone: string): string {
  return `tel:${telephone.replace(/\s+/g, '')}`;
}
