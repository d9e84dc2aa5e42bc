// The site's figures and frame in every preview, and the figures every save is checked with, come from content/site.yaml
// and content/navigation.yaml as last published in this editor, not as they were when it opened: the editor's page
// carries the files as the build read them, and publishing either replaces them, so an article's preview shows the new
// number as soon as it is published (at once under npm run admin, where each save publishes). The previews of those
// two files draw from the entry being edited, unsaved.
import type { z } from 'zod';
import { type Navigation, type SiteSettings, siteFields } from '../../content/schema';
import { type PreviewData, SITE_COLLECTION, SITE_FILES } from '../../lib/editor-preview';
import { buildFrame, type FrameSite } from '../../lib/frame';
import { ukInternational } from '../../lib/phone';
import { siteValuesOf } from '../../lib/site-values';
import type { Frame } from '../../lib/types';
import { filled } from './prepare';

/** What a preview fills and frames a page with. */
export interface Figures {
  /** The value of each {figure} of the copy. */
  values: Record<string, string>;
  frame: Frame;
}

const isList = (value: unknown): value is unknown[] => Array.isArray(value);

/** A menu file that can draw a frame: the form part-way filled in (a list not yet there) cannot. */
function isNavigation(value: unknown): value is Navigation {
  const nav = value as Partial<Navigation> | undefined;
  return isList(nav?.mainNav) && isList(nav?.footer?.quickLinks) && isList(nav?.footer?.services) && !!nav?.labels;
}

export class SiteSource {
  #site: unknown;
  #navigation: unknown;

  constructor(private readonly data: PreviewData) {
    this.#site = data.site;
    this.#navigation = data.navigation;
  }

  /** Told of every entry published: the facts or the menus published are what every preview shows from then on. */
  published(collection: string, file: string, entry: unknown): void {
    if (collection !== SITE_COLLECTION) return;
    if (file === SITE_FILES.site) this.#site = entry;
    if (file === SITE_FILES.navigation) this.#navigation = entry;
  }

  /** content/site.yaml as last published. */
  get site(): unknown {
    return this.#site;
  }

  /** The figures and frame from the saved files, or from `draft`'s files where it gives them (the entry being edited). */
  figures(draft: { site?: unknown; navigation?: unknown } = {}): Figures {
    const site = draft.site ?? this.#site;
    const values = siteValuesOf(site, this.data.year, this.data.names);
    const written = (value: unknown) => (value ?? {}) as Partial<Record<keyof SiteSettings, unknown>>;
    // A number typed part-way is not yet a number: the frame keeps the saved one until it is.
    const telephone =
      ukInternational(String(written(site).telephone ?? '')) ??
      ukInternational(String(written(this.#site).telephone ?? '')) ??
      ukInternational(String(written(this.data.site).telephone ?? '')) ??
      '';
    const brand = String(written(site).brand ?? written(this.#site).brand ?? '');
    const name = String(written(site).name ?? written(this.#site).name ?? '');
    // The business's details and texts, likewise, once the group being typed reads as the build would read it.
    const trader = parsed(siteFields.shape.trader, written(site).trader, written(this.#site).trader, this.data.site);
    const texts = parsed(siteFields.shape.texts, written(site).texts, written(this.#site).texts);
    const candidate = draft.navigation ?? this.#navigation;
    const navigation = filled(isNavigation(candidate) ? candidate : this.data.navigation, values) as Navigation;
    const frameSite = { brand, name, telephone, trader, ...(texts ? { texts } : {}) } as FrameSite;
    return { values, frame: buildFrame(frameSite, navigation, this.data.services, this.data.year) };
  }
}

/** The first of `candidates` that `schema` takes, as it reads it. */
function parsed<S extends z.ZodType>(schema: S, ...candidates: unknown[]): z.output<S> | undefined {
  for (const candidate of candidates) {
    const result = schema.safeParse(candidate);
    if (result.success) return result.data;
  }
  return undefined;
}
