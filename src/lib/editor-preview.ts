// What the editor's previews need beyond the entry being edited, made at build and put in the editor's page as
// JSON: the site's facts and menus and the pages' copy as written (the previews fill in the figures themselves, from
// the facts as last published), one page of each kind to show a copy record on, and the services a service page can name
// as related. Also the names the editor's configuration and its previews share.
import type { Service } from '../content/schema';
import type { Crumb } from './types';

/** Where the editor is served: never a page, never linked, never in the sitemap or the speculation rules. */
export const EDITOR_PATH = '/admin/';
export const PREVIEW_DATA_ID = 'editor-preview';
/** The site's stylesheet, whole, for the previews (a page of the site inlines only its part). */
export const PREVIEW_STYLESHEET = `${EDITOR_PATH}site.css`;

/** The collection of content/site.yaml, content/navigation.yaml and content/social.yaml, and the name of each file. */
export const SITE_COLLECTION = 'site';
export const SITE_FILES = { site: 'site', navigation: 'navigation', social: 'social' } as const;
/** The collection of content/pages/. */
export const PAGES_COLLECTION = 'pages';

/**
 * The editor's name of a file of content/pages/ ("pages-services"). Decap finds the preview of a file by the file's
 * name alone, so a name must not be a folder collection's too ("services").
 */
export const pageFileName = (file: string) => `pages-${pageBaseName(file)}`;

/** A file of content/pages/ by its base name ("services", "not-found"). */
export const pageBaseName = (file: string) => file.replace(/^content\/pages\/|\.yaml$/g, '');

/** A record of content/pages/ as written, and where the editor edits it: its file, and its group there if it shares it. */
export interface WrittenCopy {
  file: string;
  record?: string;
  value: unknown;
}

/** A page the site builds that shows a record of content/pages/ as its copy: its kind, and its props but the copy. */
export interface PreviewSample {
  page: string;
  path: string;
  crumbs: Crumb[];
  props: Record<string, unknown>;
}

export interface PreviewData {
  /** The year of the build: {yearsInBusiness} and the footer's copyright count to it. */
  year: number;
  /** The names of the figures content/site.yaml gives the copy (src/content/fill.ts). */
  names: readonly string[];
  /** content/site.yaml and content/navigation.yaml as written. */
  site: unknown;
  navigation: unknown;
  /** Each record of content/pages/ as written, by its name in the content (home, servicePage…). */
  copy: Record<string, WrittenCopy>;
  /** For each record of content/pages/, the first page that shows it, if any. */
  samples: Record<string, PreviewSample>;
  services: Pick<Service, 'slug' | 'title' | 'shortDescription' | 'icon'>[];
  /** Where each record is linked or named from, by its file, as the build found it (Content.references). */
  references: Record<string, string[]>;
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
