// Where each table of the content lives and which schema checks it: the one list the loader reads the files by and
// the editor checks an entry by before it saves (src/content/entry-check.ts). Nothing here reads a file, so the
// editor's bundle can hold it.
import type { z } from 'zod';
import * as schema from './schema';

/** One record: a file (and, where a file holds several, the record's key in it) and its schema. */
export interface RecordFile<S extends z.ZodType = z.ZodType> {
  file: string;
  record?: string;
  schema: S;
}

/** A folder of records, one file each, named by slug: content/services/lock-repair.yaml. */
export interface FolderTable<S extends z.ZodType = z.ZodType> {
  dir: string;
  rows: S;
}

const one = <S extends z.ZodType>(file: string, s: S, record?: string): RecordFile<S> => ({ file, record, schema: s });
const folder = <S extends z.ZodType>(dir: string, rows: S): FolderTable<S> => ({ dir, rows });

/** Where each table lives and what checks it. */
export const contentFiles = {
  site: one('content/site.yaml', schema.siteSettings),
  navigation: one('content/navigation.yaml', schema.navigation),
  social: one('content/social.yaml', schema.socialCopy),
  services: folder('content/services', schema.service),
  productCategories: folder('content/products', schema.productCategory),
  areas: folder('content/areas', schema.area),
  reviews: folder('content/reviews', schema.review),
  pages: {
    home: one('content/pages/home.yaml', schema.homeCopy),
    about: one('content/pages/about.yaml', schema.aboutCopy),
    contact: one('content/pages/contact.yaml', schema.contactCopy),
    privacy: one('content/pages/privacy.yaml', schema.privacyCopy),
    terms: one('content/pages/terms.yaml', schema.termsCopy),
    notFound: one('content/pages/not-found.yaml', schema.notFoundCopy),
    servicesIndex: one('content/pages/services.yaml', schema.servicesIndexCopy, 'servicesIndex'),
    servicePage: one('content/pages/services.yaml', schema.servicePageCopy, 'servicePage'),
    productsIndex: one('content/pages/products.yaml', schema.productsIndexCopy, 'productsIndex'),
    productPage: one('content/pages/products.yaml', schema.productPageCopy, 'productPage'),
    areasIndex: one('content/pages/areas.yaml', schema.areasIndexCopy, 'areasIndex'),
    areaPage: one('content/pages/areas.yaml', schema.areaPageCopy, 'areaPage'),
    blogIndex: one('content/pages/blog.yaml', schema.blogIndexCopy, 'blogIndex'),
    articlePage: one('content/pages/blog.yaml', schema.articlePageCopy, 'articlePage'),
    postNotFound: one('content/pages/blog.yaml', schema.postNotFoundCopy, 'postNotFound'),
  },
};

export type Files = typeof contentFiles;
export type Pages = Files['pages'];
/** The folder tables whose records have pages of their own. */
export type FolderKey = 'services' | 'productCategories' | 'areas';
/** Every folder table: those with pages, and the reviews the pages show. */
export type TableKey = FolderKey | 'reviews';

/** The file of one record of a folder table: content/services/lock-repair.yaml. */
export function recordFile(table: TableKey, slug: string): string {
  return `${contentFiles[table].dir}/${slug}.yaml`;
}

/** A record's slug, which is its file's name: lowercase kebab-case. */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * What the name of a folder record's file or an article's file must be, and what it is, when it is not a name the
 * build takes (it is the page's address); undefined when it is.
 */
export function fileNameProblem(file: string): { expected: string; found: string } | undefined {
  const name = file.slice(file.lastIndexOf('/') + 1);
  const article = name.endsWith('.md');
  const slug = name.replace(/\.(?:md|ya?ml)$/, '');
  if (SLUG.test(slug) && (article || name.endsWith('.yaml'))) return undefined;
  return {
    expected: article
      ? 'a lowercase kebab-case name ending in ".md" (it is the article\'s address)'
      : 'a lowercase kebab-case name ending in ".yaml", such as "lock-repair.yaml" (it is the page address)',
    found: `"${name}"`,
  };
}
