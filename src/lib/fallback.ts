// What dist/404.html does for a path the host could not find (docs/site.md#errors-and-fallbacks),
// and the copy it carries for those fallbacks: written into the page as JSON at build time, read by its client
// script, so the browser renders the same components with the same validated copy as the build.
import type { AreaPageCopy, PostNotFoundCopy } from '../content/schema';
import type { Frame, Crumb } from './types';
import { sectionPath } from './paths';

export const FALLBACK_DATA_ID = 'fallback-data';
/** Marks the element (the breadcrumbs and <main>) a fallback page replaces. */
export const FALLBACK_HOST = 'data-fallback-host';
/**
 * Set on <html> by the script while it renders a fallback page, which hides the host until then, so the 404 text
 * never flashes before it (src/styles.css). A plain 404 is never hidden.
 */
export const FALLBACK_PENDING = 'data-fallback-pending';

/** What routes.ts gives the 404 page for its fallbacks. */
export interface FallbackCopy {
  /** For the title of a page rendered in the browser ("{title} | {site name}"). */
  siteName: string;
  home: Crumb;
  areas: { crumb: Crumb; copy: AreaPageCopy };
  blog: { crumb: Crumb; copy: PostNotFoundCopy };
}

export interface FallbackData extends FallbackCopy {
  frame: Frame;
}

export function readFallbackData(doc: Document): FallbackData {
  const text = doc.getElementById(FALLBACK_DATA_ID)?.textContent;
  if (!text) throw new Error(`404 page: no #${FALLBACK_DATA_ID} element`);
  return JSON.parse(text) as FallbackData;
}

export type Fallback =
  | { kind: 'redirect'; to: string }
  | { kind: 'area'; slug: string }
  | { kind: 'post'; slug: string }
  | { kind: 'notFound'; path: string };

const under = (section: string, path: string) => new RegExp(`^/${section}/([A-Za-z0-9-]+)/?$`).exec(path)?.[1];

export function fallbackFor(path: string): Fallback {
  // An unknown product category goes to the category index (replacing the broken URL in history).
  const products = sectionPath('products');
  if (path.startsWith(products) && path.length > products.length) return { kind: 'redirect', to: products };
  // An unknown area still gets an area page, named after its slug.
  const area = under('areas', path);
  if (area) return { kind: 'area', slug: area.toLowerCase() };
  const post = under('blog', path);
  if (post) return { kind: 'post', slug: post.toLowerCase() };
  return { kind: 'notFound', path };
}
