// The site's figures in its copy: any text of content/ may write "{arrivalAim}" or "{foundingYear}", and the loader
// puts in the value from content/site.yaml before anything checks the copy, so the claims rules and the length
// limits see the text as visitors will. Other names in braces are filled later by the pages ("{name}" in the area
// page copy), so they may appear only in the files of the pages' shared copy. Any other name is an error.
import { siteFields } from './schema';
import { type Problems, slugOf } from './errors';
import { contentFiles, recordFile, type RawContent } from './content-files';
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
]);

/** The names content/site.yaml gives the copy: its facts, and the figures worked out from its fields. */
export const SITE_NAMES = [
  ...Object.keys(siteFields.shape.facts.shape),
  'foundingYear',
  'yearsInBusiness',
  'guaranteeMonths',
  'partsWarrantyMin',
  'partsWarrantyMax',
];

/** The value of each name, from content/site.yaml as written (src/lib/site-values.ts). */
export const siteValues = (site: unknown, year: number) => siteValuesOf(site, year, SITE_NAMES);

const PLACEHOLDER = /\{(\w+)\}/g;

/** The content with every site value filled in; an unknown name is noted where it is written. */
export function fillSiteValues(raw: RawContent, values: Record<string, string>, problems: Problems): RawContent {
  const known = SITE_NAMES.map((k) => `{${k}}`).join(', ');
  const check = (text: string, file: string, record: string | undefined, field: string, pageCopy: boolean) => {
    for (const [placeholder, name = ''] of text.matchAll(PLACEHOLDER)) {
      if (SITE_NAMES.includes(name) || (pageCopy && PAGE_PLACEHOLDERS.has(name))) continue;
      problems.add(file, record, field, `a name content/site.yaml gives (${known})`, `"${placeholder}"`);
    }
    return fill(text, values);
  };
  const walk = (value: unknown, file: string, record: string | undefined, path: string, pageCopy: boolean): unknown => {
    if (typeof value === 'string') return check(value, file, record, path, pageCopy);
    if (Array.isArray(value)) return value.map((v, i) => walk(v, file, record, `${path}[${i}]`, pageCopy));
    if (value && typeof value === 'object')
      return Object.fromEntries(
        Object.entries(value).map(([k, v]) => [k, walk(v, file, record, path ? `${path}.${k}` : k, pageCopy)]),
      );
    return value;
  };
  const { navigation, social, pages } = contentFiles;
  const rows = (table: 'services' | 'productCategories' | 'areas') =>
    raw[table].map((row) => walk(row, recordFile(table, slugOf(row)), undefined, '', false));
  return {
    ...raw,
    navigation: walk(raw.navigation, navigation.file, undefined, '', true),
    social: walk(raw.social, social.file, undefined, '', true),
    services: rows('services'),
    productCategories: rows('productCategories'),
    areas: rows('areas'),
    pages: Object.fromEntries(
      Object.entries(pages).map(([key, { file, record }]) => [
        key,
        walk(raw.pages[key as keyof typeof pages], file, record, '', true),
      ]),
    ) as RawContent['pages'],
    articles: raw.articles.map((article) => ({
      ...article,
      text: article.text
        .split('\n')
        .map((line, i) => check(line, article.file, undefined, `line ${i + 1}`, false))
        .join('\n'),
    })),
  };
}
