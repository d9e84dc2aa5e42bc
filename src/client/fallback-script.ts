// The one script of dist/404.html, which hosts serve for any missing path, carried inline: gives its outcome (docs/site.md#errors-and-fallbacks), then
// arms the islands as src/client/main.ts does on every other page. An unknown product is sent on to /products/ as
// soon as the script runs, before any island can load. Until the fallback is shown, the page content stays hidden
// (see [data-fallback-pending] in src/styles.css), so an unknown area never flashes the 404 text before its generic
// page.
import { fallbackFor } from '../lib/fallback';
import { startIslands } from './loader';

const fallback = fallbackFor(window.location.pathname);

// Carried inline as a module, it runs once the document is parsed.
if (fallback.kind === 'redirect') window.location.replace(fallback.to);
else {
  const PENDING = 'data-fallback-pending';
  const host = document.querySelector<HTMLElement>(`[${PENDING}]`);
  const reveal = () => host?.removeAttribute(PENDING);
  if (fallback.kind === 'notFound' || !host) {
    console.info(`404: there is no page at ${window.location.pathname}`);
    reveal();
  } else {
    import('./FallbackPage')
      .then(({ renderFallbackPage }) => renderFallbackPage(host, fallback))
      .catch((error: unknown) => console.error('The fallback page failed to load:', error))
      .finally(reveal);
  }
  startIslands();
}
