// Load and validate step: imports the content tables, checks them against content/schema.ts and the rules the
// schema cannot express (unique slugs, references that resolve), and returns typed tables or every problem found.
import type { z } from 'zod';
import * as schema from '../../content/schema';
import { ContentError, toContentError } from './content-error';
import { site } from '../../content/site';
import { services } from '../../content/services';
import { productCategories } from '../../content/products';
import { home } from '../../content/pages/home';
import { about } from '../../content/pages/about';
import { contact } from '../../content/pages/contact';
import { notFound } from '../../content/pages/not-found';
import { servicePage, servicesIndex } from '../../content/pages/services';
import { productPage, productsIndex } from '../../content/pages/products';
import { areaPage, areasIndex } from '../../content/pages/areas';
import { articlePage, blogIndex, postNotFound } from '../../content/pages/blog';
import { areas } from '../../content/areas';
import { areaCoordinates } from '../../content/area-coordinates';
import { mainNav, footer, labels } from '../../content/navigation';
import { social } from '../../content/social';
import { checkReferences, type RuleOptions } from './content-rules';
import { type Article, byDateDesc, parseArticle, readArticleSources } from './blog';

export interface Content {
  site: schema.SiteSettings;
  services: schema.Service[];
  productCategories: schema.ProductCategory[];
  /** The boroughs, each with its point from the coordinate table. */
  areas: AreaRecord[];
  /** The articles of content/blog/, newest first. */
  articles: Article[];
  pages: {
    home: schema.HomeCopy;
    about: schema.AboutCopy;
    contact: schema.ContactCopy;
    notFound: schema.NotFoundCopy;
    servicesIndex: schema.ServicesIndexCopy;
    servicePage: schema.ServicePageCopy;
    productsIndex: schema.ProductsIndexCopy;
    productPage: schema.ProductPageCopy;
    areasIndex: schema.AreasIndexCopy;
    areaPage: schema.AreaPageCopy;
    blogIndex: schema.BlogIndexCopy;
    articlePage: schema.ArticlePageCopy;
    postNotFound: schema.PostNotFoundCopy;
  };
  navigation: { mainNav: typeof mainNav; footer: typeof footer; labels: typeof labels };
  social: schema.SocialCopy;
}

export type AreaRecord = schema.Area & { coordinates: schema.Coordinates };

/** Every problem found in the content, reported together so one build shows them all. */
export class ContentErrors extends Error {
  constructor(readonly errors: ContentError[]) {
    super(
      `${errors.length} content error${errors.length === 1 ? '' : 's'}:\n${errors.map((e) => `  ${e.message}`).join('\n')}`,
    );
    this.name = 'ContentErrors';
  }
}

/** Collects problems while the tables are checked. */
export class Problems {
  readonly list: ContentError[] = [];
  add(file: string, record: string | undefined, field: string, expected: string, found: string): void {
    this.list.push(new ContentError(file, record, field, expected, found));
  }
  /** Validates one record; returns the parsed value, or undefined after noting its first issue. */
  parse<S extends z.ZodType>(file: string, record: string | undefined, s: S, value: unknown): z.infer<S> | undefined {
    const result = s.safeParse(value);
    if (result.success) return result.data;
    const issue = result.error.issues[0];
    if (issue) this.list.push(toContentError(file, record, value, issue));
    return undefined;
  }
  /** Validates each record of a table, naming each by its slug (or position when it has none). */
  parseTable<S extends z.ZodType>(file: string, s: S, rows: readonly unknown[]): z.infer<S>[] {
    return rows.map((row, i) => this.parse(file, recordName(row, i), s, row)).filter((r) => r !== undefined);
  }
}

function recordName(row: unknown, index: number): string {
  const slug = row !== null && typeof row === 'object' ? (row as { slug?: unknown }).slug : undefined;
  return typeof slug === 'string' && slug ? slug : `record ${index + 1}`;
}

const SERVICES_COPY = 'content/pages/services.ts';
const PRODUCTS_COPY = 'content/pages/products.ts';
const AREAS_COPY = 'content/pages/areas.ts';
const BLOG_COPY = 'content/pages/blog.ts';
export const AREAS_FILE = 'content/areas.ts';
export const COORDINATES_FILE = 'content/area-coordinates.ts';

/** The tables as the content files export them, before validation. */
export const contentFiles = {
  site,
  services,
  productCategories,
  areas,
  areaCoordinates,
  /** The Markdown files of content/blog/ as text (read once, when this module loads). */
  articles: readArticleSources(),
  pages: {
    home,
    about,
    contact,
    notFound,
    servicesIndex,
    servicePage,
    productsIndex,
    productPage,
    areasIndex,
    areaPage,
    blogIndex,
    articlePage,
    postNotFound,
  },
  navigation: { mainNav, footer, labels },
  social,
};
export type RawContent = typeof contentFiles;

/**
 * Validates the tables and returns them typed, or throws ContentErrors listing every problem.
 * SITE_URL overrides the origin of content/site.ts, so the same content builds for staging and production.
 */
export function validateContent(
  raw: RawContent,
  env: NodeJS.ProcessEnv = process.env,
  rules: RuleOptions = {},
): Content {
  const problems = new Problems();
  const siteInput = env.SITE_URL ? { ...raw.site, origin: env.SITE_URL.replace(/\/+$/, '') } : raw.site;
  const parsed = {
    site: problems.parse('content/site.ts', undefined, schema.siteSettings, siteInput),
    services: problems.parseTable('content/services.ts', schema.service, raw.services),
    productCategories: problems.parseTable('content/products.ts', schema.productCategory, raw.productCategories),
    areas: withCoordinates(problems.parseTable(AREAS_FILE, schema.area, raw.areas), raw.areaCoordinates, problems),
    articles: raw.articles
      .map((source) => parseArticle(source, problems))
      .filter((a) => a !== undefined)
      .sort(byDateDesc),
    pages: {
      home: problems.parse('content/pages/home.ts', undefined, schema.homeCopy, raw.pages.home),
      about: problems.parse('content/pages/about.ts', undefined, schema.aboutCopy, raw.pages.about),
      contact: problems.parse('content/pages/contact.ts', undefined, schema.contactCopy, raw.pages.contact),
      notFound: problems.parse('content/pages/not-found.ts', undefined, schema.notFoundCopy, raw.pages.notFound),
      servicesIndex: problems.parse(SERVICES_COPY, 'servicesIndex', schema.servicesIndexCopy, raw.pages.servicesIndex),
      servicePage: problems.parse(SERVICES_COPY, 'servicePage', schema.servicePageCopy, raw.pages.servicePage),
      productsIndex: problems.parse(PRODUCTS_COPY, 'productsIndex', schema.productsIndexCopy, raw.pages.productsIndex),
      productPage: problems.parse(PRODUCTS_COPY, 'productPage', schema.productPageCopy, raw.pages.productPage),
      areasIndex: problems.parse(AREAS_COPY, 'areasIndex', schema.areasIndexCopy, raw.pages.areasIndex),
      areaPage: problems.parse(AREAS_COPY, 'areaPage', schema.areaPageCopy, raw.pages.areaPage),
      blogIndex: problems.parse(BLOG_COPY, 'blogIndex', schema.blogIndexCopy, raw.pages.blogIndex),
      articlePage: problems.parse(BLOG_COPY, 'articlePage', schema.articlePageCopy, raw.pages.articlePage),
      postNotFound: problems.parse(BLOG_COPY, 'postNotFound', schema.postNotFoundCopy, raw.pages.postNotFound),
    },
    navigation: raw.navigation,
    social: problems.parse('content/social.ts', undefined, schema.socialCopy, raw.social),
  };
  // Cross-record rules only make sense once every record has the right shape.
  if (problems.list.length === 0) checkReferences(parsed as Content, problems, rules);
  if (problems.list.length > 0) throw new ContentErrors(problems.list);
  return parsed as Content;
}

/** Joins each area to its entry in the coordinate table, noting areas without one and entries without an area. */
function withCoordinates(
  areas: schema.Area[],
  table: Readonly<Record<string, unknown>>,
  problems: Problems,
): AreaRecord[] {
  const joined: AreaRecord[] = [];
  for (const area of areas) {
    if (!(area.slug in table)) {
      problems.add(COORDINATES_FILE, area.slug, 'latitude', 'the coordinates of this area', 'no entry');
      continue;
    }
    const coordinates = problems.parse(COORDINATES_FILE, area.slug, schema.coordinates, table[area.slug]);
    if (coordinates) joined.push({ ...area, coordinates });
  }
  const slugs = new Set(areas.map((a) => a.slug));
  for (const key of Object.keys(table)) {
    if (!slugs.has(key))
      problems.add(COORDINATES_FILE, key, 'slug', `the slug of an area in ${AREAS_FILE}`, `"${key}"`);
  }
  return joined;
}

export function loadContent(env: NodeJS.ProcessEnv = process.env): Content {
  return validateContent(contentFiles, env);
}
