// What the editor's previews need beyond the entry being edited, made at build and put in the editor's page as
// JSON: the site's figures for the {placeholders}, the frame, the copy the pages of each kind share, and the
// services a service page can name as related.
import type { ArticlePageCopy, AreaPageCopy, ProductPageCopy, Service, ServicePageCopy } from '../content/schema';
import type { Frame } from './types';

/** Where the editor is served: never a page, never linked, never in the sitemap or the speculation rules. */
export const EDITOR_PATH = '/admin/';
export const PREVIEW_DATA_ID = 'editor-preview';
/** The site's stylesheet, whole, for the previews (a page of the site inlines only its part). */
export const PREVIEW_STYLESHEET = `${EDITOR_PATH}site.css`;

export interface PreviewData {
  /** The value of each {placeholder} of content/site.yaml (src/content/fill.ts). */
  values: Record<string, string>;
  frame: Frame;
  copy: {
    servicePage: ServicePageCopy;
    productPage: ProductPageCopy;
    areaPage: AreaPageCopy;
    articlePage: ArticlePageCopy;
  };
  services: Pick<Service, 'slug' | 'title' | 'shortDescription' | 'icon'>[];
}

/** The previews' data, or undefined on a page made while the content did not validate (npm run admin). */
export function readPreviewData(doc: Document): PreviewData | undefined {
  const text = doc.getElementById(PREVIEW_DATA_ID)?.textContent;
  return text ? (JSON.parse(text) as PreviewData) : undefined;
}

/**
 * The note of `npm run admin`'s editor that lists the build's errors: its element, and its attribute naming the dev
 * server's event stream, which says when a save builds or fails again.
 */
export const BUILD_ERRORS_ID = 'build-errors';
export const BUILD_EVENTS_ATTRIBUTE = 'data-events';
