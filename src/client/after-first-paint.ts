// How and when a page's own script starts the island loader (docs/performance.md "Scripts"). `startLoader` fetches
// it (src/client/main.ts; src/steps/bundle.ts points the import at its hashed file). `afterFirstPaint` runs it once
// `load` has fired and the browser has reported the first contentful paint, so the loader never competes with the
// page for the first round trips, and nothing of it comes before the first paint or the largest one (what PageSpeed
// Insights' model would count). Paint entries are reported once the paint is on screen, which can be a frame or more
// after the frame that drew it; a browser without paint timing (older than Safari 14.1, Firefox 84) keeps the server
// HTML.
export const startLoader = () => void import('./main');

export function afterFirstPaint(run: () => void): void {
  addEventListener(
    'load',
    () =>
      new PerformanceObserver(
        (entries) => entries.getEntriesByName('first-contentful-paint').length && setTimeout(run),
      ).observe({ type: 'paint', buffered: true }),
    { once: true },
  );
}
