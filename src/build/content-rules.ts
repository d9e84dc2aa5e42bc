// Rules across records that a per-record schema cannot express (SPEC.md §3 and §9).
import type { Region } from '../../content/schema';
import { AREAS_FILE, type Content, type Problems } from './content';
import { withName } from '../lib/area';

const SERVICES = 'content/services.ts';
const PRODUCTS = 'content/products.ts';

/** SPEC.md §9 counts of the tables themselves. */
export const expectedCounts = { services: 8, productCategories: 6, areas: 33 } as const;

/** SPEC.md §3: the region of each of the 33 boroughs. */
export const specRegions: Record<Region, readonly string[]> = {
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

function checkUnique(problems: Problems, file: string, rows: readonly { slug: string }[]) {
  const seen = new Set<string>();
  for (const row of rows) {
    if (seen.has(row.slug)) problems.add(file, row.slug, 'slug', 'a slug no other record uses', `"${row.slug}" again`);
    seen.add(row.slug);
  }
}

export interface RuleOptions {
  /**
   * false only for the benchmark's generated sites: drops the rules that pin the tables to SPEC.md (exactly 33
   * areas, each borough in its region), so thousands of synthetic areas can be built. Every other rule applies.
   */
  specTables?: boolean;
}

export function checkReferences(content: Content, problems: Problems, { specTables = true }: RuleOptions = {}): void {
  const { services, productCategories, pages } = content;
  checkCount(problems, SERVICES, 'services', services, expectedCounts.services);
  checkCount(problems, PRODUCTS, 'productCategories', productCategories, expectedCounts.productCategories);
  checkUnique(problems, SERVICES, services);
  checkUnique(problems, PRODUCTS, productCategories);

  checkAreas(content, problems, specTables);
  checkArticles(content, problems);

  const serviceSlugs = new Set(services.map((s) => s.slug));
  for (const s of services) {
    if (s.id !== s.slug) problems.add(SERVICES, s.slug, 'id', `the same value as slug ("${s.slug}")`, `"${s.id}"`);
    s.howItWorks.forEach((step, i) => {
      if (step.step !== i + 1) problems.add(SERVICES, s.slug, `howItWorks[${i}].step`, `${i + 1}`, `${step.step}`);
    });
    s.relatedServices.forEach((related, i) => {
      const field = `relatedServices[${i}]`;
      if (related === s.slug) problems.add(SERVICES, s.slug, field, 'another service', 'the service itself');
      else if (!serviceSlugs.has(related))
        problems.add(SERVICES, s.slug, field, 'the slug of a service', `"${related}"`);
    });
  }
  const lists: [string, string | undefined, string, readonly string[]][] = [
    ['content/pages/home.ts', undefined, 'services.slugs', pages.home.services.slugs],
    ['content/pages/services.ts', 'servicesIndex', 'mainSlugs', pages.servicesIndex.mainSlugs],
    ['content/pages/services.ts', 'servicesIndex', 'additionalSlugs', pages.servicesIndex.additionalSlugs],
  ];
  for (const [file, record, field, slugs] of lists) {
    slugs.forEach((slug, i) => {
      if (!serviceSlugs.has(slug)) problems.add(file, record, `${field}[${i}]`, 'the slug of a service', `"${slug}"`);
    });
  }
}

function checkAreas({ areas, pages }: Content, problems: Problems, specTables: boolean): void {
  checkUnique(problems, AREAS_FILE, areas);
  if (specTables) checkCount(problems, AREAS_FILE, 'areas', areas, expectedCounts.areas);
  const regionOf = new Map(Object.entries(specRegions).flatMap(([region, slugs]) => slugs.map((s) => [s, region])));
  for (const area of specTables ? areas : []) {
    const expected = regionOf.get(area.slug);
    if (!expected)
      problems.add(AREAS_FILE, area.slug, 'slug', 'one of the 33 borough slugs of SPEC.md §3', `"${area.slug}"`);
    else if (area.region !== expected)
      problems.add(AREAS_FILE, area.slug, 'region', `"${expected}"`, `"${area.region}"`);
  }
  // The shared head templates must still fit search results once the longest borough name is in them.
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

function checkArticles({ articles, services, areas }: Content, problems: Problems): void {
  const seen = { id: new Map<string, string>(), slug: new Map<string, string>() };
  const expected = { id: 'an id no other article uses', slug: 'a slug no other article uses' };
  for (const a of articles) {
    for (const key of ['id', 'slug'] as const) {
      const other = seen[key].get(a[key]);
      if (other) problems.add(a.file, undefined, key, expected[key], `"${a[key]}", also in ${other}`);
      else seen[key].set(a[key], a.file);
    }
  }
  const servicePaths = new Set(['/services/', ...services.map((s) => `/services/${s.slug}/`)]);
  const areaPaths = new Set(areas.map((area) => `/areas/${area.slug}/`));
  for (const a of articles) {
    a.relatedServices.forEach((path, i) => {
      if (!servicePaths.has(path))
        problems.add(
          a.file,
          undefined,
          `relatedServices[${i}]`,
          '"/services/" or a service page such as "/services/lock-repair/"',
          `"${path}"`,
        );
    });
    a.relatedAreas.forEach((path, i) => {
      if (!areaPaths.has(path))
        problems.add(a.file, undefined, `relatedAreas[${i}]`, 'an area page such as "/areas/camden/"', `"${path}"`);
    });
  }
}
