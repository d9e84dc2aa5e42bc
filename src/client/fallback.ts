// What dist/404.html does for the missing path it is served at (SPEC.md §8): decided before any island loads, so
// an unknown product is sent on to /products/ before the page fetches anything else. Until it has decided, the
// page content stays hidden (see [data-fallback-pending] in src/styles.css), so an unknown area never flashes the
// 404 text before its generic page.
import { fallbackFor } from '../lib/fallback';

/** Shows the fallback in `host`; false when the visitor is being sent elsewhere, so nothing else should load. */
export function showFallback(host: HTMLElement): boolean {
  const reveal = () => host.removeAttribute('data-fallback-pending');
  const fallback = fallbackFor(window.location.pathname);
  if (fallback.kind === 'redirect') {
    window.location.replace(fallback.to);
    return false;
  }
  if (fallback.kind === 'notFound') {
    console.info(`404: there is no page at ${window.location.pathname}`);
    reveal();
  } else {
    import('./FallbackPage')
      .then(({ renderFallbackPage }) => renderFallbackPage(host, fallback))
      .catch((error: unknown) => console.error('The fallback page failed to load:', error))
      .finally(reveal);
  }
  return true;
}
