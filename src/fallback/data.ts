// The copy dist/404.html carries for its fallbacks: written into the page as JSON at build time, read by its
// client script, so the browser renders the same components with the same validated copy as the build.
import type { AreaPageCopy, PostNotFoundCopy } from '../../content/schema';
import type { Chrome, Crumb } from '../lib/types';

export const FALLBACK_DATA_ID = 'fallback-data';

/** What routes.ts gives the 404 page for its fallbacks. */
export interface FallbackCopy {
  /** For the title of a page rendered in the browser ("{title} | {site name}"). */
  siteName: string;
  home: Crumb;
  areas: { crumb: Crumb; copy: AreaPageCopy };
  blog: { crumb: Crumb; copy: PostNotFoundCopy };
}

export interface FallbackData extends FallbackCopy {
  chrome: Chrome;
}

export function readFallbackData(doc: Document): FallbackData {
  const text = doc.getElementById(FALLBACK_DATA_ID)?.textContent;
  if (!text) throw new Error(`404 page: no #${FALLBACK_DATA_ID} element`);
  return JSON.parse(text) as FallbackData;
}
