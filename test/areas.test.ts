// docs/site.md#areas, #an-area, #the-33-areas, #errors-and-fallbacks (unknown area slug) and #display-limits.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { areaNameFromSlug, cardSpecialties } from '../src/lib/area';
import { fallbackFor } from '../src/lib/fallback';
import { openPage } from './helpers/dom';
import { openFallback } from './helpers/fallback';
import { buildSite, type BuiltSite, siteContent } from './helpers/site';

const content = await siteContent();
const bySlug = new Map(content.areas.map((a) => [a.slug, a]));

/** docs/site.md#the-33-areas, as written there: the regions in the order of the index, and their boroughs. */
const SITE_REGIONS: [string, string[]][] = [
  ['Central London', ['westminster', 'city-of-london', 'camden', 'islington', 'kensington-chelsea']],
  ['North London', ['barnet', 'enfield', 'haringey', 'hackney']],
  [
    'South London',
    [
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
  ],
  ['East London', ['tower-hamlets', 'newham', 'waltham-forest', 'redbridge', 'barking-dagenham', 'havering']],
  ['West London', ['hammersmith-fulham', 'ealing', 'hounslow', 'brent', 'harrow', 'hillingdon']],
];

type Doc = ReturnType<typeof openPage>['document'];
const texts = (doc: Doc, selector: string) =>
  [...doc.querySelectorAll(selector)].map((el) => el.textContent?.trim() ?? '');

describe('areas', () => {
  let site: BuiltSite;
  const docs = new Map<string, ReturnType<typeof openPage>>();
  const open = async (path: string) => {
    const existing = docs.get(path);
    if (existing) return existing.document;
    const page = openPage(await site.html(path));
    docs.set(path, page);
    return page.document;
  };
  before(async () => {
    site = await buildSite();
  });
  after(async () => {
    for (const page of docs.values()) await page.close();
  });

  describe('/areas/', () => {
    it('groups the 33 boroughs under the five region headings of docs/site.md#the-33-areas, in order', async () => {
      const doc = await open('/areas/');
      const sections = [...doc.querySelectorAll('main section[id$="-london"]')];
      assert.deepEqual(
        sections.map((s) => s.querySelector('h2')?.textContent),
        SITE_REGIONS.map(([heading]) => heading),
      );
      sections.forEach((section, i) => {
        const links = [...section.querySelectorAll('a')].map((a) => a.getAttribute('href'));
        assert.deepEqual(
          links,
          SITE_REGIONS[i]?.[1].map((slug) => `/areas/${slug}/`),
        );
      });
      assert.equal(doc.querySelectorAll('main section[id$="-london"] a').length, 33);
    });

    it('shows on each card the name, the first sentence of the description and two specialties of at most three words', async () => {
      const doc = await open('/areas/');
      for (const link of doc.querySelectorAll('main section[id$="-london"] h3 > a')) {
        const slug = link.getAttribute('href')?.split('/')[2] ?? '';
        const card = link.closest('li')!;
        const area = bySlug.get(slug);
        assert.ok(area, slug);
        assert.equal(card.querySelector('h3')?.textContent, area.name);
        const summary = card.querySelector('p')?.textContent ?? '';
        assert.ok(
          area.description.startsWith(summary) && summary.length < area.description.length,
          `${slug}: ${summary}`,
        );
        assert.match(summary, /[.!?]$/);
        const chips = [...card.querySelectorAll('li')].map((li) => li.textContent ?? '');
        assert.equal(chips.length, 2, slug);
        chips.forEach((chip, i) => {
          assert.ok(chip.split(' ').length <= 3, `${slug}: "${chip}"`);
          assert.ok(area.specialties[i]?.startsWith(chip), `${slug}: "${chip}"`);
        });
      }
    });

    it('cuts each specialty to its first three words', () => {
      assert.deepEqual(cardSpecialties(['Mansion block entry systems', 'Period locks', 'Third one']), [
        'Mansion block entry',
        'Period locks',
      ]);
    });

    it("has the 'Fast Response Time' and 'All London Areas' tiles", async () => {
      const doc = await open('/areas/');
      const tiles = texts(doc, 'main h2').slice(0, 2);
      assert.deepEqual(tiles, ['Fast Response Time', 'All London Areas']);
      assert.match(doc.querySelector('main')?.textContent ?? '', /within 30 minutes/);
    });
  });

  describe('/areas/{slug}/', () => {
    it('has every section of docs/site.md#an-area on each of the 33 pages', async () => {
      for (const area of content.areas) {
        const doc = await open(`/areas/${area.slug}/`);
        const main = doc.querySelector('main');
        const text = main?.textContent ?? '';
        const where = area.slug;
        assert.equal(main?.querySelector('h1')?.textContent, `Locksmith ${area.name}`, where);
        // The tiles come first under the h1, as its first h2s.
        assert.deepEqual(texts(doc, 'main h2').slice(0, 2), ['Fast Response', '24/7 Service'], where);
        assert.ok(text.includes(area.description), `${where}: description`);
        for (const list of [area.neighborhoods, area.specialties, area.landmarks]) {
          for (const item of list) assert.ok(text.includes(item), `${where}: ${item}`);
        }
        const chips = texts(doc, 'main aside li.rounded-full');
        assert.deepEqual(chips, area.postalCodes, `${where}: postcode chips`);
        const services = [...doc.querySelectorAll('main h3 > a[href^="/services/"]')].map((a) => a.textContent);
        assert.deepEqual(services, ['Residential', 'Commercial', 'Auto Locksmith', 'Security Upgrades'], where);
        const headings = texts(doc, 'main h2');
        const why = headings.indexOf(`Why Choose Us in ${area.name}`);
        assert.ok(why >= 0, `${where}: why heading`);
        assert.equal(
          main?.querySelectorAll('h2')[why]?.closest('section')?.querySelectorAll('h3').length,
          6,
          `${where}: six reasons`,
        );
        assert.ok(
          headings.includes(`Emergency Locksmith in ${area.name}`) && text.includes(area.emergency),
          `${where}: emergency`,
        );
        assert.ok(
          headings.includes(`Lock Installation in ${area.name}`) && text.includes(area.installation),
          `${where}: installation`,
        );
        assert.ok(main?.querySelector('a[href^="tel:"]'), `${where}: call button`);
      }
    });

    it('names the borough in the title and description, and serves it in the JSON-LD with the coordinates of the table', async () => {
      for (const area of content.areas) {
        const doc = await open(`/areas/${area.slug}/`);
        assert.ok(doc.title.includes(area.name), doc.title);
        assert.ok(doc.querySelector('meta[name="description"]')?.getAttribute('content')?.includes(area.name));
        const graph = JSON.parse(doc.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}')[
          '@graph'
        ] as Record<string, unknown>[];
        const businesses = graph.filter((n) => n['@type'] === 'Locksmith');
        assert.equal(businesses.length, 1, 'one business, not a branch per borough');
        assert.deepEqual(businesses[0]?.areaServed, {
          '@type': 'AdministrativeArea',
          name: area.name,
          geo: {
            '@type': 'GeoCoordinates',
            latitude: area.coordinates.latitude,
            longitude: area.coordinates.longitude,
          },
          containedInPlace: { '@type': 'AdministrativeArea', name: 'Greater London' },
        });
        const crumbs = graph.find((n) => n['@type'] === 'BreadcrumbList')?.itemListElement as { name: string }[];
        assert.deepEqual(
          crumbs.map((c) => c.name),
          ['Home', 'London Areas', area.name],
        );
      }
    });
  });

  describe('unknown area slug', () => {
    it('builds the name by capitalising the hyphen-separated words of the slug', () => {
      assert.equal(areaNameFromSlug('kings-cross'), 'Kings Cross');
      assert.equal(areaNameFromSlug('st-johns-wood'), 'St Johns Wood');
      assert.equal(areaNameFromSlug('soho'), 'Soho');
    });

    it('is handled by the 404 page, not redirected', () => {
      assert.deepEqual(fallbackFor('/areas/kings-cross/'), { kind: 'area', slug: 'kings-cross' });
      assert.deepEqual(fallbackFor('/areas/Kings-Cross'), { kind: 'area', slug: 'kings-cross' });
      assert.deepEqual(fallbackFor('/areas/kings-cross/extra/'), {
        kind: 'notFound',
        path: '/areas/kings-cross/extra/',
      });
    });

    it('renders the generic area page in place of the 404 text, and the page stays noindex', async () => {
      const page = await openFallback(await site.html('/404.html'), '/areas/kings-cross/');
      try {
        const main = page.document.querySelector('main');
        assert.equal(main?.querySelector('h1')?.textContent, 'Locksmith Kings Cross');
        assert.match(main?.textContent ?? '', /We cover Kings Cross and every other part of Greater London/);
        assert.ok(main?.querySelector('a[href^="tel:"]'));
        assert.doesNotMatch(main?.textContent ?? '', /Oops! Page not found/);
        assert.deepEqual(
          texts(page.document, 'nav[aria-label="Breadcrumb"] li').map((t) => t.replace('›', '').trim()),
          ['Home', 'London Areas', 'Kings Cross'],
        );
        assert.equal(page.document.title, 'Locksmith Kings Cross | Locksmith London');
        assert.equal(page.document.querySelector('meta[name="robots"]')?.getAttribute('content'), 'noindex');
        assert.deepEqual(page.problems, []);
      } finally {
        await page.close();
      }
    });
  });
});
