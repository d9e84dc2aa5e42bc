// Rules across records that a per-record schema cannot express (docs/site.md#fixed-content, docs/site.md#counts).
import type { Region } from '../../content/schema';
import { withName } from '../lib/area';
import { categorySlug } from '../lib/blog';
import type { Content } from './types';
import type { Problems } from './errors';
import { AREAS_FILE, type RawContent } from './files';
import { checkClaims } from './claims';
import { fill } from '../lib/template';

const SERVICES = 'content/services.ts';
const PRODUCTS = 'content/products.ts';

/** The counts of the tables themselves (docs/site.md#counts). */
const expectedCounts = { services: 8, productCategories: 6, areas: 33 } as const;

/** docs/site.md#the-33-areas: the region of each of the 33 boroughs. */
const specRegions: Record<Region, readonly string[]> = {
  Central: ['westminster', 'city-of-london', 'camden', 'islington', 'kensington-chelsea'],
  North: ['barnet', 'enfield', 'haringey', 'hackney'],
  South: [
    'greenwich',
    'lewisham',
    'southwark',
    'lambeth',
    'wandsworth',
    'merton',
    'croydon',
    'bromley',
    'bexley',
    'sutton',
    'kingston-upon-thames',
    'richmond-upon-thames',
  ],
  East: ['tower-hamlets', 'newham', 'waltham-forest', 'redbridge', 'barking-dagenham', 'havering'],
  West: ['hammersmith-fulham', 'ealing', 'hounslow', 'brent', 'harrow', 'hillingdon'],
};

function checkCount(problems: Problems, file: string, table: string, rows: readonly unknown[], expected: number) {
  if (rows.length !== expected) problems.add(file, undefined, table, `exactly ${expected} records`, `${rows.length}`);
}

/** The slugs of a table as written, valid records or not, so a record with a typo elsewhere still resolves. */
function slugsOf(rows: readonly unknown[]): Set<string> {
  return new Set(rows.flatMap((row) => ((row as { slug?: unknown })?.slug ?? []) as string | []));
}

/**
 * What a reference to a slug no record has should say. When the table repeats a slug, the record that lost its
 * own slug to the copy is the likely cause, so the message names it.
 */
function missing(file: string, rows: readonly unknown[], slug: string): string {
  const slugs = rows.map((row) => (row as { slug?: unknown })?.slug);
  const repeated = slugs.findIndex((s, i) => typeof s === 'string' && slugs.indexOf(s) !== i);
  if (repeated < 0) return `"${slug}"`;
  return `"${slug}", which no record has (${file} › record ${repeated + 1} repeats the slug "${String(slugs[repeated])}")`;
}

/** Names both records of a duplicated slug by position and name, since the slug no longer tells them apart. */
function checkUnique(problems: Problems, file: string, rows: readonly unknown[]) {
  const seen = new Map<string, string>();
  rows.forEach((row, i) => {
    const { slug, name, title } = (row ?? {}) as { slug?: unknown; name?: unknown; title?: unknown };
    if (typeof slug !== 'string') return;
    const label = `record ${i + 1}${typeof (name ?? title) === 'string' ? ` (${String(name ?? title)})` : ''}`;
    const first = seen.get(slug);
    if (first) problems.add(file, label, 'slug', 'a slug no other record uses', `"${slug}", also the slug of ${first}`);
    else seen.set(slug, label);
  });
}

export interface RuleOptions {
  /**
   * false only for the benchmark's generated sites: drops the rules that pin the tables to docs/site.md#fixed-content (exactly 33
   * areas, each borough in its region), so thousands of synthetic areas can be built. Every other rule applies.
   */
  fixedTables?: boolean;
}

/** The tables as the loader has them: every record that passed its schema; a table that failed is undefined. */
export type Checked = Omit<Content, 'site' | 'navigation' | 'social' | 'pages' | 'warnings'> & {
  pages: Partial<Content['pages']>;
};

/**
 * The rules across records. They run on every record that passed its schema (counts and duplicates on every
 * record as written), so one run reports shape problems and cross-record problems together.
 */
export function checkRules(
  content: Checked,
  raw: RawContent,
  problems: Problems,
  { fixedTables = true }: RuleOptions = {},
): void {
  const { services, pages } = content;
  checkCount(problems, SERVICES, 'services', raw.services, expectedCounts.services);
  checkCount(problems, PRODUCTS, 'productCategories', raw.productCategories, expectedCounts.productCategories);
  checkUnique(problems, SERVICES, raw.services);
  checkUnique(problems, PRODUCTS, raw.productCategories);

  checkAreas(content, raw, problems, fixedTables);
  checkArticles(content, raw, problems);
  checkClaims(raw, problems);

  const serviceSlugs = slugsOf(raw.services);
  const missingService = (slug: string) => missing(SERVICES, raw.services, slug);
  for (const s of services) {
    if (s.id !== s.slug) problems.add(SERVICES, s.slug, 'id', `the same value as slug ("${s.slug}")`, `"${s.id}"`);
    s.howItWorks.forEach((step, i) => {
      if (step.step !== i + 1) problems.add(SERVICES, s.slug, `howItWorks[${i}].step`, `${i + 1}`, `${step.step}`);
    });
    s.relatedServices.forEach((related, i) => {
      const field = `relatedServices[${i}]`;
      if (related === s.slug) problems.add(SERVICES, s.slug, field, 'another service', 'the service itself');
      else if (!serviceSlugs.has(related))
        problems.add(SERVICES, s.slug, field, 'the slug of a service', missingService(related));
    });
  }
  const lists: [string, string | undefined, string, readonly string[] | undefined][] = [
    ['content/pages/home.ts', undefined, 'services.slugs', pages.home?.services.slugs],
    ['content/pages/services.ts', 'servicesIndex', 'mainSlugs', pages.servicesIndex?.mainSlugs],
    ['content/pages/services.ts', 'servicesIndex', 'additionalSlugs', pages.servicesIndex?.additionalSlugs],
  ];
  for (const [file, record, field, slugs] of lists) {
    slugs?.forEach((slug, i) => {
      if (!serviceSlugs.has(slug))
        problems.add(file, record, `${field}[${i}]`, 'the slug of a service', missingService(slug));
    });
  }
}

function checkAreas({ areas, pages }: Checked, raw: RawContent, problems: Problems, fixedTables: boolean): void {
  checkUnique(problems, AREAS_FILE, raw.areas);
  if (fixedTables) checkCount(problems, AREAS_FILE, 'areas', raw.areas, expectedCounts.areas);
  const regionOf = new Map(Object.entries(specRegions).flatMap(([region, slugs]) => slugs.map((s) => [s, region])));
  for (const area of fixedTables ? areas : []) {
    const expected = regionOf.get(area.slug);
    if (!expected)
      problems.add(
        AREAS_FILE,
        area.slug,
        'slug',
        'one of the 33 area slugs of docs/site.md#the-33-areas',
        `"${area.slug}"`,
      );
    else if (area.region !== expected)
      problems.add(AREAS_FILE, area.slug, 'region', `"${expected}"`, `"${area.region}"`);
  }
  // The shared head templates must still fit search results once the longest borough name is in them.
  if (!pages.areaPage) return;
  const { seo } = pages.areaPage;
  const file = 'content/pages/areas.ts';
  for (const area of areas) {
    const title = withName(seo.title, area.name);
    const description = withName(seo.description, area.name);
    if (title.length > 60)
      problems.add(file, 'areaPage', 'seo.title', `at most 60 characters with "${area.name}"`, `${title.length}`);
    if (description.length > 160 || description.length < 70) {
      problems.add(
        file,
        'areaPage',
        'seo.description',
        `70–160 characters with "${area.name}"`,
        `${description.length}`,
      );
    }
  }
}

function checkArticles({ articles, pages }: Checked, raw: RawContent, problems: Problems): void {
  const seen = { id: new Map<string, string>(), slug: new Map<string, string>() };
  const expected = { id: 'an id no other article uses', slug: 'a slug no other article uses' };
  for (const a of articles) {
    for (const key of ['id', 'slug'] as const) {
      const other = seen[key].get(a[key]);
      if (other) problems.add(a.file, undefined, key, expected[key], `"${a[key]}", also in ${other}`);
      else seen[key].set(a[key], a.file);
    }
  }
  checkBlogAddresses({ articles, pages }, problems);
  // Each related link must name a page the site has: the services index or a service, and an area.
  const related = [
    {
      field: 'relatedServices',
      file: SERVICES,
      rows: raw.services,
      paths: new Set(['/services/', ...[...slugsOf(raw.services)].map((s) => `/services/${s}/`)]),
      expected: '"/services/" or a service page such as "/services/lock-repair/"',
    },
    {
      field: 'relatedAreas',
      file: AREAS_FILE,
      rows: raw.areas,
      paths: new Set([...slugsOf(raw.areas)].map((s) => `/areas/${s}/`)),
      expected: 'an area page such as "/areas/camden/"',
    },
  ] as const;
  for (const a of articles) {
    for (const { field, file, rows, paths, expected } of related) {
      a[field].forEach((path, i) => {
        if (!paths.has(path)) problems.add(a.file, undefined, `${field}[${i}]`, expected, quoted(path, file, rows));
      });
    }
  }
}

/** Folders of the blog's own pages beside the articles: /blog/page/2/, /blog/category/{slug}/ (src/lib/blog.ts). */
const RESERVED_SLUGS = ['page', 'category'];

/**
 * Each article needs an address of its own, and each category a page of its own, /blog/category/{slug}/, whose
 * search title and description still fit search results once the category's name is in them.
 */
function checkBlogAddresses({ articles, pages }: Pick<Checked, 'articles' | 'pages'>, problems: Problems): void {
  const seo = pages.blogIndex?.category.seo;
  const categories = new Map<string, { name: string; file: string }>();
  for (const a of articles) {
    if (RESERVED_SLUGS.includes(a.slug)) {
      const reserved = RESERVED_SLUGS.map((s) => `"${s}"`).join(' and ');
      problems.add(
        a.file,
        undefined,
        'slug',
        `a slug other than ${reserved} (the blog's own pages use them)`,
        `"${a.slug}"`,
      );
    }
    const slug = categorySlug(a.category);
    const other = categories.get(slug);
    if (!slug)
      problems.add(
        a.file,
        undefined,
        'category',
        'a name with letters or digits (it names the category page)',
        `"${a.category}"`,
      );
    else if (other && other.name !== a.category)
      problems.add(
        a.file,
        undefined,
        'category',
        `"${other.name}" as in ${other.file}, or a name of its own (both would be /blog/category/${slug}/)`,
        `"${a.category}"`,
      );
    else if (!other) {
      categories.set(slug, { name: a.category, file: a.file });
      const title = fill(seo?.title ?? '', { category: a.category });
      const description = fill(seo?.description ?? '', { category: a.category });
      if (title.length > 60)
        problems.add(
          a.file,
          undefined,
          'category',
          `a name that keeps the category page's title "${title}" within 60 characters`,
          `"${a.category}"`,
        );
      if (seo && (description.length > 160 || description.length < 70))
        problems.add(
          a.file,
          undefined,
          'category',
          `a name that keeps the category page's description within 70–160 characters (${description.length})`,
          `"${a.category}"`,
        );
    }
  }
}

/** A related page path as found ("/areas/x/"), naming a repeated slug of its table when that is the likely cause. */
function quoted(path: string, file: string, rows: readonly unknown[]): string {
  return missing(file, rows, path.split('/')[2] ?? path).replace(/^"[^"]*"/, `"${path}"`);
}
