// An old link of the blog's in-page filter, /blog/?category={slug}, goes on to that category's page, on hosts whose
// redirect rules cannot match a query string (src/steps/hosting.ts has the rules for those that can). The boot
// script (src/client/boot.ts) fetches it, before the loader, on any address with a query string; it acts only on
// /blog/. The category links of the page say which categories exist, so an unknown one stays on /blog/.

import { blogListPath } from '../lib/paths';

/** Sends the visitor on and returns true, or returns false when the address is not an old category link. */
export function followOldCategoryLink(): boolean {
  const slug = location.pathname === blogListPath() && new URLSearchParams(location.search).get('category');
  const target = slug && blogListPath(slug);
  const link = target && [...document.querySelectorAll('a')].find((a) => a.pathname === target);
  // replace(), so Back goes to where the visitor came from, not to a page that would send them on again.
  if (link) location.replace(link.href);
  return Boolean(link);
}
