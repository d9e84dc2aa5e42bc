// The one script a page with islands fetches as it loads (at most 2 KB gzip, docs/architecture.md#targets): it arms the
// islands, each of which fetches React and its own code only when its trigger fires (src/client/islands/registry.ts).
// dist/404.html runs src/client/fallback.ts instead, which does the same once it has chosen the fallback. An old
// /blog/?category= link is sent on first, before any island can start loading.
import { followOldCategoryLink } from './category-redirect';
import { startIslands, whenParsed } from './loader';

whenParsed(() => {
  if (!followOldCategoryLink()) startIslands();
});
