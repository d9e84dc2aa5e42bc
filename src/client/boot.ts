// The script a page with islands carries inline, at the end of its body (docs/performance.md "Scripts"): it fetches
// the loader (src/client/main.ts) once the page has loaded and its first contentful paint has been shown, so the
// loader never competes with the page for the first round trips, and nothing of it comes before the first paint
// or the largest one (what PageSpeed Insights' model would count). Until then a visitor uses the server HTML, which
// works on its own (the menu and the FAQ are <details>). An address with a query string fetches it at once: an old
// blog category link is sent on by the loader (src/client/category-redirect.ts), and should not wait for images.

/** The loader's URL, set by src/steps/bundle.ts (esbuild's `define`) once the loader is built and hashed. */
declare const LOADER_URL: string;

const start = () => import(LOADER_URL);
if (location.search) void start();
else
  addEventListener(
    'load',
    // Paint entries are reported once the paint is on screen, which can be a frame or more after the frame that drew
    // it; a browser without paint timing (older than Safari 14.1, Firefox 84) keeps the server HTML.
    () =>
      new PerformanceObserver(
        (entries) => entries.getEntriesByName('first-contentful-paint').length && setTimeout(start),
      ).observe({ type: 'paint', buffered: true }),
    { once: true },
  );
