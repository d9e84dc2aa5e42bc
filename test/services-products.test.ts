// docs/site.md#pages (services and products), on the built pages: each service and product category of the loaded
// content gets its page with every section, in the content's order, with the copy of content/pages/.
import assert from 'node:assert/strict';
import { SECTIONS } from '../src/lib/paths';
import { after, before, describe, it } from 'node:test';
import { Window } from 'happy-dom';
import { fallbackFor } from '../src/lib/fallback';
import { ukPhone } from '../src/lib/phone';
import { fill } from '../src/lib/template';
import { buildSite, type BuiltSite, siteContent } from './helpers/shared-build';

const content = await siteContent();
const { services, productCategories, site: siteConstants } = content;
const { servicesIndex, servicePage, productsIndex, productPage } = content.pages;
/** The menu's name for a page (breadcrumbs name pages as the menu does). */
const menuLabel = (path: string) => content.navigation.mainNav.find((item) => item.href === path)?.label;
const { home } = content.navigation.labels;
/** The /services/ and /products/ cards show the first five features or listing lines. */
const CARD_ITEMS = 5;

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

  it('shows the main services with five features each, then every other service, and the fast-response call button', async () => {
    const doc = await open('/services/');
    const bySlug = new Map(services.map((s) => [s.slug, s]));
    const main = servicesIndex.mainSlugs.map((slug) => bySlug.get(slug));
    const cards = [...doc.querySelectorAll('article')];
    assert.deepEqual(
      cards.map((c) => c.querySelector('h3')?.textContent),
      main.map((s) => s?.title),
    );
    cards.forEach((card, i) =>
      assert.equal(card.querySelectorAll('li').length, Math.min(CARD_ITEMS, main[i]?.features.length ?? 0)),
    );
    // Every other service follows, in the order of the content, without being listed anywhere.
    const others = [...doc.querySelectorAll('main h3 > a[href^="/services/"]')]
      .filter((a) => !a.closest('article'))
      .map((a) => a.textContent);
    assert.deepEqual(
      others,
      services.filter((s) => !servicesIndex.mainSlugs.includes(s.slug)).map((s) => s.title),
    );
    assert.ok(texts(doc, 'h2').includes(servicesIndex.fast.heading));
    assert.ok(callNames(doc).includes(`${servicesIndex.fast.button}, ${national}`), callNames(doc).join(' | '));
  });

  for (const service of services) {
    it(`builds /services/${service.slug}/ with every section of docs/site.md#a-service`, async () => {
      const doc = await open(`/services/${service.slug}/`);
      assert.deepEqual(
        texts(doc, 'nav[aria-label="Breadcrumb"] li').map((t) => t?.replace('›', '').trim()),
        [home, menuLabel('/services/'), service.title],
      );
      assert.equal(doc.querySelector('h1')?.textContent, service.title);
      const hero = doc.querySelector('h1')?.parentElement;
      assert.equal(hero?.querySelector(`a[href="${tel}"]`)?.textContent, `${servicePage.callNow}, ${national}`);
      assert.equal(hero?.querySelector(`a[href="${servicePage.quote.href}"]`)?.textContent, servicePage.quote.label);
      const related = service.relatedServices.filter((slug) => slug !== service.slug);
      const headings = texts(doc, 'h2');
      for (const h of [servicePage.offer, servicePage.why, servicePage.how, servicePage.faq, service.ctaHeading]) {
        assert.ok(headings.includes(h), `${service.slug}: ${h}`);
      }
      // The steps are numbered by their place in the list.
      assert.deepEqual(
        texts(doc, 'main ol > li > span'),
        service.howItWorks.map((_, i) => String(i + 1)),
      );
      assert.deepEqual(
        texts(doc, 'main ol > li > h3'),
        service.howItWorks.map((step) => step.title),
      );
      assert.equal(doc.querySelectorAll('details[name="faq"]').length, service.faqs.length);
      const relatedSection = [...doc.querySelectorAll('section')].find(
        (s) => s.querySelector('h2')?.textContent === servicePage.related,
      );
      assert.deepEqual(
        [...(relatedSection?.querySelectorAll('a') ?? [])].map((a) => a.getAttribute('href')),
        related.map((slug) => `/services/${slug}/`),
        `${service.slug}: related services`,
      );
      if (related.length === 0) assert.equal(relatedSection, undefined, `${service.slug}: no empty related section`);
      const closing = [...doc.querySelectorAll('section')].at(-1);
      assert.equal(closing?.querySelector('h2')?.textContent, service.ctaHeading);
      assert.ok(closing?.querySelector(`a[href="${tel}"]`));
      assert.equal(doc.title, `${service.metaTitle} | ${siteConstants.name}`);
    });
  }

  it('shows a card per category with icon, title, the first five listing lines and the details line', async () => {
    const doc = await open('/products/');
    assert.equal(doc.querySelector('h1')?.textContent, productsIndex.hero.title);
    const links = [...doc.querySelectorAll('h2 > a[href^="/products/"]')];
    assert.deepEqual(
      links.map((c) => c.getAttribute('href')),
      productCategories.map(({ slug }) => `/products/${slug}/`),
    );
    // The card is the element the heading's link covers: the heading's row's parent.
    const cards = links.map((a) => a.closest('h2')?.parentElement?.parentElement);
    cards.forEach((card, i) => {
      assert.ok(card);
      const category = productCategories[i];
      assert.ok(category);
      assert.equal(card.querySelector('h2')?.textContent, category.title);
      assert.ok(card.querySelector('svg'));
      assert.deepEqual(
        [...card.querySelectorAll('li')].map((li) => li.textContent),
        category.listing.slice(0, CARD_ITEMS),
      );
      assert.ok(card.textContent?.includes(productsIndex.viewDetails), category.slug);
    });
    assert.ok(texts(doc, 'h2').includes(productsIndex.banner.heading));
    assert.ok(doc.querySelector(`a[href="${tel}"]`));
    assert.equal(
      doc.querySelector(`section:last-of-type a[href="${productsIndex.banner.quote.href}"]`)?.textContent,
      productsIndex.banner.quote.label,
    );
  });

  for (const category of productCategories) {
    it(`builds /products/${category.slug}/ with its products, reasons, FAQs and closing block`, async () => {
      const doc = await open(`/products/${category.slug}/`);
      assert.deepEqual(
        texts(doc, 'nav[aria-label="Breadcrumb"] li').map((t) => t?.replace('›', '').trim()),
        [home, menuLabel('/products/'), category.title],
      );
      assert.equal(doc.querySelector('h1')?.textContent, category.title);
      assert.deepEqual(
        texts(doc, 'article h3'),
        category.products.map((p) => p.name),
      );
      for (const article of doc.querySelectorAll('article'))
        assert.deepEqual(texts(article as never, 'h4'), [productPage.keyFeatures, productPage.benefits]);
      const why = [...doc.querySelectorAll('section')].find(
        (s) => s.querySelector('h2')?.textContent === fill(productPage.whyChoose, { title: category.title }),
      );
      assert.deepEqual(
        why ? texts(why as never, 'h3') : undefined,
        category.whyChooseUs.map((card) => card.title),
      );
      assert.equal(doc.querySelectorAll('details[name="faq"]').length, category.faqs.length);
      const closing = [...doc.querySelectorAll('section')].at(-1);
      assert.equal(closing?.querySelector('h2')?.textContent, productPage.closing.heading);
      assert.ok(closing?.querySelector(`a[href="${tel}"]`));
      assert.equal(
        closing?.querySelector(`a[href="${productPage.closing.quote.href}"]`)?.textContent,
        productPage.closing.quote.label,
      );
      assert.equal(doc.title, `${category.seo.title} | ${siteConstants.name}`);
    });
  }

  it('sends an unknown product slug to /products/ and leaves other unknown paths on the 404 page', async () => {
    assert.deepEqual(fallbackFor('/products/padlocks/'), { kind: 'redirect', to: '/products/' });
    assert.deepEqual(fallbackFor('/services/lock-picking/'), { kind: 'notFound', path: '/services/lock-picking/' });
    assert.deepEqual(fallbackFor('/products/'), { kind: 'notFound', path: '/products/' });
    // Its one script decides the fallback before any island code is fetched (src/client/fallback-script.ts), carried
    // inline so that it needs no request either, and in the head, so that it decides before the content is drawn.
    const doc = await open('/404.html');
    const scripts = [...doc.querySelectorAll('script:not([type$="json"])')];
    assert.equal(scripts.length, 1);
    assert.equal(scripts[0]?.getAttribute('src'), null);
    assert.equal(scripts[0]?.parentElement?.tagName, 'HEAD');
    assert.equal(scripts[0]?.getAttribute('type'), null, 'a classic script, run as the parser reaches it');
    // It finds the products section by the name src/lib/paths.ts gives it (the browser suite follows the redirect).
    assert.ok(scripts[0]?.textContent?.includes(`"${SECTIONS.products}"`), 'the fallback decision is in the page');
  });
});
