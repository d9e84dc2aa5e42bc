// docs/site.md#what-the-site-is, docs/architecture.md#head-tags: every built page is a complete document with its own metadata.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { Window } from 'happy-dom';
import { ukPhone } from '../src/lib/phone';
import { buildSite, type BuiltSite, siteContent } from './helpers/shared-build';

const content = await siteContent();
const siteConstants = content.site;
const national = ukPhone(siteConstants.telephone).national;
const articles = new Map(content.articles.map((a) => [`/blog/${a.slug}/`, a]));

type Node = Record<string, unknown>;

function parse(html: string) {
  const window = new Window({ settings: { disableJavaScriptEvaluation: true, disableJavaScriptFileLoading: true } });
  window.document.write(html);
  return window;
}

/** Whatever says 'Call Now' but is not a link that dials (a button, a link elsewhere), as written. */
function notDialling(doc: Window['document']): string[] {
  return [...doc.querySelectorAll('a, button')]
    .filter((el) => /call now/i.test(el.textContent ?? ''))
    .filter((el) => !(el.tagName === 'A' && /^tel:\+?\d+$/.test(el.getAttribute('href') ?? '')))
    .map((el) => el.outerHTML);
}

describe("the 'Call Now' check", () => {
  it('names a button and a link elsewhere, and passes a link that dials', async () => {
    const window = parse(
      '<main><button>Call Now</button><a href="/contact/">Call now</a><a href="tel:+442079460000">Call Now</a></main>',
    );
    assert.deepEqual(notDialling(window.document), ['<button>Call Now</button>', '<a href="/contact/">Call now</a>']);
    await window.happyDOM.close();
  });
});

describe('built pages', () => {
  let site: BuiltSite;
  const pages = new Map<string, { html: string; window: Window }>();
  before(async () => {
    site = await buildSite();
    for (const route of site.routes) {
      const html = await site.html(route.path);
      pages.set(route.path, { html, window: parse(html) });
    }
  });
  after(async () => {
    for (const { window } of pages.values()) await window.happyDOM.close();
  });

  const each = (check: (path: string, doc: Window['document'], html: string) => void) => {
    for (const [path, { window, html }] of pages) check(path, window.document, html);
  };
  const meta = (doc: Window['document'], selector: string) => doc.querySelector(selector)?.getAttribute('content');

  it('are complete en-GB documents with charset and viewport', () => {
    each((path, doc, html) => {
      assert.ok(html.startsWith('<!DOCTYPE html>'), path);
      assert.equal(doc.documentElement.getAttribute('lang'), 'en-GB', path);
      assert.ok(doc.querySelector('meta[charset="utf-8"]'), `${path} charset`);
      assert.match(meta(doc, 'meta[name="viewport"]') ?? '', /width=device-width/, path);
    });
  });

  it('have exactly one title, with the site-name suffix', () => {
    each((path, doc) => {
      const titles = doc.querySelectorAll('title');
      assert.equal(titles.length, 1, `${path} titles`);
      assert.ok(titles[0]?.textContent?.endsWith(` | ${siteConstants.name}`), `${path}: ${titles[0]?.textContent}`);
    });
    const notFound = pages.get('/404.html')?.window.document;
    assert.equal(notFound?.title, `${content.pages.notFound.title} | ${siteConstants.name}`);
  });

  it('have a description, keywords exactly when their record has them, and an absolute canonical URL with a trailing slash', () => {
    each((path, doc) => {
      assert.ok((meta(doc, 'meta[name="description"]') ?? '').length >= 70, `${path} description`);
      // The 404 page and a quote request's answers are not for search engines.
      if (!site.routes.find((r) => r.path === path)?.head.canonicalPath) {
        assert.equal(doc.querySelector('link[rel="canonical"]'), null, `${path} has no canonical`);
        assert.equal(meta(doc, 'meta[name="robots"]'), 'noindex');
        return;
      }
      // The schema makes keywords optional in one place, an article's seo group; every other page's record has them.
      const article = articles.get(path);
      const keywords = article ? article.seo?.keywords : site.routes.find((r) => r.path === path)?.head.keywords;
      if (!article) assert.ok(keywords?.length, `${path}: its record has keywords`);
      assert.equal(meta(doc, 'meta[name="keywords"]'), keywords?.join(', '), `${path} keywords`);
      const canonical = doc.querySelector('link[rel="canonical"]')?.getAttribute('href');
      assert.equal(canonical, `${siteConstants.origin}${path}`, path);
      assert.equal(meta(doc, 'meta[property="og:url"]'), canonical, `${path} og:url`);
    });
  });

  it('carry JSON-LD that parses, with "<" escaped, and the one business node', () => {
    each((path, doc) => {
      const scripts = doc.querySelectorAll('script[type="application/ld+json"]');
      assert.equal(scripts.length, 1, path);
      const text = scripts[0]?.textContent ?? '';
      assert.ok(!text.includes('<'), `${path}: "<" must be escaped as \\u003c`);
      const graph = (JSON.parse(text) as { '@graph': Node[] })['@graph'];
      const business = graph.find((n) => n['@type'] === 'Locksmith');
      assert.ok(business, `${path} business node`);
      assert.equal(business['@id'], `${siteConstants.origin}/#business`);
      assert.equal(business.priceRange, siteConstants.priceRange);
      assert.equal(business.currenciesAccepted, siteConstants.currency);
      const { trader } = siteConstants;
      assert.deepEqual(business.address, {
        '@type': 'PostalAddress',
        streetAddress: trader.address.street,
        addressLocality: trader.address.town,
        postalCode: trader.address.postcode,
        addressCountry: siteConstants.country,
      });
      assert.equal(business.legalName, trader.legalName);
      assert.equal(business.email, trader.email);
      assert.equal(business.vatID, trader.vatNumber?.replace(/ /g, ''));
      assert.deepEqual(business.geo, { '@type': 'GeoCoordinates', ...siteConstants.geo });
      const hours = business.openingHoursSpecification as Node;
      const { days, opens, closes } = siteConstants.openingHours;
      assert.equal((hours.dayOfWeek as string[]).length, days.length);
      assert.deepEqual([hours.opens, hours.closes], [opens, closes]);
    });
  });

  it('have a BreadcrumbList matching the visible breadcrumbs on every page but home', () => {
    each((path, doc) => {
      const graph = (
        JSON.parse(doc.querySelector('script[type="application/ld+json"]')?.textContent ?? '') as { '@graph': Node[] }
      )['@graph'];
      const list = graph.find((n) => n['@type'] === 'BreadcrumbList');
      const visible = [...doc.querySelectorAll('nav[aria-label="Breadcrumb"] li')].map((li) =>
        li.textContent?.replace('›', '').trim(),
      );
      if (path === '/') {
        assert.equal(list, undefined, 'home has no breadcrumbs');
        assert.equal(visible.length, 0);
        return;
      }
      assert.ok(list, `${path} BreadcrumbList`);
      const names = (list.itemListElement as Node[]).map((item) => item.name);
      assert.deepEqual(names, visible, path);
      assert.equal(names[0], content.navigation.labels.home);
    });
    // A page's trail names its section as the menu does, then the page.
    const [service] = content.services;
    assert.ok(service);
    const trail = pages
      .get(`/services/${service.slug}/`)
      ?.window.document.querySelectorAll('nav[aria-label="Breadcrumb"] li');
    assert.deepEqual(
      [...(trail ?? [])].map((li) => li.textContent?.replace('›', '').trim()),
      [
        content.navigation.labels.home,
        content.navigation.mainNav.find((item) => item.href === '/services/')?.label,
        service.title,
      ],
    );
  });

  it('link internally only with trailing slashes, and every Call Now button is a tel: link', () => {
    each((path, doc) => {
      for (const a of doc.querySelectorAll('a[href]')) {
        const href = a.getAttribute('href') ?? '';
        // A text link goes to the one mobile content/site.yaml gives, and only when it gives one.
        if (href.startsWith('sms:')) {
          assert.ok(siteConstants.texts, `${path}: a text link, but content/site.yaml gives no mobile: ${href}`);
          assert.equal(new URL(href).pathname, siteConstants.texts.mobile, `${path}: ${href}`);
          continue;
        }
        if (/^(tel:|mailto:|https?:)/.test(href)) continue;
        if (href.startsWith('#') || href === '/blog/feed.xml') continue;
        assert.match(href, /^\/([a-z0-9-]+\/)*(#[a-z0-9-]+)?$/, `${path}: ${href}`);
      }
      assert.deepEqual(notDialling(doc), [], `${path}: whatever says 'Call Now' is a link that dials`);
      // Every call link dials the one number and its name says so, with the number as written on the page.
      const calls = [...doc.querySelectorAll('a[href^="tel:"]')];
      assert.ok(calls.length >= 2, `${path}: a call link in the header and one in the page`);
      for (const a of calls) {
        assert.equal(a.getAttribute('href'), `tel:${siteConstants.telephone}`, `${path}: ${a.textContent}`);
        const name = a.getAttribute('aria-label') ?? a.textContent ?? '';
        assert.ok(name.startsWith(content.navigation.labels.call), `${path}: ${a.outerHTML}`);
        assert.ok(name.endsWith(` ${national}`), `${path}: ${a.outerHTML}`);
      }
    });
    // The contact page leads with the number: the first link in its content dials it.
    const contact = pages.get('/contact/')?.window.document;
    assert.equal(contact?.querySelector('main a')?.getAttribute('href'), `tel:${siteConstants.telephone}`);
  });
});
