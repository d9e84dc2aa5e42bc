// Client script of dist/404.html, which hosts serve for any missing path: gives SPEC.md §8's outcome for it.
// Until it has decided, the page content stays hidden (see [data-fallback-pending] in src/styles.css), so an
// unknown area never flashes the 404 text before its generic page.
import { fallbackFor } from '../lib/fallback';
import { readFallbackData } from '../lib/fallback';

const PENDING = 'data-fallback-pending';
const container = document.querySelector<HTMLElement>(`[${PENDING}]`);
const reveal = () => container?.removeAttribute(PENDING);

const fallback = fallbackFor(window.location.pathname);
if (fallback.kind === 'redirect') {
  window.location.replace(fallback.to);
} else if (fallback.kind === 'notFound' || !container) {
  console.info(`404: there is no page at ${window.location.pathname}`);
  reveal();
} else {
  import('./FallbackPage')
    .then(({ renderFallbackPage }) => renderFallbackPage(container, fallback, readFallbackData(document)))
    .catch((error: unknown) => console.error('The fallback page failed to load:', error))
    .finally(reveal);
}
