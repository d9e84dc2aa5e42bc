// The island loader a page with islands fetches once it has loaded and painted (src/client/boot.ts; with it at most
// 2 KB gzip, docs/architecture.md#targets): it arms the islands, each of which fetches React and its own code only
// when its trigger fires (src/client/islands/registry.ts). dist/404.html carries src/client/fallback-script.ts instead,
// which does the same once it has chosen the fallback. An old /blog/?category= link is sent on first, before any
// island can start loading.
import { followOldCategoryLink } from './category-redirect';
import { startIslands } from './loader';

if (!followOldCategoryLink()) startIslands();
