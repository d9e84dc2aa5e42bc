// The one script of dist/404.html, which hosts serve for any missing path. It is carried inline in the head as a
// classic script, so it decides the page's outcome (docs/site.md#errors-and-fallbacks) before anything is drawn: an
// unknown product is sent on to /products/ at once; for an unknown area or article the content is hidden until the
// fallback page replaces it, so the 404 text never flashes; a plain 404 is never hidden, so it paints as early as it
// would without scripts. Once the document is parsed, it renders the fallback page and fetches the island loader
// (src/client/main.ts) at once; beside the 404 text it fetches the loader once the page has painted, as every other
// page's boot script does. The loader is not carried here: its code, run as the head is parsed, cost the 404 page
// 130–180 ms of first paint in PageSpeed Insights' model.
import { FALLBACK_HOST, FALLBACK_PENDING, fallbackFor } from '../lib/fallback';
import { afterFirstPaint, startLoader } from './after-first-paint';

const fallback = fallbackFor(window.location.pathname);

if (fallback.kind === 'redirect') window.location.replace(fallback.to);
else {
  const root = document.documentElement;
  if (fallback.kind === 'notFound') console.info(`404: there is no page at ${window.location.pathname}`);
  else root.setAttribute(FALLBACK_PENDING, '');
  document.addEventListener(
    'DOMContentLoaded',
    () => {
      const reveal = () => root.removeAttribute(FALLBACK_PENDING);
      const host = document.querySelector<HTMLElement>(`[${FALLBACK_HOST}]`);
      if (fallback.kind === 'notFound' || !host) {
        reveal();
        afterFirstPaint(startLoader);
        return;
      }
      import('./FallbackPage')
        .then(({ renderFallbackPage }) => renderFallbackPage(host, fallback))
        .catch((error: unknown) => console.error('The fallback page failed to load:', error))
        .finally(reveal);
      startLoader();
    },
    { once: true },
  );
}
