// The script a page with islands carries inline, as a classic script in its head (docs/performance.md "Scripts"): it
// fetches the loader (src/client/main.ts) once the page has painted (src/client/after-first-paint.ts). Until then a
// visitor uses the server HTML, which works on its own (the menu and the FAQ are <details>). An address with a query
// string may be an old blog category link, sent on at once (src/client/category-redirect.ts, fetched only then)
// before any island starts loading; it reads the page's links, so it waits for the document to be parsed.
import { afterFirstPaint, startLoader } from './after-first-paint';

if (location.search)
  document.addEventListener(
    'DOMContentLoaded',
    () =>
      void import('./category-redirect').then(({ followOldCategoryLink }) => followOldCategoryLink() || startLoader()),
    { once: true },
  );
else afterFirstPaint(startLoader);
