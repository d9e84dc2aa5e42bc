// Browser entry of /blog/ only: an old link of the in-page filter, /blog/?category={slug}, goes on to that
// category's page, on hosts whose redirect rules cannot match a query string (src/build/hosting.ts has the rules
// for those that can). The category links of the page say which categories exist, so an unknown one stays here.
// Self-contained on purpose: a few hundred bytes with no imports, so it costs /blog/ no chunk of its own.

const slug = new URLSearchParams(location.search).get('category');
// The address blogListPath() in src/lib/blog.ts gives a category's first page.
const target = slug && `/blog/category/${slug}/`;
const link = target && [...document.querySelectorAll('a')].find((a) => a.pathname === target);
// replace(), so Back goes to where the visitor came from, not to a page that would send them on again.
if (link) location.replace(link.href);
