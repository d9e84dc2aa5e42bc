// The site's figures in its copy: any text of content/ may write "{arrivalAim}" or "{foundingYear}", and the loader
// puts in the value from content/site.yaml before anything checks the copy, so the claims rules and the length
// limits see the text as visitors will. Other names in braces are filled later by the pages ("{name}" in the area
// page copy), so they may appear only in the files of the pages' shared copy. Any other name is an error.
import { siteFields } from './schema';
import { type Problems, slugOf } from './errors';
import type { RawContent } from './content-files';
import { contentFiles, type FolderKey, recordFile } from './tables';
import { fill } from '../lib/template';
import { siteValuesOf } from '../lib/site-values';

/** Names the pages fill when they render, allowed in the shared copy of content/pages/, social and navigation. */
const PAGE_PLACEHOLDERS = new Set([
  'name',
  'category',
  'title',
  'page',
  'pages',
  'description',
  'year',
  'minutes',
  'date',
  'region',
  'count',
  'topic',
]);

/** The names content/site.yaml gives the copy: its facts, and the figures worked out from its fields. */
export const SITE_NAMES = [
  // The facts that are words or figures; the switches (confirmed, insured) are not copy.
  ...Object.entries(siteFields.shape.facts.shape)
    .filter(([, schema]) => schema.type !== 'boolean')
    .map(([name]) => name),
  'foundingYear',
  'yearsInBusiness',
  'legalName',
  'email',
  'address',
  'guaranteeMonths',
  'partsWarrantyMin',
  'partsWarrantyMax',
  'callOutCharge',
  'nightCharge',
  'lockoutPrice',
  'paymentMethods',
  'countsKept',
];

/** The value of each name, from content/site.yaml as written (src/lib/site-values.ts). */
export const siteValues = (site: unknown, year: number) => siteValuesOf(site, year, SITE_NAMES);

const PLACEHOLDER = /\{(\w+)\}/g;

/** Where a text is written, for its problems, and whether the names the pages fill may appear in it. */
export interface Place {
  file: string;
  record?: string;
  /** The shared copy of content/pages/, the menus and the social cards, which the pages fill further. */
  pageCopy: boolean;
}

/** A text with every site value filled in; an unknown name is noted at `field`. */
export function fillText(
  text: string,
  place: Place,
  field: string,
  values: Record<string, string>,
  problems: Problems,
): string {
  // Most texts name no value: one scan for a brace spares them both of the passes below.
  if (!text.includes('{')) return text;
  for (const [placeholder, name = ''] of text.matchAll(PLACEHOLDER)) {
    if (SITE_NAMES.includes(name) || (place.pageCopy && PAGE_PLACEHOLDERS.has(name))) continue;
    const known = SITE_NAMES.map((k) => `{${k}}`).join(', ');
    problems.add(place.file, place.record, field, `a name content/site.yaml gives (${known})`, `"${placeholder}"`);
  }
  return fill(text, values);
}

/** Every text of a record with the site values filled in (fillText), the field of each named by its path. */
export function fillRecord(
  value: unknown,
  place: Place,
  values: Record<string, string>,
  problems: Problems,
  path = '',
): unknown {
  if (typeof value === 'string') return fillText(value, place, path, values, problems);
  if (Array.isArray(value)) return value.map((v, i) => fillRecord(v, place, values, problems, `${path}[${i}]`));
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, fillRecord(v, place, values, problems, path ? `${path}.${k}` : k)]),
    );
  return value;
}

/** An article's text, front matter and body, with every site value filled in, each line named by its number. */
export function fillArticle(file: string, text: string, values: Record<string, string>, problems: Problems): string {
  if (!text.includes('{')) return text;
  return text
    .split('\n')
    .map((line, i) => fillText(line, { file, pageCopy: false }, `line ${i + 1}`, values, problems))
    .join('\n');
}

/** The content with every site value filled in; an unknown name is noted where it is written. */
export function fillSiteValues(raw: RawContent, values: Record<string, string>, problems: Problems): RawContent {
  const walk = (value: unknown, file: string, record: string | undefined, pageCopy: boolean) =>
    fillRecord(value, { file, record, pageCopy }, values, problems);
  const { navigation, social, pages } = contentFiles;
  const rows = (table: FolderKey) =>
    raw[table].map((row) => walk(row, recordFile(table, slugOf(row)), undefined, false));
  return {
    ...raw,
    navigation: walk(raw.navigation, navigation.file, undefined, true),
    social: walk(raw.social, social.file, undefined, true),
    services: rows('services'),
    productCategories: rows('productCategories'),
    areas: rows('areas'),
    pages: Object.fromEntries(
      Object.entries(pages).map(([key, { file, record }]) => [
        key,
        walk(raw.pages[key as keyof typeof pages], file, record, true),
      ]),
    ) as RawContent['pages'],
    articles: raw.articles.map((article) => ({
      ...article,
      text: fillArticle(article.file, article.text, values, problems),
    })),
  };
}
