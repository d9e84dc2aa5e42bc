// Client script of dist/404.html, which hosts serve for any missing path: gives SPEC.md §8's outcome for it.
import { fallbackFor } from './lib/fallback-route';

const fallback = fallbackFor(window.location.pathname);
if (fallback.kind === 'redirect') window.location.replace(fallback.to);
else console.info(`404: there is no page at ${fallback.path}`);
