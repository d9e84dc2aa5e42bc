// The one table of content files: each table of content/ with the file it lives in, the record name errors use
// and the schema of content/schema.ts that checks it. The loader, the Content type and the error messages all
// follow this table, so a new page-copy table is added here once.
import type { z } from 'zod';
import * as schema from '../../content/schema';
import { site } from '../../content/site';
import { services } from '../../content/services';
import { productCategories } from '../../content/products';
import { areas } from '../../content/areas';
import { areaCoordinates } from '../../content/area-coordinates';
import { mainNav, footer, labels } from '../../content/navigation';
import { social } from '../../content/social';
import { home } from '../../content/pages/home';
import { about } from '../../content/pages/about';
import { contact } from '../../content/pages/contact';
import { notFound } from '../../content/pages/not-found';
import { servicePage, servicesIndex } from '../../content/pages/services';
import { productPage, productsIndex } from '../../content/pages/products';
import { areaPage, areasIndex } from '../../content/pages/areas';
import { articlePage, blogIndex, postNotFound } from '../../content/pages/blog';
import { readArticleSources } from './articles';

/** One record: a file (and, where a file exports several, the record's name), its schema and its value. */
interface RecordFile<S extends z.ZodType = z.ZodType, V = unknown> {
  file: string;
  record?: string;
  schema: S;
  value: V;
}

/** A table of records, each named in errors by its slug. */
interface TableFile<S extends z.ZodType = z.ZodType, V = unknown> {
  file: string;
  rows: S;
  value: V[];
}

const one = <S extends z.ZodType, V>(file: string, s: S, value: V, record?: string): RecordFile<S, V> => ({
  file,
  record,
  schema: s,
  value,
});
const table = <S extends z.ZodType, V>(file: string, rows: S, value: V[]): TableFile<S, V> => ({
  file,
  rows,
  value,
});

export const AREAS_FILE = 'content/areas.ts';
export const COORDINATES_FILE = 'content/area-coordinates.ts';

/** Where each table lives, what checks it, and what it holds. */
export const contentFiles = {
  site: one('content/site.ts', schema.siteSettings, site),
  navigation: one('content/navigation.ts', schema.navigation, { mainNav, footer, labels }),
  social: one('content/social.ts', schema.socialCopy, social),
  services: table('content/services.ts', schema.service, services),
  productCategories: table('content/products.ts', schema.productCategory, productCategories),
  areas: table(AREAS_FILE, schema.area, areas),
  pages: {
    home: one('content/pages/home.ts', schema.homeCopy, home),
    about: one('content/pages/about.ts', schema.aboutCopy, about),
    contact: one('content/pages/contact.ts', schema.contactCopy, contact),
    notFound: one('content/pages/not-found.ts', schema.notFoundCopy, notFound),
    servicesIndex: one('content/pages/services.ts', schema.servicesIndexCopy, servicesIndex, 'servicesIndex'),
    servicePage: one('content/pages/services.ts', schema.servicePageCopy, servicePage, 'servicePage'),
    productsIndex: one('content/pages/products.ts', schema.productsIndexCopy, productsIndex, 'productsIndex'),
    productPage: one('content/pages/products.ts', schema.productPageCopy, productPage, 'productPage'),
    areasIndex: one('content/pages/areas.ts', schema.areasIndexCopy, areasIndex, 'areasIndex'),
    areaPage: one('content/pages/areas.ts', schema.areaPageCopy, areaPage, 'areaPage'),
    blogIndex: one('content/pages/blog.ts', schema.blogIndexCopy, blogIndex, 'blogIndex'),
    articlePage: one('content/pages/blog.ts', schema.articlePageCopy, articlePage, 'articlePage'),
    postNotFound: one('content/pages/blog.ts', schema.postNotFoundCopy, postNotFound, 'postNotFound'),
  },
};

type Files = typeof contentFiles;
type Pages = Files['pages'];

/** The tables as values, before validation: what the loader checks (the benchmark passes its own). */
export interface RawContent {
  site: unknown;
  navigation: unknown;
  social: unknown;
  services: readonly unknown[];
  productCategories: readonly unknown[];
  areas: readonly unknown[];
  /** content/area-coordinates.ts: each area's point, by slug. */
  areaCoordinates: Readonly<Record<string, unknown>>;
  /** The Markdown files of content/blog/ as text. */
  articles: readonly { file: string; text: string }[];
  pages: { [K in keyof Pages]: unknown };
}

const values = <T extends Record<string, { value: unknown }>>(files: T) =>
  Object.fromEntries(Object.entries(files).map(([key, file]) => [key, file.value])) as {
    [K in keyof T]: T[K]['value'];
  };

/** The content of content/ as its modules export it, with the Markdown articles read from disk now. */
export function readContent() {
  const { pages, ...tables } = contentFiles;
  return {
    ...values(tables),
    areaCoordinates: areaCoordinates as Readonly<Record<string, unknown>>,
    articles: readArticleSources(),
    pages: values(pages),
  } satisfies RawContent;
}

/** The content as readContent() returns it, with each table's own type (tests edit copies of it). */
export type ContentValues = ReturnType<typeof readContent>;

/** The validated type of each table of contentFiles. */
type Parsed<T> =
  T extends RecordFile<infer S, unknown> ? z.infer<S> : T extends TableFile<infer S, unknown> ? z.infer<S>[] : never;
export type PageCopy = { [K in keyof Pages]: Parsed<Pages[K]> };
