// docs/architecture.md#targets: every content rule fails with a message naming the file (and, for content read from
// files, the line), the record and the field, what was expected and what was found. One bad fixture per rule, each a
// copy of the real content with one fault, so the tests follow the content as it grows: slugs, names and counts are
// read from it, never written here.
import assert from 'node:assert/strict';
import { copyFileSync, cpSync, mkdtempSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';
import { describe, it } from 'node:test';
import {
  type CopyClaims,
  type Content,
  ContentErrors,
  type ContentValues,
  type ParsedText,
  readContent,
} from '../src/content/load';
import { validateContent as validateUncached } from '../src/content/load';
import { categorySlug } from '../src/lib/blog';
import { AREA_REGIONS } from '../src/lib/paths';

/** The file names of the blog's own folders (/blog/page/2/, /blog/category/…), which no article may take. */
const RESERVED = ['page', 'category'].map((name) => `${name}.md`);
const ROOT = resolve(import.meta.dirname, '..');

/** The content as the build reads it from content/, with the line of every field. */
const fromFiles = readContent();
/**
 * The same tables as a tool passes them in code (the benchmark does): without the lines of the files, so messages
 * name the file and the field only. Articles always carry the lines of their front matter.
 */
const inCode: ContentValues = { ...fromFiles, lines: undefined };

/**
 * validateContent with the parsed article texts (and their claims) kept between calls, as the build keeps them between builds
 * (src/steps/content.ts): a fixture whose articles are unchanged skips YAML and Markdown, one with an edited text
 * parses that text.
 */
const memos = { texts: new Map<string, ParsedText>(), claims: new Map<string, CopyClaims>() };
const validateContent = (raw: ContentValues, env: NodeJS.ProcessEnv = {}, year?: number): Content =>
  validateUncached(raw, env, memos, year);

/** A deep copy of the content (as passed in code) with one change applied. */
function withFault(change: (c: ContentValues) => void, from: ContentValues = inCode): ContentValues {
  const copy = structuredClone(from);
  change(copy);
  return copy;
}

/** The content error messages of a copy, or [] when it is valid. */
function problemsOf(raw: ContentValues, env: NodeJS.ProcessEnv = {}): string[] {
  try {
    validateContent(raw, env);
    return [];
  } catch (error) {
    assert.ok(error instanceof ContentErrors, String(error));
    return error.errors.map((e) => e.message);
  }
}

function errorsOf(raw: ContentValues, env: NodeJS.ProcessEnv = {}): string[] {
  const errors = problemsOf(raw, env);
  assert.ok(errors.length > 0, 'validation passed but should have failed');
  return errors;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The slug of the first record of a folder table, and its file. */
function firstOf(table: 'services' | 'productCategories' | 'areas'): { slug: string; file: string } {
  const slug = fromFiles[table][0]?.slug;
  assert.ok(slug, `content has no ${table}`);
  const dir = { services: 'services', productCategories: 'products', areas: 'areas' }[table];
  return { slug, file: `content/${dir}/${slug}.yaml` };
}
const SERVICE = firstOf('services');
const CATEGORY = firstOf('productCategories');
const AREA = firstOf('areas');
const secondService = fromFiles.services[1]?.slug ?? '';

/** The 1-based number of the first line of `text` that `test` matches, from line `after` + 1 on. */
function lineOf(text: string, test: RegExp, after = 0): number {
  const index = text.split('\n').findIndex((line, i) => i >= after && test.test(line));
  assert.ok(index >= 0, `no line matches ${test}`);
  return index + 1;
}

/** Text with line `n` (1-based) rewritten. */
function withLine(text: string, n: number, change: (line: string) => string): string {
  const lines = text.split('\n');
  lines[n - 1] = change(lines[n - 1] ?? '');
  return lines.join('\n');
}

/**
 * The article the article rules break: the first whose front matter gives its date and category on a line each and
 * lists its related pages one per line, as content/blog/ writes them.
 */
const ARTICLE =
  fromFiles.articles.find(
    ({ text }) =>
      /^date: /m.test(text) &&
      /^category: /m.test(text) &&
      /^image: /m.test(text) &&
      /^relatedServices:\n {2}- /m.test(text) &&
      /^relatedAreas:\n {2}- /m.test(text),
  )?.file ?? 'content/blog/(no article to break).md';

function articleOf(c: ContentValues, file = ARTICLE) {
  const source = c.articles.find((a) => a.file === file);
  assert.ok(source, file);
  return source;
}

/** Edits the text of the article in a fixture. */
const editArticle = (c: ContentValues, edit: (text: string) => string) => {
  const source = articleOf(c);
  source.text = edit(source.text);
};

/** Where a field of the article is in the fixture's text: "content/blog/….md:5". */
const articleAt = (c: ContentValues, field: RegExp) => `${ARTICLE}:${lineOf(articleOf(c).text, field)}`;

/** Adds a line after the first line that `after` matches. */
const insertAfter = (text: string, after: RegExp, line: string) =>
  withLine(text, lineOf(text, after), (l) => `${l}\n${line}`);

type Expected = string | RegExp | ((c: ContentValues) => string | RegExp);

/** "1 item", "13 items", as the messages count. */
const items = (n: number) => `${n} item${n === 1 ? '' : 's'}`;

describe('content validation', () => {
  it('accepts the real content, read from files or passed in code', () => {
    assert.deepEqual(problemsOf(fromFiles), []);
    assert.deepEqual(problemsOf(inCode), []);
  });

  it('takes the telephone number as people write it and keeps it in international form', () => {
    for (const written of ['020 7946 0123', '(020) 7946-0123', '+44 (0)20 7946 0123', '+442079460123']) {
      const c = structuredClone(inCode);
      c.site.telephone = written;
      assert.equal(validateContent(c, {}).site.telephone, '+442079460123', written);
    }
  });

  it('takes the site origin from SITE_URL, without a trailing slash', () => {
    assert.equal(
      validateContent(inCode, { SITE_URL: 'https://staging.example.org/' }).site.origin,
      'https://staging.example.org',
    );
  });

  const cases: [rule: string, change: (c: ContentValues) => void, message: Expected][] = [
    [
      'a telephone number',
      (c) => {
        c.site.telephone = 'call us';
      },
      'content/site.yaml › telephone: expected a telephone number, such as "020 7946 0123", found "call us" (7 characters)',
    ],
    [
      'a UK telephone number',
      (c) => {
        c.site.telephone = '+33 1 23 45 67 89';
      },
      'content/site.yaml › telephone: expected a UK telephone number, such as "020 7946 0123", found "+33 1 23 45 67 89" (17 characters)',
    ],
    [
      'a brand in capitals',
      (c) => {
        c.site.brand = 'Locksmith London';
      },
      'content/site.yaml › brand: expected capital letters, found "Locksmith London" (16 characters)',
    ],
    [
      'a question ending in "?"',
      (c) => {
        c.services[0]!.faqs[1]!.question = 'How fast are you.';
      },
      `${SERVICE.file} › faqs[1].question: expected a question ending in "?", found "How fast are you." (17 characters)`,
    ],
    [
      'a meta description of at most 160 characters',
      (c) => {
        c.services[0]!.metaDescription = 'x'.repeat(161);
      },
      new RegExp(
        `^${escape(SERVICE.file)} › metaDescription: expected at most 160 characters .*found "x+\\.\\.\\." \\(161 characters\\)$`,
      ),
    ],
    [
      'a known icon',
      (c) => {
        (c.services[0] as { icon: string }).icon = 'spanner';
      },
      new RegExp(`^${escape(SERVICE.file)} › icon: expected one of "home", .*found "spanner"`),
    ],
    [
      'a kebab-case slug',
      (c) => {
        c.services[0]!.slug = 'Lock Repair';
      },
      'content/services/Lock Repair.yaml › slug: expected a lowercase kebab-case slug such as "lock-repair", found "Lock Repair" (11 characters)',
    ],
    [
      'unique slugs',
      (c) => {
        c.services[1] = { ...c.services[1]!, slug: SERVICE.slug };
      },
      `${SERVICE.file} › slug: expected a slug no other record uses, found "${SERVICE.slug}" twice`,
    ],
    [
      'related services that exist',
      (c) => {
        c.services[0]!.relatedServices = ['lock-picking'];
      },
      `${SERVICE.file} › relatedServices[0]: expected the file name of a service in content/services/, found "lock-picking"`,
    ],
    [
      'related services that exclude the service itself',
      (c) => {
        c.services[0]!.relatedServices = [SERVICE.slug];
      },
      `${SERVICE.file} › relatedServices[0]: expected another service, found the service itself`,
    ],
    [
      '"Name - description" listings',
      (c) => {
        c.productCategories[0]!.listing[0] = 'CCTV cameras';
      },
      `${CATEGORY.file} › listing[0]: expected "Name - description", found "CCTV cameras" (12 characters)`,
    ],
    [
      'home services that exist',
      (c) => {
        c.pages.home.services.slugs[0] = 'lock-smashing';
      },
      'content/pages/home.yaml › services.slugs[0]: expected the file name of a service in content/services/, found "lock-smashing"',
    ],
    [
      'main services on /services/ that exist',
      (c) => {
        c.pages.servicesIndex.mainSlugs[0] = 'lock-smashing';
      },
      'content/pages/services.yaml › servicesIndex › mainSlugs[0]: expected the file name of a service in content/services/, found "lock-smashing"',
    ],
    [
      'site paths with a trailing slash',
      (c) => {
        c.pages.home.products.button.href = '/products';
      },
      /^content\/pages\/home\.yaml › products\.button\.href: expected a site path such as "\/services\/lock-repair\/" \(trailing slash\), found "\/products"/,
    ],
    [
      'links in the page copy to pages the site has',
      (c) => {
        c.pages.home.products.items[0]!.href = '/products/garden-gates/';
      },
      'content/pages/home.yaml › products.items[0].href: expected the address of a page the site has, found "/products/garden-gates/"',
    ],
    [
      'plain text without HTML',
      (c) => {
        c.pages.about.hero.title = 'About <b>us</b>';
      },
      'content/pages/about.yaml › hero.title: expected plain text without HTML, found "About <b>us</b>" (15 characters)',
    ],
    [
      'a region the /areas/ index groups by',
      (c) => {
        (c.areas[0] as { region: string }).region = 'North East';
      },
      `${AREA.file} › region: expected one of "Central", "North", "South", "East", "West", found "North East" (10 characters)`,
    ],
    [
      'unique area slugs',
      (c) => {
        c.areas[1]!.slug = AREA.slug;
      },
      `${AREA.file} › slug: expected a slug no other record uses, found "${AREA.slug}" twice`,
    ],
    [
      "an area file name the regions' pages do not use",
      (c) => {
        c.areas[0]!.slug = AREA_REGIONS;
      },
      `content/areas/${AREA_REGIONS}.yaml › (file name): expected a name other than "${AREA_REGIONS}.yaml" (the pages of a region's areas use /areas/${AREA_REGIONS}/), found "${AREA_REGIONS}.yaml"`,
    ],
    [
      'outward codes',
      (c) => {
        c.areas[0]!.postalCodes[0] = 'SE13 6LW';
      },
      `${AREA.file} › postalCodes[0]: expected an outward code such as "N1", "SW1A" or "CR0", found "SE13 6LW" (8 characters)`,
    ],
    [
      'at least one postcode',
      (c) => {
        c.areas[0]!.postalCodes.length = 0;
      },
      `${AREA.file} › postalCodes: expected at least one outward code, found 0 items`,
    ],
    [
      'a description of more than one sentence',
      (c) => {
        c.areas[0]!.description = 'A borough of museums and mansion blocks.';
      },
      new RegExp(`^${escape(AREA.file)} › description: expected more than one sentence`),
    ],
    [
      'coordinates in every area record',
      (c) => {
        (c.areas[0] as { coordinates?: unknown }).coordinates = undefined;
      },
      `${AREA.file} › coordinates: expected a object, found nothing`,
    ],
    [
      'a longitude inside Greater London',
      (c) => {
        c.areas[0]!.coordinates.longitude = '2.1800';
      },
      `${AREA.file} › coordinates.longitude: expected a longitude inside Greater London (-0.52 to 0.34), found "2.1800" (6 characters)`,
    ],
    [
      'a latitude inside Greater London',
      (c) => {
        c.areas[0]!.coordinates.latitude = '53.3620';
      },
      `${AREA.file} › coordinates.latitude: expected a latitude inside Greater London (51.28 to 51.7), found "53.3620" (7 characters)`,
    ],
    [
      'coordinates as decimal strings',
      (c) => {
        c.areas[0]!.coordinates.latitude = '51.5';
      },
      `${AREA.file} › coordinates.latitude: expected a decimal latitude as a string, such as "51.5074", found "51.5" (4 characters)`,
    ],
    [
      'an area page title that fits search results with every area’s name',
      (c) => {
        const longest = c.areas.map((a) => a.name).reduce((a, b) => (b.length > a.length ? b : a));
        c.pages.areaPage.seo.title = `{name} ${'x'.repeat(60 - longest.length)}`;
      },
      (c) => {
        const longest = c.areas.map((a) => a.name).reduce((a, b) => (b.length > a.length ? b : a));
        return `content/pages/areas.yaml › areaPage › seo.title: expected at most 60 characters with "${longest}", found 61`;
      },
    ],
    [
      'an ISO date',
      (c) => editArticle(c, (t) => t.replace(/^date: .*$/m, 'date: "28/02/2024"')),
      (c) =>
        `${articleAt(c, /^date:/)} › date: expected an ISO date such as "2024-03-15", found "28/02/2024" (10 characters)`,
    ],
    [
      'a date that exists',
      (c) => editArticle(c, (t) => t.replace(/^date: .*$/m, 'date: "2024-02-30"')),
      (c) =>
        `${articleAt(c, /^date:/)} › date: expected a date that exists, such as "2024-03-15", found "2024-02-30" (10 characters)`,
    ],
    [
      'every front matter field',
      (c) => editArticle(c, (t) => t.replace(/^excerpt: .*\n(?:[ \t]+.*\n)*/m, '')),
      `${ARTICLE} › excerpt: expected a string, found nothing`,
    ],
    [
      'front matter fields of the right type',
      (c) => editArticle(c, (t) => t.replace(/^title: .*$/m, 'title: 7')),
      (c) => `${articleAt(c, /^title:/)} › title: expected a string, found 7`,
    ],
    [
      'no unknown front matter fields',
      (c) => editArticle(c, (t) => insertAfter(t, /^category:/, 'author: Sam')),
      `${ARTICLE} › (record): expected no unknown fields (remove author), found author`,
    ],
    [
      'the file name as the article’s address, with no slug in the front matter',
      (c) => editArticle(c, (t) => insertAfter(t, /^category:/, 'slug: another-address')),
      `${ARTICLE} › (record): expected no unknown fields (remove slug), found slug`,
    ],
    [
      'valid YAML front matter',
      (c) => editArticle(c, (t) => t.replace(/^category: .*$/m, 'category: [Lock Repair')),
      new RegExp(`^${escape(ARTICLE)}:\\d+:\\d+ › front matter: expected valid YAML, found .+`),
    ],
    [
      'front matter at the top of the file',
      (c) => editArticle(c, (t) => t.replace(/^---\n/, '')),
      `${ARTICLE} › front matter: expected YAML between two "---" lines at the top of the file, found none`,
    ],
    [
      'an image that exists',
      (c) => editArticle(c, (t) => t.replace(/^image: .*$/m, 'image: images/no-such-door.svg')),
      (c) =>
        `${articleAt(c, /^image:/)} › image: expected a PNG, JPEG, WebP or SVG file in content/blog/images/ of at most 8 MB, found "images/no-such-door.svg", which is not a file there`,
    ],
    [
      'related areas that exist',
      (c) => editArticle(c, (t) => insertAfter(t, /^relatedAreas:/, '  - /areas/kings-cross/')),
      (c) =>
        `${ARTICLE}:${lineOf(articleOf(c).text, /^relatedAreas:/) + 1} › relatedAreas[0]: expected the page of an area in content/areas/, "/areas/{file name}/", found "/areas/kings-cross/"`,
    ],
    [
      'related services that exist, in an article',
      (c) => editArticle(c, (t) => insertAfter(t, /^relatedServices:/, '  - /services/door-painting/')),
      (c) =>
        `${ARTICLE}:${lineOf(articleOf(c).text, /^relatedServices:/) + 1} › relatedServices[0]: expected "/services/" or the page of a service in content/services/, "/services/{file name}/", found "/services/door-painting/"`,
    ],
    [
      'only the Markdown the sanitizer keeps',
      (c) => editArticle(c, (t) => `${t}\n<iframe src="https://example.org/"></iframe>\n\n<h1>Heading</h1>\n`),
      `${ARTICLE} › body: expected only paragraphs, ## to #### headings, lists, bold, italic, links, images, quotes and tables, found <iframe>, <h1>`,
    ],
    [
      'links that keep their address: no javascript:, data: or protocol-relative link',
      (c) =>
        editArticle(
          c,
          (t) => `${t}\nSee [the note](javascript:alert(1)).\n\nOr [this one](//elsewhere.example/note).\n`,
        ),
      (c) =>
        `${ARTICLE}:${lineOf(articleOf(c).text, /javascript:/)} › body: expected links to the site's own pages (/services/…) or to https://, mailto: and tel: addresses, found a link to "javascript:alert(1)", which would show as plain words`,
    ],
    [
      'body links to pages the site has',
      (c) => editArticle(c, (t) => `${t}\nRead [our guide to gates](/blog/no-article-has-this-address/) too.\n`),
      (c) =>
        `${ARTICLE}:${lineOf(articleOf(c).text, /no-article-has-this-address/)} › body: expected links to pages the site has, found a link to "/blog/no-article-has-this-address/", which no article has (removed or renamed?): link another page, or keep the words without the link`,
    ],
    [
      'pictures in the body that are files in content/blog/images/',
      (c) =>
        editArticle(c, (t) => `${t}\n![A door](images/no-such-photo.jpg)\n\n![A lock](https://example.org/lock.jpg)\n`),
      `${ARTICLE} › body: expected images that are a PNG, JPEG, WebP or SVG file in content/blog/images/ of at most 8 MB, found "images/no-such-photo.jpg", which is not a file there`,
    ],
    [
      "an article file name the blog's own pages do not use",
      (c) => {
        articleOf(c).file = `content/blog/${RESERVED[0]}`;
      },
      `content/blog/${RESERVED[0]} › (file name): expected a name other than "${RESERVED[0]}" and "${RESERVED[1]}" (the blog's own pages use them), found "${RESERVED[0]}"`,
    ],
    [
      'a category name that can name a page',
      (c) => editArticle(c, (t) => t.replace(/^category: .*$/m, 'category: "+++"')),
      (c) =>
        `${articleAt(c, /^category:/)} › category: expected a name with letters or digits (it names the category page), found "+++"`,
    ],
    [
      'a category name that keeps its page title within 60 characters',
      (c) => {
        c.pages.blogIndex.category.seo.title = '{category}: Locksmith Advice for London';
        editArticle(c, (t) => t.replace(/^category: .*$/m, 'category: Lock Repair and Everyday Door Problems'));
      },
      (c) =>
        `${articleAt(c, /^category:/)} › category: expected a name that keeps the category page's title "Lock Repair and Everyday Door Problems: Locksmith Advice for London" within 60 characters, found "Lock Repair and Everyday Door Problems"`,
    ],
    [
      'a reviewed date that exists',
      (c) => editArticle(c, (t) => insertAfter(t, /^date:/, 'reviewed: "2026-02-30"')),
      (c) =>
        `${articleAt(c, /^reviewed:/)} › reviewed: expected a date that exists, such as "2024-03-15", found "2026-02-30" (10 characters)`,
    ],
    [
      'a reviewed date no earlier than the date of publication',
      (c) => editArticle(c, (t) => insertAfter(t, /^date:/, 'reviewed: "1999-12-31"')),
      (c) =>
        `${articleAt(c, /^reviewed:/)} › reviewed: expected a date on or after the date of publication, found "1999-12-31" (10 characters)`,
    ],
    [
      'guarantee terms in the business constants',
      (c) => {
        (c.site as { guarantee?: unknown }).guarantee = undefined;
      },
      'content/site.yaml › guarantee: expected a object, found nothing',
    ],
    [
      'guarantee months as a whole number',
      (c) => {
        (c.site.guarantee as { workmanshipMonths: unknown }).workmanshipMonths = '12 months';
      },
      'content/site.yaml › guarantee.workmanshipMonths: expected a number, found "12 months" (9 characters)',
    ],
    [
      'guarantee terms on the about page that keep statutory rights',
      (c) => {
        c.pages.about.guarantee.paragraphs.pop();
      },
      (c) =>
        `content/pages/about.yaml › guarantee.paragraphs: expected a last paragraph ending "Your statutory rights are not affected.", found ${items(c.pages.about.guarantee.paragraphs.length)}`,
    ],
    [
      'a reviewed label with the date',
      (c) => {
        c.pages.articlePage.reviewed = 'Last reviewed';
      },
      'content/pages/blog.yaml › articlePage › reviewed: expected text containing "{date}", found "Last reviewed" (13 characters)',
    ],
    [
      'a social image alt text naming the title',
      (c) => {
        c.social.imageAlt = 'A locksmith';
      },
      'content/social.yaml › imageAlt: expected text containing {title}, found "A locksmith" (11 characters)',
    ],
    [
      'a blog category card naming the category',
      (c) => {
        c.social.cards.blogCategory.title = 'Locksmith advice';
      },
      'content/social.yaml › cards.blogCategory.title: expected text containing "{category}", found "Locksmith advice" (16 characters)',
    ],
    [
      'a social card title that fits the card',
      (c) => {
        c.social.cards.area.title = 'x '.repeat(50).trim();
      },
      /^content\/social\.yaml › cards\.area\.title: expected at most 90 characters/,
    ],
  ];

  for (const [rule, change, message] of cases) {
    it(`requires ${rule}`, () => {
      // One fault can break several rules (a slug that changes also leaves references without their record): the
      // rule's own message must be among them.
      const fixture = withFault(change);
      const expected = typeof message === 'function' ? message(fixture) : message;
      const errors = errorsOf(fixture);
      const found = errors.some((e) => (typeof expected === 'string' ? e === expected : expected.test(e)));
      assert.ok(found, `expected ${expected}\namong:\n${errors.join('\n')}`);
    });
  }

  describe('lists take a range, not a count', () => {
    /** Makes a list `n` long from its own items, repeated as needed. */
    function resize(list: unknown[], n: number): void {
      const own = [...list];
      assert.ok(own.length > 0, 'a list with items to repeat');
      list.length = 0;
      for (let i = 0; i < n; i++) list.push(structuredClone(own[i % own.length]));
    }
    const ranges: {
      list: string;
      where: string;
      field: string;
      min: number;
      max: number;
      of: (c: ContentValues) => unknown[];
    }[] = [
      {
        list: 'features of a service',
        where: SERVICE.file,
        field: 'features',
        min: 3,
        max: 16,
        of: (c) => c.services[0]!.features,
      },
      {
        list: 'benefits of a service',
        where: SERVICE.file,
        field: 'benefits',
        min: 2,
        max: 12,
        of: (c) => c.services[0]!.benefits,
      },
      {
        list: 'steps of a service',
        where: SERVICE.file,
        field: 'howItWorks',
        min: 2,
        max: 8,
        of: (c) => c.services[0]!.howItWorks,
      },
      {
        list: 'FAQs of a service',
        where: SERVICE.file,
        field: 'faqs',
        min: 1,
        max: 12,
        of: (c) => c.services[0]!.faqs,
      },
      {
        list: 'products of a category',
        where: CATEGORY.file,
        field: 'products',
        min: 1,
        max: 12,
        of: (c) => c.productCategories[0]!.products,
      },
      {
        list: 'FAQs of a category',
        where: CATEGORY.file,
        field: 'faqs',
        min: 1,
        max: 12,
        of: (c) => c.productCategories[0]!.faqs,
      },
      {
        list: 'specialties of an area',
        where: AREA.file,
        field: 'specialties',
        min: 2,
        max: 8,
        of: (c) => c.areas[0]!.specialties,
      },
      {
        list: 'landmarks of an area',
        where: AREA.file,
        field: 'landmarks',
        min: 1,
        max: 8,
        of: (c) => c.areas[0]!.landmarks,
      },
      {
        list: 'neighbourhoods of an area',
        where: AREA.file,
        field: 'neighborhoods',
        min: 1,
        max: 12,
        of: (c) => c.areas[0]!.neighborhoods,
      },
      {
        list: 'services on the home page',
        where: 'content/pages/home.yaml',
        field: 'services.slugs',
        min: 1,
        max: 9,
        of: (c) => c.pages.home.services.slugs,
      },
      {
        list: 'area links on the contact page',
        where: 'content/pages/contact.yaml',
        field: 'areas.labels',
        min: 1,
        max: 24,
        of: (c) => c.pages.contact.areas.labels,
      },
    ];
    for (const { list, where, field, min, max, of } of ranges) {
      it(`accepts ${min} and ${max} ${list}`, () => {
        for (const n of [min, max])
          assert.deepEqual(problemsOf(withFault((c) => resize(of(c), n))), [], `${n} ${list}`);
      });
      it(`rejects ${min - 1} and ${max + 1} ${list}, naming the range`, () => {
        for (const [n, bound] of [
          [min - 1, `at least ${min}`],
          [max + 1, `at most ${max}`],
        ] as const) {
          const errors = errorsOf(withFault((c) => resize(of(c), n)));
          const expected = `${where} › ${field}: expected ${bound} items, found ${items(n)}`;
          assert.ok(errors.includes(expected), `expected ${expected}\namong:\n${errors.join('\n')}`);
        }
      });
    }
  });

  it('takes any number of services and areas: one more of each is checked like the others', () => {
    const raw = withFault((c) => {
      // Each with a name of its own: two records of one name are refused.
      c.services.push({ ...structuredClone(c.services[0]!), slug: 'test-service-extra', title: 'Test Service Extra' });
      c.areas.push({ ...structuredClone(c.areas[0]!), slug: 'testarea-extra', name: 'Testarea' });
    });
    const content = validateContent(raw);
    assert.equal(content.services.length, inCode.services.length + 1);
    assert.equal(content.areas.length, inCode.areas.length + 1);
    assert.ok(content.areas.some((a) => a.slug === 'testarea-extra'));
  });

  it('asks for one spelling of a category, naming the article that set it', () => {
    // The rule reads the articles newest first: the first of a category sets its spelling for the later ones.
    const { articles } = validateContent(inCode);
    const first = articles.find((a, i) => articles.some((b, j) => j > i && b.category === a.category));
    assert.ok(first, 'two articles of one category');
    const later = articles.findLast((b) => b !== first && b.category === first.category);
    assert.ok(later);
    const respelt =
      first.category.toLowerCase() === first.category ? first.category.toUpperCase() : first.category.toLowerCase();
    const fixture = withFault((c) => {
      const source = articleOf(c, later.file);
      source.text = source.text.replace(/^category: .*$/m, `category: ${respelt}`);
    });
    const errors = errorsOf(fixture);
    const line = lineOf(articleOf(fixture, later.file).text, /^category:/);
    const expected = `${later.file}:${line} › category: expected "${first.category}" as in ${first.file}, or a name of its own (both would be /blog/category/${categorySlug(first.category)}/), found "${respelt}"`;
    assert.ok(errors.includes(expected), `expected ${expected}\namong:\n${errors.join('\n')}`);
  });

  it('reports every problem of a record, not only the first', () => {
    const errors = errorsOf(
      withFault((c) => editArticle(c, (t) => t.replace(/^---\n[\s\S]*?\n---/, '---\nauthor: Sam\n---'))),
    );
    const where = new RegExp(`^${escape(ARTICLE)}(?::\\d+)? › `);
    const fields = errors.filter((e) => where.test(e)).map((e) => e.replace(where, '').split(':')[0]);
    for (const field of ['(record)', 'title', 'excerpt', 'image', 'date', 'category'])
      assert.ok(fields.includes(field), `no error for ${field} among:\n${errors.join('\n')}`);
    // The related pages may be left out (the editor writes no empty list).
    for (const field of ['relatedServices', 'relatedAreas']) assert.ok(!fields.includes(field), field);
  });

  it('reports only the one mistake of an area record', () => {
    const errors = errorsOf(withFault((c) => void (c.areas[0]!.postalCodes[0] = 'SE13 6LW')));
    assert.deepEqual(errors, [
      `${AREA.file} › postalCodes[0]: expected an outward code such as "N1", "SW1A" or "CR0", found "SE13 6LW" (8 characters)`,
    ]);
  });

  it('rejects a SITE_URL that is not a URL, naming the setting', () => {
    const errors = errorsOf(inCode, { SITE_URL: 'localhost' });
    const expected = 'content/site.yaml › technical.origin: expected a valid url, found "localhost" (9 characters)';
    assert.ok(errors.includes(expected), errors.join('\n'));
  });

  it('reports a mistake in content/site.yaml alone, still filling its figures into the other files', () => {
    assert.deepEqual(errorsOf(inCode, { SITE_URL: 'localhost' }), [
      'content/site.yaml › technical.origin: expected a valid url, found "localhost" (9 characters)',
    ]);
  });

  it('reports every problem at once', () => {
    const errors = errorsOf(
      withFault((c) => {
        c.services[0]!.features = [];
        c.services[1]!.benefits = [];
      }),
    );
    assert.deepEqual(errors, [
      `${SERVICE.file} › features: expected at least 3 items, found 0 items`,
      `content/services/${secondService}.yaml › benefits: expected at least 2 items, found 0 items`,
    ]);
  });
});

describe('content read from files', () => {
  /**
   * Reads a copy of content/ edited by `edit`, from a folder of its own. The articles' illustrations are left out:
   * the loader finds them beside the real articles.
   */
  function readEdited(edit: (root: string) => void): ContentValues {
    const root = mkdtempSync(join(tmpdir(), 'locksmith-content-'));
    try {
      cpSync(join(ROOT, 'content'), join(root, 'content'), {
        recursive: true,
        filter: (source) => basename(source) !== 'images',
      });
      edit(root);
      return readContent(root);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  }
  const editFile = (root: string, file: string, edit: (text: string) => string) =>
    writeFileSync(join(root, file), edit(readFileSync(join(root, file), 'utf8')));
  const textOf = (file: string) => readFileSync(join(ROOT, file), 'utf8');

  it('names the file and the line of each problem: content/services/<slug>.yaml:<line> › field', () => {
    const text = textOf(SERVICE.file);
    const icon = lineOf(text, /^icon:/);
    // The last question, so the message counts the FAQs as the file lists them.
    const questions = text.split('\n').flatMap((l, i) => (/^\s*(?:- )?question:/.test(l) ? [i + 1] : []));
    const question = questions.at(-1) ?? 0;
    const last = questions.length - 1;
    const errors = errorsOf(
      readEdited((root) =>
        editFile(root, SERVICE.file, (t) =>
          withLine(
            withLine(t, icon, () => 'icon: spanner'),
            question,
            (l) => l.replace(/question:.*$/, 'question: How fast are you.'),
          ),
        ),
      ),
    );
    assert.ok(
      errors.some((e) => e.startsWith(`${SERVICE.file}:${icon} › icon: expected one of "home", `)),
      errors.join('\n'),
    );
    assert.ok(
      errors.includes(
        `${SERVICE.file}:${question} › faqs[${last}].question: expected a question ending in "?", found "How fast are you." (17 characters)`,
      ),
      errors.join('\n'),
    );
  });

  it('names the record of a file that holds several: file:line › record › field', () => {
    const file = 'content/pages/services.yaml';
    const text = textOf(file);
    const line = lineOf(text, /^\s*- /, lineOf(text, /^\s*mainSlugs:/));
    const errors = errorsOf(
      readEdited((root) => editFile(root, file, (t) => withLine(t, line, (l) => l.replace(/- .*$/, '- lock-picking')))),
    );
    assert.ok(
      errors.includes(
        `${file}:${line} › servicesIndex › mainSlugs[0]: expected the file name of a service in content/services/, found "lock-picking"`,
      ),
      errors.join('\n'),
    );
  });

  it('reports a file that is not valid YAML with its file, and still checks the other files', () => {
    const other = textOf(CATEGORY.file);
    const icon = lineOf(other, /^icon:/);
    const errors = errorsOf(
      readEdited((root) => {
        editFile(root, SERVICE.file, (t) => withLine(t, lineOf(t, /^icon:/), () => 'icon: key: lock'));
        editFile(root, CATEGORY.file, (t) => withLine(t, icon, () => 'icon: spanner'));
      }),
    );
    assert.ok(
      errors.some((e) =>
        new RegExp(`^${escape(SERVICE.file)}:\\d+:\\d+ › \\(file\\): expected valid YAML, found .+`).test(e),
      ),
      errors.join('\n'),
    );
    assert.ok(
      errors.some((e) => e.startsWith(`${CATEGORY.file}:${icon} › icon: expected one of `)),
      errors.join('\n'),
    );
  });

  it('names the line and column where a YAML file stops being valid', () => {
    const text = textOf(SERVICE.file);
    const line = lineOf(text, /^icon:/);
    const errors = errorsOf(
      readEdited((root) => editFile(root, SERVICE.file, (t) => withLine(t, line, () => 'icon: key: lock'))),
    );
    // The parser stops at the second mapping, "lock", in column 7.
    assert.ok(
      errors.some((e) => e.startsWith(`${SERVICE.file}:${line}:7 › (file): expected valid YAML, found `)),
      errors.join('\n'),
    );
    const article = textOf(ARTICLE);
    const category = lineOf(article, /^category:/);
    const inArticle = errorsOf(
      readEdited((root) => editFile(root, ARTICLE, (t) => withLine(t, category, () => 'category: Lock: Repair'))),
    );
    assert.ok(
      inArticle.some((e) => e.startsWith(`${ARTICLE}:${category}:11 › front matter: expected valid YAML, found `)),
      inArticle.join('\n'),
    );
  });

  it('names a file that holds no record by its own name', () => {
    const errors = errorsOf(readEdited((root) => writeFileSync(join(root, SERVICE.file), '# nothing yet\n')));
    assert.ok(!errors.some((e) => e.startsWith('content/services/.yaml')), errors.join('\n'));
    assert.ok(
      errors.some((e) => e.startsWith(SERVICE.file)),
      errors.join('\n'),
    );
  });

  it('rejects a file name that is not a kebab-case slug ending in ".yaml"', () => {
    const errors = errorsOf(
      readEdited((root) => {
        copyFileSync(join(root, SERVICE.file), join(root, 'content/services/Lock Repair.yaml'));
        copyFileSync(join(root, SERVICE.file), join(root, `content/services/${SERVICE.slug}-copy.yml`));
      }),
    );
    const expected =
      'expected a lowercase kebab-case name ending in ".yaml", such as "lock-repair.yaml" (it is the page address)';
    for (const name of ['Lock Repair.yaml', `${SERVICE.slug}-copy.yml`])
      assert.ok(
        errors.includes(`content/services/${name} › (file name): ${expected}, found "${name}"`),
        `${name} among:\n${errors.join('\n')}`,
      );
  });

  it('rejects a record named as another of its table, each naming the other by its page (an area added twice)', () => {
    const errors = errorsOf(
      withFault((c) => {
        const [area] = c.areas;
        assert.ok(area);
        c.areas.push({ ...structuredClone(area), slug: `${String(area.slug)}-1`, name: ` ${area.name.toUpperCase()}` });
      }),
    );
    const [area] = inCode.areas;
    const [slug, copy] = [String(area?.slug), `${String(area?.slug)}-1`];
    for (const [one, other] of [
      [slug, copy],
      [copy, slug],
    ] as const)
      assert.ok(
        errors.some(
          (e) =>
            e.startsWith(`content/areas/${one}.yaml`) &&
            e.includes('› name: expected a name no other area has') &&
            e.includes(`the name of the area already at /areas/${other}/`),
        ),
        errors.join('\n'),
      );
  });

  it('rejects a slug field in a file whose name is its slug', () => {
    const errors = errorsOf(readEdited((root) => editFile(root, AREA.file, (t) => `slug: somewhere-else\n${t}`)));
    assert.ok(
      errors.includes(
        `${AREA.file}:1 › slug: expected no slug field (the file name is the slug), found "somewhere-else"`,
      ),
      errors.join('\n'),
    );
  });

  it('names every link in an article, by line, to an article whose file was removed', () => {
    const to = fromFiles.articles.find((a) => a.file !== ARTICLE);
    assert.ok(to, 'content has two articles');
    const href = `/blog/${basename(to.file, '.md')}/`;
    const link = `Read [the other guide](${href}) too.`;
    const edited = withFault((c) => {
      editArticle(c, (t) => `${t}\n${link}\n\n${link}\n`);
      c.articles = c.articles.filter((a) => a.file !== to.file);
    }, fromFiles);
    // Each line of every article that links it: the two added, and any the content had.
    const expected = edited.articles.flatMap(({ file, text }) =>
      text.split('\n').flatMap((line, i) => (line.includes(`](${href})`) ? [`${file}:${i + 1}`] : [])),
    );
    assert.equal(expected.filter((at) => at.startsWith(`${ARTICLE}:`)).length, 2);
    const found = errorsOf(edited).filter((e) => e.includes(`found a link to "${href}", which no article has`));
    assert.deepEqual(found.map((e) => e.slice(0, e.indexOf(' › '))).sort(), expected.sort());
  });

  it('names every link in content/navigation.yaml, by line, to a service whose file was removed', () => {
    const navigation = textOf('content/navigation.yaml');
    const removed = fromFiles.services.find((s) => navigation.includes(`href: /services/${s.slug}/`));
    assert.ok(removed, 'the navigation links to a service');
    const href = `/services/${removed.slug}/`;
    const lines = navigation.split('\n').flatMap((l, i) => (l.trim().endsWith(`href: ${href}`) ? [i + 1] : []));
    const errors = errorsOf(readEdited((root) => unlinkSync(join(root, `content/services/${removed.slug}.yaml`))));
    const found = errors.filter(
      (e) =>
        e.startsWith('content/navigation.yaml:') &&
        e.endsWith(`: expected the address of a page the site has, found "${href}"`),
    );
    assert.deepEqual(
      found.map((e) => Number(/^content\/navigation\.yaml:(\d+) › /.exec(e)?.[1])),
      lines,
      errors.join('\n'),
    );
  });
});

describe('the site figures in the copy', () => {
  const { site } = fromFiles;

  it('fills each figure of content/site.yaml into the copy before it is checked', () => {
    const facts = { ...site.facts, arrivalAim: '45 minutes', averageArrival: '25–40 minutes' };
    const fixture = withFault((c) => {
      c.site.facts = facts;
      c.services[0]!.faqs[0]!.answer = 'We aim to reach you within {arrivalAim} ({averageArrival} on average).';
      c.pages.about.hero.subtitle = 'We aim to reach you within {arrivalAim}.';
      editArticle(c, (t) => `${t}\nA basic car key costs from {basicKeyPrice} including VAT.\n`);
    });
    const content = validateContent(fixture);
    assert.equal(content.pages.about.hero.subtitle, 'We aim to reach you within 45 minutes.');
    const service = content.services.find((s) => s.slug === SERVICE.slug);
    assert.equal(service?.faqs[0]?.answer, `We aim to reach you within 45 minutes (25–40 minutes on average).`);
    const article = content.articles.find((a) => a.file === ARTICLE);
    assert.ok(article?.html.includes(`from ${facts.basicKeyPrice} including VAT`), article?.html.slice(-300));
    // All but the files as written, which the content keeps unfilled for the editor's previews to fill.
    const json = JSON.stringify({ ...content, written: undefined });
    const about = content.written.pages.about.value as { hero: { subtitle: string } };
    assert.equal(
      about.hero.subtitle,
      'We aim to reach you within {arrivalAim}.',
      'the copy as written keeps its figures',
    );
    for (const name of Object.keys(facts)) assert.ok(!json.includes(`{${name}}`), `{${name}} left in the content`);
  });

  it('fills the figures worked out from content/site.yaml, counting the years to the year of the build', () => {
    const fixture = withFault((c) => {
      c.services[0]!.benefits[0] = '{yearsInBusiness} years of London locks, since {foundingYear}';
      c.services[0]!.benefits[1] =
        'Parts warranties of {partsWarrantyMin} to {partsWarrantyMax} years, work {guaranteeMonths} months';
    });
    const { services } = validateContent(fixture, {}, 2040);
    const benefits = services.find((s) => s.slug === SERVICE.slug)?.benefits;
    const { foundingYear, guarantee } = site;
    assert.equal(benefits?.[0], `${2040 - foundingYear} years of London locks, since ${foundingYear}`);
    assert.equal(
      benefits?.[1],
      `Parts warranties of ${guarantee.partsWarrantyYears.min} to ${guarantee.partsWarrantyYears.max} years, work ${guarantee.workmanshipMonths} months`,
    );
  });

  it('rejects a name in braces that content/site.yaml does not give, naming the file and field', () => {
    const errors = errorsOf(
      withFault((c) => {
        c.services[0]!.faqs[0]!.answer = 'We aim to reach you within {arivalAim}.';
      }),
    );
    const found = errors.find((e) =>
      e.startsWith(`${SERVICE.file} › faqs[0].answer: expected a name content/site.yaml gives (`),
    );
    assert.ok(found, errors.join('\n'));
    assert.ok(found.endsWith(', found "{arivalAim}"'), found);
    assert.match(found, /\{arrivalAim\}/, 'the message lists the names there are');
  });

  it('allows the names the pages fill only in the shared copy of content/pages/', () => {
    assert.deepEqual(
      problemsOf(
        withFault((c) => {
          c.pages.areaPage.neighborhoodsHeading = 'Neighbourhoods of {name} We Cover';
        }),
      ),
      [],
    );
    let line = 0;
    const errors = errorsOf(
      withFault((c) => {
        c.services[0]!.ctaHeading = 'Locked Out in {name}? Call Us';
        editArticle(c, (t) => {
          line = t.split('\n').length;
          return `${t}\nOur locksmiths cover {name} day and night.`;
        });
      }),
    );
    const unknown = (where: string) =>
      errors.some(
        (e) => e.startsWith(`${where}: expected a name content/site.yaml gives (`) && e.endsWith('found "{name}"'),
      );
    assert.ok(unknown(`${SERVICE.file} › ctaHeading`), errors.join('\n'));
    assert.ok(unknown(`${ARTICLE} › line ${line + 1}`), errors.join('\n'));
  });

  it('rejects an average arrival longer than the arrival aim, and accepts one as long', () => {
    const aim = site.facts.arrivalAim;
    const minutes = Math.max(...(aim.match(/\d+/g) ?? []).map(Number));
    assert.ok(Number.isFinite(minutes), `minutes in "${aim}"`);
    const longer = `${minutes + 5}–${minutes + 15} minutes`;
    const errors = errorsOf(
      withFault((c) => {
        c.site.facts.averageArrival = longer;
      }),
    );
    assert.ok(
      errors.includes(
        `content/site.yaml › facts.averageArrival: expected an average no longer than the arrival aim (${aim}), found "${longer}"`,
      ),
      errors.join('\n'),
    );
    assert.deepEqual(
      problemsOf(
        withFault((c) => {
          c.site.facts.averageArrival = aim;
        }),
      ),
      [],
    );
  });

  it('rejects a figure not written in its form, naming the field, and accepts one that is', () => {
    const errors = errorsOf(
      withFault((c) => {
        c.site.facts.basicKeyPrice = 'abc';
        c.site.facts.arrivalAim = 'half an hour';
        c.site.facts.dealerSaving = '30 to 50 per cent';
      }),
    );
    for (const expected of [
      'content/site.yaml › facts.arrivalAim: expected a time in minutes, such as "30 minutes", found "half an hour" (12 characters)',
      'content/site.yaml › facts.basicKeyPrice: expected a price in pounds, such as "£50", found "abc" (3 characters)',
      'content/site.yaml › facts.dealerSaving: expected a percentage or range, such as "30–50%", found "30 to 50 per cent" (17 characters)',
    ])
      assert.ok(errors.includes(expected), `${expected}\namong:\n${errors.join('\n')}`);
    assert.deepEqual(
      problemsOf(
        withFault((c) => {
          c.site.facts.basicKeyPrice = '£59.99';
          c.site.facts.dealerKeyPrice = '£180';
        }),
      ),
      [],
    );
  });
});
