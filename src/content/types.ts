// The validated content: what routes.ts and the build steps receive from the loader.
import type * as schema from '../../content/schema';
import type { Article } from './articles';
import type { PageCopy } from './files';

export interface Content {
  site: schema.SiteSettings;
  navigation: schema.Navigation;
  social: schema.SocialCopy;
  services: schema.Service[];
  productCategories: schema.ProductCategory[];
  /** The boroughs, each with its point from the coordinate table. */
  areas: AreaRecord[];
  /** The articles of content/blog/, newest first. */
  articles: Article[];
  pages: PageCopy;
  /**
   * Warnings of the content checks (src/content/claims.ts), worked out when the content loads and kept with it, so
   * a build that reuses cached content prints them without loading the checks.
   */
  warnings: string[];
}

export type AreaRecord = schema.Area & { coordinates: schema.Coordinates };
