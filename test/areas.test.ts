// docs/site.md#areas, #an-area, #errors-and-fallbacks (unknown area slug) and #display-limits, for the areas of the
// loaded content: each gets its card under its region and a page of its own.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { areaNameFromSlug, cardSpecialties, regions, withName } from '../src/lib/area';
import { fallbackFor } from '../src/lib/fallback';
import { fill } from '../src/lib/template';
import { openPage } from './helpers/dom';
import { openFallback } from './helpers/open-404';
import { buildSite, type BuiltSite, siteContent } from './helpers/shared-build';

const content = await siteContent();
const bySlug = new Map(content.areas.map((a) => [a.slug, a]));
const { areasIndex, areaPage, notFound } = content.pages;
const { home } = content.navigation.labels;
const areasLabel = content.navigation.mainNav.find((item) => item.href === '/areas/')?.label;
/** The regions of the index in their order, each with its areas in the content's order; a region without areas has no heading. */
const regionsShown = regions
  .map((region) => ({ region, areas: content.areas.filter((a) => a.region === region) }))
  .filter(({ areas }) => areas.length > 0);

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
    it('groups the areas under their region headings, in the order of the regions and of the content', async () => {
      const doc = await open('/areas/');
      const sections = [...doc.querySelectorAll('main section[id$="-london"]')];
      assert.deepEqual(
        sections.map((s) => s.querySelector('h2')?.textContent),
        regionsShown.map(({ region }) => fill(areasIndex.regionHeading, { region })),
      );
      sections.forEach((section, i) => {
        const links = [...section.querySelectorAll('a')].map((a) => a.getAttribute('href'));
        assert.deepEqual(
          links,
          regionsShown[i]?.areas.map(({ slug }) => `/areas/${slug}/`),
        );
      });
      assert.equal(doc.querySelectorAll('main section[id$="-london"] a').length, content.areas.length);
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

    it('has the highlight tiles first, with the site figures filled into their copy', async () => {
      const doc = await open('/areas/');
      const { highlights } = areasIndex;
      assert.deepEqual(
        texts(doc, 'main h2').slice(0, highlights.length),
        highlights.map((h) => h.title),
      );
      const text = doc.querySelector('main')?.textContent ?? '';
      for (const h of highlights) {
        assert.ok(text.includes(h.description), h.description);
        assert.doesNotMatch(h.description, /\{\w+\}/, 'a figure left as a placeholder');
      }
    });
  });

  describe('/areas/{slug}/', () => {
    it('has every section of docs/site.md#an-area on the page of each area', async () => {
      for (const area of content.areas) {
        const doc = await open(`/areas/${area.slug}/`);
        const main = doc.querySelector('main');
        const text = main?.textContent ?? '';
        const where = area.slug;
        const named = (template: string) => withName(template, area.name);
        assert.equal(main?.querySelector('h1')?.textContent, named(areaPage.heroTitle), where);
        // The tiles come first under the h1, as its first h2s.
        assert.deepEqual(
          texts(doc, 'main h2').slice(0, areaPage.tiles.length),
          areaPage.tiles.map((t) => t.title),
          where,
        );
        assert.ok(text.includes(area.description), `${where}: description`);
        for (const list of [area.neighborhoods, area.specialties, area.landmarks]) {
          for (const item of list) assert.ok(text.includes(item), `${where}: ${item}`);
        }
        const chips = texts(doc, 'main aside li.rounded-full');
        assert.deepEqual(chips, area.postalCodes, `${where}: postcode chips`);
        const services = [...doc.querySelectorAll('main h3 > a[href^="/services/"]')].map((a) => a.textContent);
        assert.deepEqual(
          services,
          areaPage.services.map((s) => s.title),
          where,
        );
        const headings = texts(doc, 'main h2');
        const why = headings.indexOf(named(areaPage.whyHeading));
        assert.ok(why >= 0, `${where}: why heading`);
        assert.deepEqual(
          [...(main?.querySelectorAll('h2')[why]?.closest('section')?.querySelectorAll('h3') ?? [])].map(
            (h) => h.textContent,
          ),
          areaPage.why.map((w) => w.title),
          `${where}: the reasons`,
        );
        assert.ok(
          headings.includes(named(areaPage.emergencyHeading)) && text.includes(area.emergency),
          `${where}: emergency`,
        );
        assert.ok(
          headings.includes(named(areaPage.installationHeading)) && text.includes(area.installation),
          `${where}: installation`,
        );
        assert.ok(main?.querySelector('a[href^="tel:"]'), `${where}: call button`);
      }
    });

    it('names the area in the title and description, and serves it in the JSON-LD with its coordinates', async () => {
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
          containedInPlace: { '@type': 'AdministrativeArea', name: content.site.region },
        });
        const crumbs = graph.find((n) => n['@type'] === 'BreadcrumbList')?.itemListElement as { name: string }[];
        assert.deepEqual(
          crumbs.map((c) => c.name),
          [home, areasLabel, area.name],
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
      // A place without a record, whatever areas the content has.
      let slug = 'kings-cross';
      for (let n = 2; bySlug.has(slug); n++) slug = `kings-cross-${n}`;
      const name = areaNameFromSlug(slug);
      const page = await openFallback(await site.html('/404.html'), `/areas/${slug}/`);
      try {
        const main = page.document.querySelector('main');
        assert.equal(main?.querySelector('h1')?.textContent, withName(areaPage.heroTitle, name));
        assert.ok(main?.textContent?.includes(withName(areaPage.generic.description, name)));
        assert.ok(main?.querySelector('a[href^="tel:"]'));
        assert.ok(!main?.textContent?.includes(notFound.heading));
        assert.deepEqual(
          texts(page.document, 'nav[aria-label="Breadcrumb"] li').map((t) => t.replace('›', '').trim()),
          [home, areasLabel, name],
        );
        assert.equal(page.document.title, `${withName(areaPage.heroTitle, name)} | ${content.site.name}`);
        assert.equal(page.document.querySelector('meta[name="robots"]')?.getAttribute('content'), 'noindex');
        assert.deepEqual(page.problems, []);
      } finally {
        await page.close();
      }
    });
  });
});
