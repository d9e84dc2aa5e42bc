// docs/site.md#pages (services and products) and docs/site.md#fixed-content, on the built pages.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { Window } from 'happy-dom';
import { productCategories } from '../content/products';
import { services } from '../content/services';
import { site as siteConstants } from '../content/site';
import { fallbackFor } from '../src/lib/fallback';
import { ukPhone } from '../src/lib/phone';
import { buildSite, type BuiltSite } from './helpers/site';

const RELATED: Record<string, string[]> = {
  'residential-locksmith': ['lock-installation', 'emergency-lockout', 'security-management'],
  'commercial-locksmith': ['security-management', 'lock-installation', 'key-services'],
  'auto-locksmith': ['emergency-lockout', 'key-services'],
  'emergency-lockout': ['residential-locksmith', 'auto-locksmith', 'key-services'],
  'lock-installation': ['residential-locksmith', 'commercial-locksmith', 'security-management'],
  'lock-repair': ['lock-installation', 'residential-locksmith', 'key-services'],
  'key-services': ['residential-locksmith', 'auto-locksmith', 'commercial-locksmith'],
  'security-management': ['commercial-locksmith', 'lock-installation', 'residential-locksmith'],
};

const PRODUCTS: Record<string, [string, string[]]> = {
  'door-locks': [
    'Door Locks',
    ['Yale Locks', 'Mortice Locks', 'Deadbolts', 'Smart Locks', 'Euro Cylinders', 'Multipoint Locks'],
  ],
  'car-keys': [
    'Car Keys & Fobs',
    ['Transponder Keys', 'Remote Car Keys', 'Key Fobs', 'Spare Car Keys', 'Key Programming', 'Broken Key Extraction'],
  ],
  'security-systems': [
    'Security Systems',
    [
      'CCTV Systems',
      'Alarm Systems',
      'Access Control',
      'Intercom Systems',
      'Smart Home Integration',
      'Security System Maintenance',
    ],
  ],
  safes: [
    'Safes',
    [
      'Home Safes',
      'Commercial Safes',
      'Fire Safes',
      'Safe Opening Services',
      'Safe Installation',
      'Safe Maintenance & Repair',
    ],
  ],
  'upvc-specialists': [
    'uPVC Door Specialists',
    [
      'Multipoint Lock Repair',
      'Euro Cylinder Replacement',
      'Handle Replacement',
      'Door Adjustment',
      'Mechanism Replacement',
      'Emergency Repairs',
    ],
  ],
  'specialized-services': [
    'Specialized Services',
    [
      'Emergency Boarding Up',
      'Window Locks',
      'Garage Door Locks',
      'Master Key Systems',
      'Lock Security Upgrades',
      'Restricted Key Systems',
    ],
  ],
};

describe('services and products', () => {
  let site: BuiltSite;
  const windows: Window[] = [];
  const open = async (path: string) => {
    const window = new Window({ settings: { disableJavaScriptEvaluation: true, disableJavaScriptFileLoading: true } });
    window.document.write(await site.html(path));
    windows.push(window);
    return window.document;
  };
  const texts = (doc: Window['document'], selector: string) =>
    [...doc.querySelectorAll(selector)].map((e) => e.textContent?.trim());
  const tel = `tel:${siteConstants.telephone}`;
  const national = ukPhone(siteConstants.telephone).national;
  const callNames = (doc: Window['document']) =>
    [...doc.querySelectorAll(`main a[href="${tel}"]`)].map((a) => a.getAttribute('aria-label') ?? a.textContent ?? '');

  before(async () => {
    site = await buildSite();
  });
  after(async () => {
    for (const w of windows) await w.happyDOM.close();
  });

  it('lists related services exactly as the table of docs/site.md#the-eight-services', () => {
    assert.deepEqual(Object.fromEntries(services.map((s) => [s.slug, s.relatedServices])), RELATED);
  });

  it('shows the 4 main services with 5 features each, the 4 others, and the fast-response call button', async () => {
    const doc = await open('/services/');
    const cards = [...doc.querySelectorAll('article')];
    assert.deepEqual(
      cards.map((c) => c.querySelector('h3')?.textContent),
      ['Residential Locksmith', 'Commercial Locksmith', 'Auto Locksmith', 'Security Management'],
    );
    for (const card of cards) assert.equal(card.querySelectorAll('li').length, 5);
    const others = [...doc.querySelectorAll('h3 > a[href^="/services/"]')]
      .map((h) => h.textContent)
      .filter((t) => !cards.some((c) => c.textContent?.includes(t ?? '')));
    assert.deepEqual(others, ['Emergency Lockout', 'Lock Installation', 'Lock Repair', 'Key Services']);
    assert.ok(texts(doc, 'h2').includes('Fast Locksmith London'));
    assert.ok(callNames(doc).includes(`Call Now for Immediate Service, ${national}`), callNames(doc).join(' | '));
  });

  for (const service of services) {
    it(`builds /services/${service.slug}/ with every section of docs/site.md#a-service`, async () => {
      const doc = await open(`/services/${service.slug}/`);
      assert.deepEqual(
        texts(doc, 'nav[aria-label="Breadcrumb"] li').map((t) => t?.replace('›', '').trim()),
        ['Home', 'Services', service.title],
      );
      assert.equal(doc.querySelector('h1')?.textContent, service.title);
      const hero = doc.querySelector('h1')?.parentElement;
      assert.equal(hero?.querySelector(`a[href="${tel}"]`)?.textContent, `Call Now 24/7, ${national}`);
      assert.equal(hero?.querySelector('a[href="/contact/"]')?.textContent, 'Get a Quote');
      const headings = texts(doc, 'h2');
      for (const h of [
        'What We Offer',
        'Why Choose Us',
        'How It Works',
        'Frequently Asked Questions',
        'Related Services',
        service.ctaHeading,
      ]) {
        assert.ok(headings.includes(h), `${service.slug}: ${h}`);
      }
      assert.deepEqual(texts(doc, 'main ol > li > span'), ['1', '2', '3', '4']);
      assert.equal(doc.querySelectorAll('details[name="faq"]').length, 4);
      const related = [...doc.querySelectorAll('section')].find(
        (s) => s.querySelector('h2')?.textContent === 'Related Services',
      );
      const relatedLinks = [...(related?.querySelectorAll('a') ?? [])].map((a) => a.getAttribute('href'));
      assert.deepEqual(
        relatedLinks,
        RELATED[service.slug]?.map((slug) => `/services/${slug}/`),
      );
      const closing = [...doc.querySelectorAll('section')].at(-1);
      assert.equal(closing?.querySelector('h2')?.textContent, service.ctaHeading);
      assert.ok(closing?.querySelector(`a[href="${tel}"]`));
      assert.equal(doc.title, `${service.metaTitle} | Locksmith London`);
    });
  }

  it('shows six category cards with icon, title, description, the first 5 listing items and View Details', async () => {
    const doc = await open('/products/');
    assert.equal(doc.querySelector('h1')?.textContent, 'Locksmith Products & Specialties London');
    const links = [...doc.querySelectorAll('h2 > a[href^="/products/"]')];
    assert.deepEqual(
      links.map((c) => c.getAttribute('href')),
      Object.keys(PRODUCTS).map((slug) => `/products/${slug}/`),
    );
    // The card is the element the heading's link covers: the heading's row's parent.
    const cards = links.map((a) => a.closest('h2')?.parentElement?.parentElement);
    cards.forEach((card, i) => {
      assert.ok(card);
      const category = productCategories[i];
      assert.equal(card.querySelector('h2')?.textContent, category?.title);
      assert.ok(card.querySelector('svg'));
      assert.deepEqual(
        [...card.querySelectorAll('li')].map((li) => li.textContent),
        category?.listing.slice(0, 5),
      );
      assert.match(card.textContent ?? '', /View Details/);
    });
    assert.ok(texts(doc, 'h2').includes('Need Expert Advice on Security Products'));
    assert.ok(doc.querySelector(`a[href="${tel}"]`));
    assert.equal(doc.querySelector('section:last-of-type a[href="/contact/"]')?.textContent, 'Get a Quote');
  });

  for (const [slug, [title, names]] of Object.entries(PRODUCTS)) {
    it(`builds /products/${slug}/ with its six products, four reasons, seven FAQs and closing block`, async () => {
      const doc = await open(`/products/${slug}/`);
      assert.deepEqual(
        texts(doc, 'nav[aria-label="Breadcrumb"] li').map((t) => t?.replace('›', '').trim()),
        ['Home', 'Products', title],
      );
      assert.equal(doc.querySelector('h1')?.textContent, title);
      assert.deepEqual(texts(doc, 'article h3'), names);
      for (const article of doc.querySelectorAll('article'))
        assert.deepEqual(texts(article as never, 'h4'), ['Key Features', 'Benefits']);
      const why = [...doc.querySelectorAll('section')].find(
        (s) => s.querySelector('h2')?.textContent === `Why Choose Our ${title} Services`,
      );
      assert.equal(why?.querySelectorAll('h3').length, 4);
      assert.equal(doc.querySelectorAll('details[name="faq"]').length, 7);
      const closing = [...doc.querySelectorAll('section')].at(-1);
      assert.ok(closing?.querySelector(`a[href="${tel}"]`));
      assert.equal(closing?.querySelector('a[href="/contact/"]')?.textContent, 'Get Free Quote');
    });
  }

  it('sends an unknown product slug to /products/ and leaves other unknown paths on the 404 page', async () => {
    assert.deepEqual(fallbackFor('/products/padlocks/'), { kind: 'redirect', to: '/products/' });
    assert.deepEqual(fallbackFor('/services/lock-picking/'), { kind: 'notFound', path: '/services/lock-picking/' });
    assert.deepEqual(fallbackFor('/products/'), { kind: 'notFound', path: '/products/' });
    // Its one script decides the fallback before any island code is fetched (src/client/fallback.ts), carried
    // inline so that it needs no request either.
    const doc = await open('/404.html');
    const scripts = [...doc.querySelectorAll('script[type="module"]')];
    assert.equal(scripts.length, 1);
    assert.equal(scripts[0]?.getAttribute('src'), null);
    assert.ok(scripts[0]?.textContent?.includes('"/products/"'), 'the fallback decision is in the page');
  });
});
