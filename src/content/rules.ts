// Rules across records that a per-record schema cannot express: every reference resolves, every record has an
// address of its own, and the shared templates still fit once a record's name is in them. Nothing here fixes how
// many records there are (docs/content-reference.md).
import { basename } from 'node:path';
import { withName } from '../lib/area';
import { categorySlug } from '../lib/blog';
import { fill } from '../lib/template';
import type { Content } from './types';
import { type Problems, slugOf } from './errors';
import { contentFiles, type FolderKey, type RawContent, recordFile } from './content-files';
import { checkClaims, type ClaimsMemo, strings } from './claims';
import { AREA_REGIONS, areaPath, articlePath, sectionPath, servicePath } from '../lib/paths';
import { lineFinder } from './article-body';
import { linksIn } from './articles';

/** The tables as the loader has them: every record that passed its schema; a table that failed is undefined. */
export type Checked = Omit<
  Content,
  'site' | 'navigation' | 'social' | 'pages' | 'values' | 'written' | 'warnings' | 'references'
> & {
  site: Content['site'] | undefined;
  navigation: Content['navigation'] | undefined;
  pages: Partial<Content['pages']>;
};

/** The address section of each folder table: /services/{slug}/. */
const SECTIONS: Record<FolderKey, string> = { services: 'services', productCategories: 'products', areas: 'areas' };

/** Names both files of a duplicated slug (a "lock-repair.yaml" given twice by a tool that writes its own tables). */
function checkUnique(problems: Problems, table: FolderKey, rows: readonly unknown[]) {
  const seen = new Set<string>();
  for (const row of rows) {
    const slug = slugOf(row);
    if (seen.has(slug))
      problems.add(recordFile(table, slug), undefined, 'slug', 'a slug no other record uses', `"${slug}" twice`);
    seen.add(slug);
  }
}

/**
 * Names each record that has the name of another in its table (a second "Harrow" among the areas, made by adding an
 * area the site already has): both would be listed, two pages saying the same. Each names the other by its page, the
 * entry the owner knows (a file named "camden-1.yaml" by the editor is not).
 */
function checkNames(problems: Problems, table: FolderKey, rows: readonly { slug: string; name: string }[]) {
  const key = (name: string) => name.trim().toLowerCase();
  // The slugs of each name, found in one pass: a search of every row for every row cost the square of the rows.
  const slugsOf = new Map<string, string[]>();
  for (const { slug, name } of rows) {
    const slugs = slugsOf.get(key(name));
    if (slugs) slugs.push(slug);
    else slugsOf.set(key(name), [slug]);
  }
  for (const { slug, name } of rows) {
    const other = slugsOf.get(key(name))?.find((s) => s !== slug);
    if (other !== undefined)
      problems.add(
        recordFile(table, slug),
        undefined,
        NAME_FIELD[table],
        `a name no other ${ONE[table]} has`,
        `"${name}", the name of the ${ONE[table]} already at /${SECTIONS[table]}/${other}/`,
      );
  }
}

/** What one record of each folder table is, in the owner's words. */
const ONE: Record<FolderKey, string> = { services: 'service', productCategories: 'product category', areas: 'area' };

/** The field each folder table's records are named by. */
const NAME_FIELD = { services: 'title', productCategories: 'title', areas: 'name' } as const;

/**
 * The rules across records. They run on every record that passed its schema (duplicates on every record as
 * written), so one run reports shape problems and cross-record problems together.
 */
export function checkRules(content: Checked, raw: RawContent, problems: Problems, claims?: ClaimsMemo): void {
  const { services, pages } = content;
  for (const table of Object.keys(SECTIONS) as FolderKey[]) checkUnique(problems, table, raw[table]);
  checkNames(
    problems,
    'services',
    content.services.map((s) => ({ slug: s.slug, name: s.title })),
  );
  checkNames(
    problems,
    'productCategories',
    content.productCategories.map((c) => ({ slug: c.slug, name: c.title })),
  );
  checkNames(
    problems,
    'areas',
    content.areas.map((a) => ({ slug: a.slug, name: a.name })),
  );
  // The pages of a region's areas live in a folder of /areas/ (src/lib/paths.ts), which an area's page would take.
  if (raw.areas.some((a) => slugOf(a) === AREA_REGIONS))
    problems.add(
      recordFile('areas', AREA_REGIONS),
      undefined,
      '(file name)',
      `a name other than "${AREA_REGIONS}.yaml" (the pages of a region's areas use /areas/${AREA_REGIONS}/)`,
      `"${AREA_REGIONS}.yaml"`,
    );
  checkFacts(content, problems);
  checkRates(content, problems);
  checkLinks(content, raw, problems);
  checkAreaTemplates(content, problems);
  checkArticles(content, raw, problems);
  checkClaims(raw, problems, claims);

  const serviceSlugs = new Set(raw.services.map(slugOf));
  for (const s of services) {
    s.relatedServices.forEach((related, i) => {
      const field = `relatedServices[${i}]`;
      const file = recordFile('services', s.slug);
      if (related === s.slug) problems.add(file, undefined, field, 'another service', 'the service itself');
      else if (!serviceSlugs.has(related))
        problems.add(file, undefined, field, 'the file name of a service in content/services/', `"${related}"`);
      else problems.refer(recordFile('services', related), file, undefined, field);
    });
  }
  // A review names its service and area by file name, as a service names its related ones.
  const areaSlugs = new Set(raw.areas.map(slugOf));
  for (const r of content.reviews) {
    const file = recordFile('reviews', r.slug);
    if (r.service && !serviceSlugs.has(r.service))
      problems.add(file, undefined, 'service', 'the file name of a service in content/services/', `"${r.service}"`);
    else if (r.service) problems.refer(recordFile('services', r.service), file, undefined, 'service');
    if (r.area && !areaSlugs.has(r.area))
      problems.add(file, undefined, 'area', 'the file name of an area in content/areas/', `"${r.area}"`);
    else if (r.area) problems.refer(recordFile('areas', r.area), file, undefined, 'area');
  }
  const lists: [string, string | undefined, string, readonly string[] | undefined][] = [
    [contentFiles.pages.home.file, undefined, 'services.slugs', pages.home?.services.slugs],
    [contentFiles.pages.servicesIndex.file, 'servicesIndex', 'mainSlugs', pages.servicesIndex?.mainSlugs],
  ];
  for (const [file, record, field, slugs] of lists) {
    slugs?.forEach((slug, i) => {
      if (!serviceSlugs.has(slug))
        problems.add(file, record, `${field}[${i}]`, 'the file name of a service in content/services/', `"${slug}"`);
      else problems.refer(recordFile('services', slug), file, record, `${field}[${i}]`);
    });
  }
}

/** The average arrival time is an average of arrivals within the aim, so it cannot be longer than the aim. */
function checkFacts({ site }: Checked, problems: Problems): void {
  if (!site) return;
  const { arrivalAim, averageArrival } = site.facts;
  const aim = Math.max(...(arrivalAim.match(/\d+/g) ?? []).map(Number));
  const average = Math.max(...(averageArrival.match(/\d+/g) ?? []).map(Number));
  if (Number.isFinite(aim) && Number.isFinite(average) && average > aim)
    problems.add(
      contentFiles.site.file,
      undefined,
      'facts.averageArrival',
      `an average no longer than the arrival aim (${arrivalAim})`,
      `"${averageArrival}"`,
    );
}

/**
 * The rows of a table of charges (the terms' `rates`) that name a charge content/site.yaml states: the call-out, a
 * lockout, the night charge, by the words of their label. Each row's amount must be that fact as it stands
 * ({callOutCharge}, {lockoutPrice}, {nightCharge} write it), so the terms can never give one figure and the pages
 * another; a row for any other charge is the owner's own.
 */
const STATED_CHARGES = [
  { label: /\bcall-?outs?\b/i, fact: 'callOut', name: '{callOutCharge}' },
  { label: /\block(?:ed)?[- ]?outs?\b/i, fact: 'lockout', name: '{lockoutPrice}' },
  { label: /\bnight\b/i, fact: 'night', name: '{nightCharge}' },
] as const;

function checkRates({ site, pages }: Checked, problems: Problems): void {
  if (!site) return;
  const { file } = contentFiles.pages.terms;
  for (const [i, section] of (pages.terms?.sections ?? []).entries())
    for (const [j, row] of (section.rates?.rows ?? []).entries()) {
      const stated = STATED_CHARGES.find((c) => c.label.test(row.charge));
      const fact = stated && site.charges[stated.fact];
      if (stated && fact !== undefined && row.amount !== fact)
        problems.add(
          file,
          undefined,
          `sections[${i}].rates.rows[${j}].amount`,
          `${stated.name}, the charge content/site.yaml states (charges.${stated.fact}: ${fact}), so the terms and the pages agree`,
          `"${row.amount}" for "${row.charge}"`,
        );
    }
}

/**
 * Every link of the menus and the page copy to a service, product category, area or article names one the site
 * has, so removing a record shows every link left pointing at it, by file and line, before anything is built.
 */
function checkLinks({ articles }: Checked, raw: RawContent, problems: Problems): void {
  // Every article file, valid or not: one with a problem of its own is named for it, not for each link to it.
  const known = new Set<string>(raw.articles.map(({ file }) => articlePath(basename(file, '.md'))));
  for (const [table, section] of Object.entries(SECTIONS))
    for (const row of raw[table as FolderKey]) known.add(`/${section}/${slugOf(row)}/`);
  const record = /^\/(services|products|areas|blog)\/([^/#]+)\/(?:#.*)?$/;
  const { navigation, social, pages } = contentFiles;
  const files: [string, string | undefined, unknown][] = [
    [navigation.file, undefined, raw.navigation],
    [social.file, undefined, raw.social],
    ...Object.entries(pages).map(
      ([key, { file, record: name }]) =>
        [file, name, raw.pages[key as keyof typeof pages]] as [string, string, unknown],
    ),
  ];
  for (const [file, name, value] of files)
    for (const [field, text] of strings(value)) {
      if (!/(?:^|\.)href$/.test(field)) continue;
      const match = record.exec(text);
      if (!match || match[2] === 'page' || match[2] === 'category') continue;
      const target = recordOf(match);
      if (!known.has(text.replace(/#.*$/, '')))
        problems.add(file, name, field, 'the address of a page the site has', `"${text}"`);
      else if (target) problems.refer(target, file, name, field);
    }
  // The links of each article's body, by the line each is on: an article removed or renamed leaves them behind.
  const texts = new Map(raw.articles.map(({ file, text }) => [file, text]));
  for (const { file, html } of articles) {
    const lineOf = lineFinder(texts.get(file) ?? '');
    for (const href of linksIn(html)) {
      const match = record.exec(href);
      if (!match || match[2] === 'page' || match[2] === 'category') continue;
      const target = recordOf(match);
      if (known.has(href.replace(/#.*$/, ''))) {
        if (target) problems.refer(target, file, undefined, 'body', lineOf(href));
        continue;
      }
      problems.addFile({
        file,
        line: lineOf(href),
        field: 'body',
        expected: 'links to pages the site has',
        found: `a link to "${href}", which no ${RECORD_KINDS[match[1] as keyof typeof RECORD_KINDS]} has (removed or renamed?): link another page, or keep the words without the link`,
      });
    }
  }
}

/** The file of the record a link's match names: /blog/a/ is content/blog/a.md, /services/b/ content/services/b.yaml. */
function recordOf(match: RegExpExecArray): string | undefined {
  const [, section = '', slug = ''] = match;
  if (section === 'blog') return `content/blog/${slug}.md`;
  const table = (Object.keys(SECTIONS) as FolderKey[]).find((key) => SECTIONS[key] === section);
  return table && recordFile(table, slug);
}

/** What each section's pages are, as the owner knows them. */
const RECORD_KINDS = { services: 'service', products: 'product category', areas: 'area', blog: 'article' } as const;

/** The shared head templates of the area pages must still fit search results once each area's name is in them. */
function checkAreaTemplates({ areas, pages }: Checked, problems: Problems): void {
  if (!pages.areaPage) return;
  const { seo } = pages.areaPage;
  const file = contentFiles.pages.areaPage.file;
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
  checkBlogAddresses({ articles, pages }, problems);
  // Each related link must name a page the site has: the services index or a service, and an area.
  const related = [
    {
      field: 'relatedServices',
      paths: new Set([sectionPath('services'), ...raw.services.map((s) => servicePath(slugOf(s)))]),
      expected: '"/services/" or the page of a service in content/services/, "/services/{file name}/"',
    },
    {
      field: 'relatedAreas',
      paths: new Set(raw.areas.map((a) => areaPath(slugOf(a)))),
      expected: 'the page of an area in content/areas/, "/areas/{file name}/"',
    },
  ] as const;
  for (const a of articles) {
    for (const { field, paths, expected } of related) {
      a[field].forEach((path, i) => {
        if (!paths.has(path)) problems.add(a.file, undefined, `${field}[${i}]`, expected, `"${path}"`);
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
      const reserved = RESERVED_SLUGS.map((s) => `"${s}.md"`).join(' and ');
      problems.add(
        a.file,
        undefined,
        '(file name)',
        `a name other than ${reserved} (the blog's own pages use them)`,
        `"${a.slug}.md"`,
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
