// Loads content/: checks every table of the file table (src/content/files.ts) against its schema, joins each area
// to its point, parses the articles, then applies the rules across records (src/content/rules.ts). Returns typed
// tables, or throws ContentErrors listing every problem of every record.
import * as schema from '../../content/schema';
import { byDateDesc, type ImageMemo, parseArticle, type TextMemo } from './articles';
import { ContentErrors, Problems } from './errors';
import { AREAS_FILE, contentFiles, COORDINATES_FILE, type PageCopy, type RawContent, readContent } from './files';
import { checkRules, type RuleOptions } from './rules';
import type { AreaRecord, Content } from './types';

export type { ContentValues, RawContent } from './files';
export { readContent } from './files';
export { ContentErrors } from './errors';
export type { RuleOptions } from './rules';
export type { AreaRecord, Content } from './types';
export type { Article, ParsedText, TextMemo } from './articles';

/**
 * Validates the tables and returns them typed, or throws ContentErrors listing every problem.
 * SITE_URL overrides the origin of content/site.ts, so the same content builds for staging and production.
 */
export function validateContent(
  raw: RawContent = readContent(),
  env: NodeJS.ProcessEnv = process.env,
  rules: RuleOptions = {},
  texts?: TextMemo,
): Content {
  const problems = new Problems();
  const images: ImageMemo = new Map();
  const files = contentFiles;
  const record = <K extends 'site' | 'navigation' | 'social'>(key: K, value: unknown) =>
    problems.parse(files[key].file, files[key].record, files[key].schema, value);
  const siteInput =
    env.SITE_URL && raw.site && typeof raw.site === 'object'
      ? { ...raw.site, origin: env.SITE_URL.replace(/\/+$/, '') }
      : raw.site;
  const pages = Object.fromEntries(
    Object.entries(files.pages).map(([key, file]) => [
      key,
      problems.parse(file.file, file.record, file.schema, raw.pages[key as keyof PageCopy]),
    ]),
  ) as Partial<PageCopy>;
  const content = {
    site: record('site', siteInput),
    navigation: record('navigation', raw.navigation),
    social: record('social', raw.social),
    services: problems.parseTable(files.services.file, files.services.rows, raw.services),
    productCategories: problems.parseTable(
      files.productCategories.file,
      files.productCategories.rows,
      raw.productCategories,
    ),
    areas: withCoordinates(
      problems.parseTable(AREAS_FILE, files.areas.rows, raw.areas),
      raw.areas,
      raw.areaCoordinates,
      problems,
    ),
    articles: raw.articles
      .map((source) => parseArticle(source, problems, { images, texts }))
      .filter((a) => a !== undefined)
      .sort(byDateDesc),
    pages,
  };
  // Rules across records run on every record that has the right shape, so one run reports both kinds of problem.
  checkRules(content, raw, problems, rules);
  if (problems.list.length > 0) throw new ContentErrors(problems.list);
  return { ...content, warnings: problems.warnings } as Content;
}

/** Joins each area to its entry in the coordinate table, noting areas without one and entries without an area. */
function withCoordinates(
  areas: schema.Area[],
  written: readonly unknown[],
  table: Readonly<Record<string, unknown>>,
  problems: Problems,
): AreaRecord[] {
  const joined: AreaRecord[] = [];
  for (const area of areas) {
    if (!Object.hasOwn(table, area.slug)) {
      problems.add(COORDINATES_FILE, area.slug, 'latitude', 'the coordinates of this area', 'no entry');
      continue;
    }
    const coordinates = problems.parse(COORDINATES_FILE, area.slug, schema.coordinates, table[area.slug]);
    if (coordinates) joined.push({ ...area, coordinates });
  }
  // Compared with every area as written, so an area with a mistake elsewhere keeps its coordinates. A slug written
  // twice leaves one entry without its area: the duplicate, reported by the rules naming both records, is the
  // cause, so the entry is not reported a second time.
  const slugs = written.map((row) => (row as { slug?: unknown })?.slug);
  const duplicated = new Set(slugs).size < slugs.length;
  for (const key of Object.keys(table)) {
    if (!slugs.includes(key) && !duplicated)
      problems.add(COORDINATES_FILE, key, 'slug', `the slug of an area in ${AREAS_FILE}`, `"${key}"`);
  }
  return joined;
}

export function loadContent(env: NodeJS.ProcessEnv = process.env): Content {
  return validateContent(readContent(), env);
}
