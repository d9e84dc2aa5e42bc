// The validated content: what routes.ts and the build steps receive from the loader.
import type * as schema from './schema';
import type { Article } from './articles';
import type { PageCopy } from './content-files';

export interface Content {
  site: schema.SiteSettings;
  navigation: schema.Navigation;
  social: schema.SocialCopy;
  services: schema.Service[];
  productCategories: schema.ProductCategory[];
  /** The areas (London boroughs), in their order. */
  areas: schema.Area[];
  /** Customers' reviews, newest first; none until the owner adds them. */
  reviews: schema.Review[];
  /** The articles of content/blog/, newest first. */
  articles: Article[];
  pages: PageCopy;
  /**
   * content/site.yaml, content/navigation.yaml and each record of content/pages/ as written, before the figures are
   * filled in: the editor's previews fill them again with the figures as the owner changes them (src/steps/editor.ts).
   */
  written: {
    site: unknown;
    navigation: unknown;
    /** Each record of content/pages/ as written, with its file and its group there if the file has several. */
    pages: { [K in keyof PageCopy]: { file: string; record?: string; value: unknown } };
  };
  /** The value of each {placeholder} of content/site.yaml the copy was filled with (src/content/fill.ts). */
  values: Record<string, string>;
  /**
   * Warnings of the content checks (src/content/claims.ts), worked out when the content loads and kept with it, so
   * a build that reuses cached content prints them without loading the checks.
   */
  warnings: string[];
  /**
   * Where each record is linked or named from, by the record's file ("content/blog/a.md"): each place as
   * "file:line › field". The editor refuses to delete a record anything refers to.
   */
  references: Record<string, string[]>;
}
