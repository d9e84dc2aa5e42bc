// The one script a page fetches as it loads (at most 2 KB gzip, DESIGN.md "Targets"): on dist/404.html it first
// gives the missing path its fallback, then it arms the islands, each of which fetches React and its own code only
// when its trigger fires (src/client/islands/registry.ts).
import { showFallback } from './fallback';
import { startIslands } from './loader';

const fallbackHost = document.querySelector<HTMLElement>('[data-fallback-pending]');
if (!fallbackHost || showFallback(fallbackHost)) startIslands();
