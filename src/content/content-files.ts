// Reads content/ by its one table of files (src/content/tables.ts: where each table is written and the schema that
// checks it). The loader, the Content type and the error messages all follow that table, so a new page-copy file is
// added there once. Services, product categories, areas and reviews are folders of one YAML file per record, whose file name
// is the record’s slug; everything else is one YAML file (docs/content-reference.md).
import { readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fg from 'fast-glob';
import type { z } from 'zod';
import { type ArticleSource, readArticleSources } from './articles';
import { type FileProblem, slugOf } from './errors';
import { type FieldLines, parseYamlText, type YamlMemo } from './yaml';
import { isRecord } from '../lib/is-record';
import {
  contentFiles,
  fileNameProblem,
  type TableKey,
  type FolderTable,
  type Files,
  type Pages,
  type RecordFile,
} from './tables';

export { contentFiles, type FolderKey, type TableKey, recordFile } from './tables';

/** The project's root, which every content file name is relative to. */
const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** The tables as written, before validation: what the loader checks (the benchmark and tests pass their own). */
export interface RawContent {
  site: unknown;
  navigation: unknown;
  social: unknown;
  /** Folder tables: each file's record with its slug, taken from the file name, in the records' order. */
  services: readonly unknown[];
  productCategories: readonly unknown[];
  areas: readonly unknown[];
  /** Customers' reviews (content/reviews/), which may be none. */
  reviews: readonly unknown[];
  /** The Markdown files of content/blog/ as text. */
  articles: readonly ArticleSource[];
  /** The folder the articles' images are read from (the project's content/blog/ unless said otherwise). */
  blogDir?: string;
  pages: { [K in keyof Pages]: unknown };
  /** The line of each field, by file, for content read from files. */
  lines?: Record<string, FieldLines>;
  /** What could not be read at all. */
  unreadable?: FileProblem[];
}

/** The content as read, typed as the schemas' input: what tests edit copies of (nothing is checked yet). */
export type ContentValues = Omit<RawContent, 'site' | 'navigation' | 'social' | TableKey | 'pages'> & {
  site: z.input<Files['site']['schema']>;
  navigation: z.input<Files['navigation']['schema']>;
  social: z.input<Files['social']['schema']>;
  services: z.input<Files['services']['rows']>[];
  productCategories: z.input<Files['productCategories']['rows']>[];
  areas: z.input<Files['areas']['rows']>[];
  reviews: z.input<Files['reviews']['rows']>[];
  pages: { [K in keyof Pages]: z.input<Pages[K]['schema']> };
};

/**
 * Reads every content file under `root` (the project by default). Nothing is checked here but YAML syntax. `kept`
 * holds the files earlier builds parsed.
 */
export function readContent(root: string = ROOT, kept?: YamlMemo): ContentValues {
  const lines: Record<string, FieldLines> = {};
  const unreadable: FileProblem[] = [];
  const parsed = new Map<string, unknown>();
  const read = (file: string): unknown => {
    if (parsed.has(file)) return parsed.get(file);
    let text: string;
    try {
      text = readFileSync(join(root, file), 'utf8');
    } catch {
      unreadable.push({ file, field: '(file)', expected: 'a file here', found: 'none' });
      parsed.set(file, undefined);
      return undefined;
    }
    const result = parseYamlText(text, 1, kept);
    if ('syntax' in result) {
      const { line, column, message } = result.syntax;
      unreadable.push({ file, line, column, field: '(file)', expected: 'valid YAML', found: message });
    } else lines[file] = result.lines;
    const value = 'value' in result ? result.value : undefined;
    parsed.set(file, value);
    return value;
  };
  const recordOf = ({ file, record }: RecordFile) => {
    const value = read(file);
    return record ? (value as Record<string, unknown> | undefined)?.[record] : value;
  };
  // A file of several records takes only their names at the top: a misspelt one would otherwise go unread.
  const records = new Map<string, string[]>();
  for (const { file, record } of Object.values(contentFiles.pages))
    if (record) records.set(file, [...(records.get(file) ?? []), record]);
  for (const [file, names] of records) {
    const value = read(file);
    for (const key of isRecord(value) ? Object.keys(value) : [])
      if (!names.includes(key))
        unreadable.push({
          file,
          line: lines[file]?.[key],
          field: key,
          expected: `one of ${names.join(', ')}`,
          found: `"${key}"`,
        });
  }
  const table = ({ dir }: FolderTable): unknown[] => {
    const rows = fg.sync('*.{yaml,yml}', { cwd: join(root, dir) }).map((name) => {
      const file = `${dir}/${name}`;
      const slug = basename(name).replace(/\.ya?ml$/, '');
      const badName = fileNameProblem(file);
      if (badName) unreadable.push({ file, field: '(file name)', ...badName });
      const value = read(file);
      // A file that is empty, a list or not valid YAML is reported once, and kept as its slug: links to the
      // record still resolve, and its schema is not asked about fields it could not have.
      if (!isRecord(value)) {
        if (!unreadable.some((p) => p.file === file))
          unreadable.push({ file, field: '(file)', expected: 'fields, one per line', found: describe(value) });
        return { slug };
      }
      if ('slug' in value)
        unreadable.push({
          file,
          line: lines[file]?.slug,
          field: 'slug',
          expected: 'no slug field (the file name is the slug)',
          found: JSON.stringify((value as { slug: unknown }).slug),
        });
      return { ...value, slug };
    });
    return rows.sort((a, b) => orderOf(a) - orderOf(b) || slugOf(a).localeCompare(slugOf(b)));
  };
  const { pages, services, productCategories, areas, reviews, site, navigation, social } = contentFiles;
  const content = {
    site: recordOf(site),
    navigation: recordOf(navigation),
    social: recordOf(social),
    services: table(services),
    productCategories: table(productCategories),
    areas: table(areas),
    reviews: table(reviews),
    articles: readArticleSources(join(root, 'content/blog')),
    blogDir: join(root, 'content/blog'),
    pages: Object.fromEntries(Object.entries(pages).map(([key, file]) => [key, recordOf(file)])),
    lines,
    unreadable,
  };
  return content as unknown as ContentValues;
}

const describe = (value: unknown) =>
  value == null ? 'nothing' : Array.isArray(value) ? 'a list' : JSON.stringify(value);

/** Records without an order come after those with one. */
const orderOf = (row: unknown) => {
  const order = (row as { order?: unknown } | null)?.order;
  return typeof order === 'number' ? order : Number.MAX_SAFE_INTEGER;
};

/** The validated type of each table of contentFiles. */
type Parsed<T> = T extends RecordFile<infer S> ? z.infer<S> : T extends FolderTable<infer S> ? z.infer<S>[] : never;
export type PageCopy = { [K in keyof Pages]: Parsed<Pages[K]> };
