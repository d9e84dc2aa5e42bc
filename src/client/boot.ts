// The script a page with islands carries inline, at the end of its body (docs/performance.md "Scripts"): it fetches
// the loader (src/client/main.ts) once the page has loaded and painted, so the loader never competes with the page
// for the first round trips, and nothing of it comes before the first paint or the largest one (what PageSpeed
// Insights' model would count). Until then a visitor uses the server HTML, which works on its own (the menu and the
// FAQ are <details>). An address with a query string fetches it at once: an old blog category link is sent on by
// the loader (src/client/category-redirect.ts), and should not wait for the page's images.

/** The loader's URL, set by src/steps/bundle.ts (esbuild's `define`) once the loader is built and hashed. */
declare const LOADER_URL: string;

const start = () => void import(LOADER_URL);
if (location.search) start();
else addEventListener('load', () => requestAnimationFrame(() => setTimeout(start)), { once: true });
