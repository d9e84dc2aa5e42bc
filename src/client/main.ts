// The island loader a page with islands fetches once it has loaded and painted (src/client/boot.ts; with it at most
// 2 KB gzip, docs/architecture.md#targets): it arms the islands, each of which fetches React and its own code only
// when its trigger fires (src/client/islands/registry.ts). dist/404.html carries src/client/fallback-script.ts instead,
// which fetches it too once it has chosen the fallback.
import { startIslands } from './loader';

startIslands();
