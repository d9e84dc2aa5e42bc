// Loads content/: reads the YAML files and articles (src/content/content-files.ts), fills the site's figures into the copy
// (src/content/fill.ts), checks every record against its schema, parses the articles, then applies the rules
// across records (src/content/rules.ts). Returns typed tables, or throws ContentErrors listing every problem of
// every record, each with its file and line.
import { byDateDesc, type ImageMemo, parseArticle, type TextMemo } from './articles';
import { ContentErrors, Problems } from './errors';
import { contentFiles, type PageCopy, type RawContent, readContent, recordFile, type TableKey } from './content-files';
import { fillArticle, fillSiteValues, siteValues } from './fill';
import { checkRules } from './rules';
import type { ClaimsMemo } from './claims';
import { buildKind, standIns } from './stand-ins';
import type { Content } from './types';
import { formSettings } from '../lib/quote-requests/form';

export type { ContentValues, RawContent } from './content-files';
export { readContent } from './content-files';
export { ContentErrors } from './errors';
export type { Content } from './types';
export type { Article, ParsedText, TextMemo } from './articles';
export type { CopyClaims } from './claims';

/** What earlier loads worked out, kept by the build between builds (src/steps/content.ts). */
export interface ContentMemos {
  /** Each article's text as parsed. */
  texts?: TextMemo;
  /** What the claims rules found in each record and article. */
  claims?: ClaimsMemo;
}

/**
 * Validates the tables and returns them typed, or throws ContentErrors listing every problem.
 * SITE_URL overrides the origin of content/site.yaml, so the same content builds for staging and production.
 * `year` is the year of the build, which {yearsInBusiness} counts to.
 */
export function validateContent(
  written: RawContent = readContent(),
  env: NodeJS.ProcessEnv = process.env,
  { texts, claims }: ContentMemos = {},
  year: number = new Date().getFullYear(),
): Content {
  const problems = new Problems({ ...written.lines });
  for (const problem of written.unreadable ?? []) problems.addFile(problem);
  const images: ImageMemo = new Map();
  const files = contentFiles;
  const siteInput = siteAsRead(written, env);
  const site = problems.parse(files.site.file, undefined, files.site.schema, siteInput);
  // Filled from the file as written, so one mistake in content/site.yaml is reported there alone.
  const values = siteValues(siteInput, year);
  const raw = fillSiteValues(written, values, problems);
  const pages = Object.fromEntries(
    Object.entries(files.pages).map(([key, file]) => [
      key,
      problems.parse(file.file, file.record, file.schema, raw.pages[key as keyof PageCopy]),
    ]),
  ) as Partial<PageCopy>;
  const fileOf = (key: TableKey) => (slug: string) => recordFile(key, slug);
  const unreadable = new Set((written.unreadable ?? []).filter((p) => p.field === '(file)').map((p) => p.file));
  const content = {
    site,
    navigation: problems.parse(files.navigation.file, undefined, files.navigation.schema, raw.navigation),
    social: problems.parse(files.social.file, undefined, files.social.schema, raw.social),
    services: problems.parseTable(fileOf('services'), files.services.rows, raw.services, unreadable),
    productCategories: problems.parseTable(
      fileOf('productCategories'),
      files.productCategories.rows,
      raw.productCategories,
      unreadable,
    ),
    areas: problems.parseTable(fileOf('areas'), files.areas.rows, raw.areas, unreadable),
    // Newest first, as the pages show them.
    reviews: problems
      .parseTable(fileOf('reviews'), files.reviews.rows, raw.reviews, unreadable)
      .sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug)),
    articles: raw.articles
      .map((source) => parseArticle(source, problems, { images, texts, dir: raw.blogDir }))
      .filter((a) => a !== undefined)
      .sort(byDateDesc),
    pages,
  };
  // Rules across records run on every record that has the right shape, so one run reports both kinds of problem.
  checkRules(content, raw, problems, claims);
  const request = pages.contact?.request;
  if (request?.on && site && !site.requests)
    problems.add(
      files.pages.contact.file,
      undefined,
      'request.on',
      'the form set up first: Site and menus › Business and figures › Technical › Requests, the address requests are emailed from',
      'a tick, with no such address: untick it, or set the form up',
    );
  // Stand-ins are listed first among the warnings of a preview build, and refused by a live one (the form's settings
  // only while the form is on).
  const standing = site ? standIns({ ...site, requests: request ? formSettings(site, request) : site.requests }) : [];
  const live = site !== undefined && buildKind(site, env).live;
  const others = problems.warnings.splice(0);
  for (const { field, expected, found } of standing)
    if (live)
      problems.add(files.site.file, undefined, field, `${expected}; a live build refuses what is there now`, found);
    else problems.warn(files.site.file, undefined, field, expected, found);
  problems.warnings.push(...others);
  if (problems.list.length > 0) throw new ContentErrors(problems.list);
  const pagesWritten = Object.fromEntries(
    Object.entries(files.pages).map(([key, { file, record }]) => [
      key,
      { file, ...(record ? { record } : {}), value: written.pages[key as keyof PageCopy] },
    ]),
  ) as Content['written']['pages'];
  const asWritten = { site: written.site, navigation: written.navigation, pages: pagesWritten };
  const { warnings, references } = problems;
  return { ...content, values, written: asWritten, warnings, references } as Content;
}

/** content/site.yaml as the build reads it: SITE_URL overrides its origin. */
function siteAsRead(written: RawContent, env: NodeJS.ProcessEnv): unknown {
  return env.SITE_URL && written.site && typeof written.site === 'object'
    ? { ...written.site, technical: { ...technicalOf(written.site), origin: env.SITE_URL.replace(/\/+$/, '') } }
    : written.site;
}

/**
 * The articles' texts as validateContent parses them, the site's values filled in: what a memo of parsed texts is
 * keyed by (src/steps/content.ts fills one before validating). The problems of the filling are noted when
 * validateContent fills them again.
 */
export function filledArticleTexts(written: RawContent, env: NodeJS.ProcessEnv, year: number): string[] {
  const values = siteValues(siteAsRead(written, env), year);
  const problems = new Problems({});
  return written.articles.map(({ file, text }) => fillArticle(file, text, values, problems));
}

/** The technical group of content/site.yaml as written, or nothing when it is not a group. */
function technicalOf(site: object): object {
  const technical = (site as { technical?: unknown }).technical;
  return technical && typeof technical === 'object' ? technical : {};
}

export function loadContent(env: NodeJS.ProcessEnv = process.env): Content {
  return validateContent(readContent(), env);
}
