// docs/architecture.md#targets: every content rule fails with a message naming the file, the record and the field,
// what was expected and what was found. One bad fixture per rule, each a copy of the real content with one fault.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  type Content,
  ContentErrors,
  type ContentValues,
  type ParsedText,
  readContent,
  type RuleOptions,
} from '../src/content/load';
import { validateContent as validateUncached } from '../src/content/load';

const contentFiles = readContent();

/**
 * validateContent with the parsed article texts kept between calls, as the build keeps them between builds
 * (src/steps/content.ts): a fixture whose articles are unchanged skips YAML and Markdown, one with an edited text
 * parses that text.
 */
const texts = new Map<string, ParsedText>();
const validateContent = (raw: ContentValues, env: NodeJS.ProcessEnv, rules: RuleOptions = {}): Content =>
  validateUncached(raw, env, rules, texts);

/** A deep copy of the real content with one change applied. */
function withFault(change: (c: ContentValues) => void): ContentValues {
  const copy = structuredClone(contentFiles);
  change(copy);
  return copy;
}

function errorsOf(raw: ContentValues, env: NodeJS.ProcessEnv = {}): string[] {
  try {
    validateContent(raw, env);
  } catch (error) {
    assert.ok(error instanceof ContentErrors, String(error));
    return error.errors.map((e) => e.message);
  }
  assert.fail('validation passed but should have failed');
}

/** Edits the text of one article file in a fixture. */
const editArticle = (c: ContentValues, slug: string, edit: (text: string) => string) => {
  const source = c.articles.find((a) => a.file === `content/blog/${slug}.md`);
  assert.ok(source, slug);
  source.text = edit(source.text);
};
const UPVC = 'content/blog/upvc-door-lock-problems.md';

const service = (c: ContentValues, slug: string) => {
  const found = c.services.find((s) => s.slug === slug);
  assert.ok(found);
  return found as { -readonly [K in keyof typeof found]: unknown };
};

describe('content validation', () => {
  it('accepts the real content', () => {
    assert.doesNotThrow(() => validateContent(contentFiles, {}));
  });

  it('takes the site origin from SITE_URL, without a trailing slash', () => {
    assert.equal(
      validateContent(contentFiles, { SITE_URL: 'https://staging.example.org/' }).site.origin,
      'https://staging.example.org',
    );
  });

  const cases: [rule: string, change: (c: ContentValues) => void, message: string | RegExp][] = [
    [
      'a UK telephone number',
      (c) => {
        c.site.telephone = '0207 946 0000';
      },
      'content/site.ts › telephone: expected a UK number in international format such as "+442079460000", found "0207 946 0000" (13 characters)',
    ],
    [
      'a brand in capitals',
      (c) => {
        c.site.brand = 'Locksmith London';
      },
      'content/site.ts › brand: expected capital letters, found "Locksmith London" (16 characters)',
    ],
    [
      '8 features per service',
      (c) => {
        service(c, 'lock-repair').features = ['One feature'];
      },
      'content/services.ts › lock-repair › features: expected exactly 8 items, found 1 item',
    ],
    [
      '4 FAQs per service',
      (c) => {
        service(c, 'key-services').faqs = [];
      },
      'content/services.ts › key-services › faqs: expected exactly 4 items, found 0 items',
    ],
    [
      'a question ending in "?"',
      (c) => {
        (c.services[0]!.faqs[1] as { question: string }).question = 'How fast are you.';
      },
      /content\/services\.ts › residential-locksmith › faqs\[1\]\.question: expected a question ending in "\?", found "How fast are you\."/,
    ],
    [
      'a meta description of at most 160 characters',
      (c) => {
        service(c, 'auto-locksmith').metaDescription = 'x'.repeat(161);
      },
      /content\/services\.ts › auto-locksmith › metaDescription: expected at most 160 characters .*found "x+\.\.\." \(161 characters\)/,
    ],
    [
      'a known icon',
      (c) => {
        service(c, 'lock-repair').icon = 'spanner';
      },
      /content\/services\.ts › lock-repair › icon: expected one of "home", .*found "spanner"/,
    ],
    [
      'a kebab-case slug',
      (c) => {
        service(c, 'lock-repair').slug = 'Lock Repair';
      },
      /content\/services\.ts › Lock Repair › slug: expected a lowercase kebab-case slug/,
    ],
    [
      'id equal to slug',
      (c) => {
        service(c, 'lock-repair').id = 'repairs';
      },
      'content/services.ts › lock-repair › id: expected the same value as slug ("lock-repair"), found "repairs"',
    ],
    [
      'unique slugs',
      (c) => {
        c.services[1] = { ...c.services[1]!, id: 'residential-locksmith', slug: 'residential-locksmith' };
      },
      'content/services.ts › record 2 (Commercial Locksmith) › slug: expected a slug no other record uses, found "residential-locksmith", also the slug of record 1 (Residential Locksmith)',
    ],
    [
      'related services that exist',
      (c) => {
        service(c, 'lock-repair').relatedServices = ['lock-picking'];
      },
      'content/services.ts › lock-repair › relatedServices[0]: expected the slug of a service, found "lock-picking"',
    ],
    [
      'related services that exclude the service itself',
      (c) => {
        service(c, 'lock-repair').relatedServices = ['lock-repair'];
      },
      'content/services.ts › lock-repair › relatedServices[0]: expected another service, found the service itself',
    ],
    [
      'steps numbered 1 to 4',
      (c) => {
        (c.services[0]!.howItWorks[2] as { step: number }).step = 7;
      },
      'content/services.ts › residential-locksmith › howItWorks[2].step: expected 3, found 7',
    ],
    [
      'eight services',
      (c) => {
        c.services.pop();
      },
      'content/services.ts › services: expected exactly 8 records, found 7',
    ],
    [
      '6 products per category',
      (c) => {
        c.productCategories[0]!.products.pop();
      },
      'content/products.ts › door-locks › products: expected exactly 6 items, found 5 items',
    ],
    [
      '"Name - description" listings',
      (c) => {
        (c.productCategories[2]!.listing as string[])[0] = 'CCTV cameras';
      },
      /content\/products\.ts › security-systems › listing\[0\]: expected "Name - description", found "CCTV cameras"/,
    ],
    [
      'home services that exist',
      (c) => {
        (c.pages.home.services.slugs as string[])[0] = 'lock-smashing';
      },
      'content/pages/home.ts › services.slugs[0]: expected the slug of a service, found "lock-smashing"',
    ],
    [
      'site paths with a trailing slash',
      (c) => {
        (c.pages.home.products.button as { href: string }).href = '/products';
      },
      /content\/pages\/home\.ts › products\.button\.href: expected a site path such as "\/services\/lock-repair\/" \(trailing slash\), found "\/products"/,
    ],
    [
      'plain text without HTML',
      (c) => {
        (c.pages.about.hero as { title: string }).title = 'About <b>us</b>';
      },
      /content\/pages\/about\.ts › hero\.title: expected plain text without HTML/,
    ],
    [
      '12 area labels on the contact page',
      (c) => {
        c.pages.contact.areas.labels.push({ label: 'Bromley', href: '/areas/bromley/' });
      },
      'content/pages/contact.ts › areas.labels: expected exactly 12 items, found 13 items',
    ],
    [
      '33 areas',
      (c) => {
        c.areas.pop();
        delete (c.areaCoordinates as Record<string, unknown>)['hillingdon'];
      },
      'content/areas.ts › areas: expected exactly 33 records, found 32',
    ],
    [
      '4 specialties per area',
      (c) => {
        (c.areas[2]!.specialties as string[]).push('Safe opening');
      },
      'content/areas.ts › camden › specialties: expected exactly 4 items, found 5 items',
    ],
    [
      '4 landmarks per area',
      (c) => {
        (c.areas[3]!.landmarks as string[]).pop();
      },
      'content/areas.ts › islington › landmarks: expected exactly 4 items, found 3 items',
    ],
    [
      '4 neighbourhoods per area',
      (c) => {
        (c.areas[0]!.neighborhoods as string[]).length = 0;
      },
      'content/areas.ts › westminster › neighborhoods: expected exactly 4 items, found 0 items',
    ],
    [
      'a region of docs/site.md#the-33-areas',
      (c) => {
        (c.areas[8] as { region: string }).region = 'North East';
      },
      /content\/areas\.ts › hackney › region: expected one of "Central", "North", "South", "East", "West", found "North East"/,
    ],
    [
      'the region docs/site.md#the-33-areas gives the borough',
      (c) => {
        (c.areas[5] as { region: string }).region = 'West';
      },
      'content/areas.ts › barnet › region: expected "North", found "West"',
    ],
    [
      'unique area slugs',
      (c) => {
        c.areas[1]!.slug = 'westminster';
        (c.areaCoordinates as Record<string, unknown>)['westminster'] = c.areaCoordinates['city-of-london'];
        delete (c.areaCoordinates as Record<string, unknown>)['city-of-london'];
      },
      'content/areas.ts › record 2 (City of London) › slug: expected a slug no other record uses, found "westminster", also the slug of record 1 (Westminster)',
    ],
    [
      'outward codes',
      (c) => {
        (c.areas[16]!.postalCodes as string[])[0] = 'SE13 6LW';
      },
      /content\/areas\.ts › lewisham › postalCodes\[0\]: expected an outward code such as "N1", "SW1A" or "CR0", found "SE13 6LW"/,
    ],
    [
      'at least one postcode',
      (c) => {
        (c.areas[16]!.postalCodes as string[]).length = 0;
      },
      'content/areas.ts › lewisham › postalCodes: expected at least one outward code, found 0 items',
    ],
    [
      'a description of more than one sentence',
      (c) => {
        c.areas[4]!.description = 'A borough of museums and mansion blocks.';
      },
      /content\/areas\.ts › kensington-chelsea › description: expected more than one sentence/,
    ],
    [
      'coordinates for every area',
      (c) => {
        delete (c.areaCoordinates as Record<string, unknown>)['croydon'];
      },
      'content/area-coordinates.ts › croydon › latitude: expected the coordinates of this area, found no entry',
    ],
    [
      'coordinates inside Greater London',
      (c) => {
        (c.areaCoordinates['havering'] as { longitude: string }).longitude = '2.1800';
      },
      /content\/area-coordinates\.ts › havering › longitude: expected a longitude inside Greater London \(-0\.52 to 0\.34\), found "2\.1800"/,
    ],
    [
      'latitude inside Greater London',
      (c) => {
        (c.areaCoordinates['sutton'] as { latitude: string }).latitude = '53.3620';
      },
      /content\/area-coordinates\.ts › sutton › latitude: expected a latitude inside Greater London \(51\.28 to 51\.7\), found "53\.3620"/,
    ],
    [
      'unique article ids',
      (c) => editArticle(c, 'upvc-door-lock-problems', (t) => t.replace('id: "7"', 'id: "1"')),
      `${UPVC} › id: expected an id no other article uses, found "1", also in content/blog/emergency-lockout-what-to-do.md`,
    ],
    [
      'an article slug equal to its file name',
      (c) =>
        editArticle(c, 'upvc-door-lock-problems', (t) =>
          t.replace('slug: upvc-door-lock-problems', 'slug: upvc-doors'),
        ),
      `${UPVC} › slug: expected the file name ("upvc-door-lock-problems"), found "upvc-doors"`,
    ],
    [
      'an ISO date',
      (c) => editArticle(c, 'upvc-door-lock-problems', (t) => t.replace('date: "2024-02-28"', 'date: "28/02/2024"')),
      `${UPVC} › date: expected an ISO date such as "2024-03-15", found "28/02/2024" (10 characters)`,
    ],
    [
      'a date that exists',
      (c) => editArticle(c, 'upvc-door-lock-problems', (t) => t.replace('date: "2024-02-28"', 'date: "2024-02-30"')),
      `${UPVC} › date: expected a date that exists, such as "2024-03-15", found "2024-02-30" (10 characters)`,
    ],
    [
      'every front matter field',
      (c) => editArticle(c, 'upvc-door-lock-problems', (t) => t.replace(/^excerpt: .*\n/m, '')),
      `${UPVC} › excerpt: expected a string, found nothing`,
    ],
    [
      'front matter fields of the right type',
      (c) => editArticle(c, 'upvc-door-lock-problems', (t) => t.replace('id: "7"', 'id: 7')),
      `${UPVC} › id: expected a string, found 7`,
    ],
    [
      'no unknown front matter fields',
      (c) =>
        editArticle(c, 'upvc-door-lock-problems', (t) =>
          t.replace('category: Lock Repair', 'category: Lock Repair\nauthor: Sam'),
        ),
      `${UPVC} › (record): expected no unknown fields (remove author), found author`,
    ],
    [
      'valid YAML front matter',
      (c) =>
        editArticle(c, 'upvc-door-lock-problems', (t) => t.replace('category: Lock Repair', 'category: [Lock Repair')),
      new RegExp(`^${UPVC} › front matter: expected valid YAML, found an error: `),
    ],
    [
      'front matter at the top of the file',
      (c) => editArticle(c, 'upvc-door-lock-problems', (t) => t.replace(/^---\n/, '')),
      `${UPVC} › front matter: expected YAML between two "---" lines at the top of the file, found none`,
    ],
    [
      'an image that exists',
      (c) => editArticle(c, 'upvc-door-lock-problems', (t) => t.replace('images/lock-repair.svg', 'images/door.svg')),
      `${UPVC} › image: expected a file at content/blog/images/door.svg, found no such file`,
    ],
    [
      'related areas that exist',
      (c) => editArticle(c, 'upvc-door-lock-problems', (t) => t.replace('/areas/ealing/', '/areas/kings-cross/')),
      `${UPVC} › relatedAreas[0]: expected an area page such as "/areas/camden/", found "/areas/kings-cross/"`,
    ],
    [
      'related services that exist',
      (c) =>
        editArticle(c, 'upvc-door-lock-problems', (t) => t.replace('  - /services/', '  - /services/door-painting/')),
      `${UPVC} › relatedServices[0]: expected "/services/" or a service page such as "/services/lock-repair/", found "/services/door-painting/"`,
    ],
    [
      'only the Markdown the sanitizer keeps',
      (c) =>
        editArticle(
          c,
          'upvc-door-lock-problems',
          (t) => `${t}\n| Lock | Years |\n| --- | --- |\n| Cylinder | 5-7 |\n\n![door](door.jpg)\n`,
        ),
      `${UPVC} › body: expected only paragraphs, ## to #### headings, lists, bold, italic and links, found <table>, <thead>, <tr>, <th>, <tbody>, <td>, <img>`,
    ],
    [
      "an article slug the blog's own pages do not use",
      (c) => {
        editArticle(c, 'upvc-door-lock-problems', (t) => t.replace('slug: upvc-door-lock-problems', 'slug: page'));
        const source = c.articles.find((a) => a.file === UPVC);
        assert.ok(source);
        source.file = 'content/blog/page.md';
      },
      `content/blog/page.md › slug: expected a slug other than "page" and "category" (the blog's own pages use them), found "page"`,
    ],
    [
      'one spelling of a category',
      (c) =>
        editArticle(c, 'broken-key-extraction', (t) => t.replace('category: Lock Repair', 'category: Lock repair')),
      'content/blog/broken-key-extraction.md › category: expected "Lock Repair" as in content/blog/upvc-door-lock-problems.md, or a name of its own (both would be /blog/category/lock-repair/), found "Lock repair"',
    ],
    [
      'a category name that can name a page',
      (c) => editArticle(c, 'upvc-door-lock-problems', (t) => t.replace('category: Lock Repair', 'category: "+++"')),
      `${UPVC} › category: expected a name with letters or digits (it names the category page), found "+++"`,
    ],
    [
      'a category name that keeps its page title within 60 characters',
      (c) => {
        (c.pages.blogIndex.category.seo as { title: string }).title = '{category}: Locksmith Advice for London';
        editArticle(c, 'upvc-door-lock-problems', (t) =>
          t.replace('category: Lock Repair', 'category: Lock Repair and Everyday Door Problems'),
        );
      },
      `${UPVC} › category: expected a name that keeps the category page's title "Lock Repair and Everyday Door Problems: Locksmith Advice for London" within 60 characters, found "Lock Repair and Everyday Door Problems"`,
    ],
    [
      'a reviewed date that exists',
      (c) =>
        editArticle(c, 'upvc-door-lock-problems', (t) =>
          t.replace(/^date: (.*)$/m, 'date: $1\nreviewed: "2026-02-30"'),
        ),
      `${UPVC} › reviewed: expected a date that exists, such as "2024-03-15", found "2026-02-30" (10 characters)`,
    ],
    [
      'a reviewed date no earlier than the date of publication',
      (c) =>
        editArticle(c, 'upvc-door-lock-problems', (t) =>
          t.replace(/^date: (.*)$/m, 'date: $1\nreviewed: "2020-01-01"'),
        ),
      `${UPVC} › reviewed: expected a date on or after the date of publication, found "2020-01-01" (10 characters)`,
    ],
    [
      'guarantee terms in the business constants',
      (c) => {
        (c.site as { guarantee?: unknown }).guarantee = undefined;
      },
      'content/site.ts › guarantee: expected a object, found nothing',
    ],
    [
      'guarantee months as a whole number',
      (c) => {
        (c.site.guarantee as { workmanshipMonths: unknown }).workmanshipMonths = '12 months';
      },
      'content/site.ts › guarantee.workmanshipMonths: expected a number, found "12 months" (9 characters)',
    ],
    [
      'guarantee terms on the about page that keep statutory rights',
      (c) => {
        const { guarantee } = c.pages.about as { guarantee: { paragraphs: string[] } };
        guarantee.paragraphs = guarantee.paragraphs.slice(0, -1);
      },
      'content/pages/about.ts › guarantee.paragraphs: expected a last paragraph ending "Your statutory rights are not affected.", found 3 items',
    ],
    [
      'a reviewed label with the date',
      (c) => {
        (c.pages.articlePage as { reviewed: string }).reviewed = 'Last reviewed';
      },
      'content/pages/blog.ts › articlePage › reviewed: expected text containing "{date}", found "Last reviewed" (13 characters)',
    ],
    [
      'coordinates only for areas',
      (c) => {
        (c.areaCoordinates as Record<string, unknown>)['kings-cross'] = { latitude: '51.5300', longitude: '-0.1240' };
      },
      'content/area-coordinates.ts › kings-cross › slug: expected the slug of an area in content/areas.ts, found "kings-cross"',
    ],
    [
      'a social image alt text naming the title',
      (c) => {
        (c.social as { imageAlt: string }).imageAlt = 'A locksmith';
      },
      'content/social.ts › imageAlt: expected text containing {title}, found "A locksmith" (11 characters)',
    ],
    [
      'a blog category card naming the category',
      (c) => {
        (c.social.cards.blogCategory as { title: string }).title = 'Locksmith advice';
      },
      'content/social.ts › cards.blogCategory.title: expected text containing "{category}", found "Locksmith advice" (16 characters)',
    ],
    [
      'a social card title that fits the card',
      (c) => {
        (c.social.cards.area as { title: string }).title = 'x '.repeat(50).trim();
      },
      /^content\/social\.ts › cards\.area\.title: expected at most 90 characters/,
    ],
  ];

  for (const [rule, change, message] of cases) {
    it(`requires ${rule}`, () => {
      // One fault can break several rules (a removed service also leaves dangling references): the rule's own
      // message must be among them.
      const errors = errorsOf(withFault(change));
      const found = errors.some((e) => (typeof message === 'string' ? e === message : message.test(e)));
      assert.ok(found, `expected ${message}\namong:\n${errors.join('\n')}`);
    });
  }

  it('reports every problem of a record, not only the first', () => {
    const errors = errorsOf(
      withFault((c) =>
        editArticle(c, 'upvc-door-lock-problems', (t) => t.replace(/^---\n[\s\S]*?\n---/, '---\nid: "7"\n---')),
      ),
    );
    const fields = errors.map((e) => e.replace(`${UPVC} › `, '').split(':')[0]);
    for (const field of ['slug', 'title', 'excerpt', 'image', 'date', 'category', 'relatedServices', 'relatedAreas'])
      assert.ok(fields.includes(field), `no error for ${field} among:\n${errors.join('\n')}`);
  });

  it('names the real cause when a repeated slug leaves references without their record', () => {
    const errors = errorsOf(
      withFault((c) => {
        c.services[1] = { ...c.services[1]!, id: 'residential-locksmith', slug: 'residential-locksmith' };
      }),
    );
    const dangling = errors.filter((e) => e.includes('found "commercial-locksmith"'));
    assert.ok(dangling.length > 0, errors.join('\n'));
    for (const e of dangling)
      assert.match(
        e,
        /which no record has \(content\/services\.ts › record 2 repeats the slug "residential-locksmith"\)$/,
      );
  });

  it('keeps the coordinates of an area whose record has another mistake', () => {
    const errors = errorsOf(
      withFault((c) => void (c.areas.find((a) => a.slug === 'lewisham')!.postalCodes[0] = 'SE13 6LW')),
    );
    assert.deepEqual(errors, [
      'content/areas.ts › lewisham › postalCodes[0]: expected an outward code such as "N1", "SW1A" or "CR0", found "SE13 6LW" (8 characters)',
    ]);
  });

  it('rejects a SITE_URL that is not a URL, naming the setting', () => {
    assert.deepEqual(errorsOf(contentFiles, { SITE_URL: 'localhost' }), [
      'content/site.ts › origin: expected a valid url, found "localhost" (9 characters)',
    ]);
  });

  it('lets only the benchmark’s generated sites leave the 33 boroughs of docs/site.md#the-33-areas', () => {
    const extra = { ...contentFiles.areas[0]!, slug: 'testarea-1', name: 'Testarea 1' };
    const raw = {
      ...contentFiles,
      areas: [...contentFiles.areas, extra],
      areaCoordinates: { ...contentFiles.areaCoordinates, 'testarea-1': { latitude: '51.5000', longitude: '-0.1000' } },
    };
    assert.ok(errorsOf(raw).includes('content/areas.ts › areas: expected exactly 33 records, found 34'));
    assert.equal(validateContent(raw, {}, { fixedTables: false }).areas.length, 34);
  });

  it('reports every problem at once', () => {
    const errors = errorsOf(
      withFault((c) => {
        service(c, 'lock-repair').features = [];
        service(c, 'key-services').benefits = [];
      }),
    );
    assert.equal(errors.length, 2);
  });
});
