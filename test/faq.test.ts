// docs/site.md#interface-states, FAQ accordion: every service and product page shows exactly its record's questions,
// in order, all closed; at most one item is open, activating the open item closes it, and arrow keys, Home and End
// move focus between the questions. Pages and counts come from the loaded content, whatever number of FAQs it holds.
import assert from 'node:assert/strict';
import { afterEach, before, describe, it, type TestContext } from 'node:test';
import type { Faq } from '../src/content/schema';
import { openPage, type OpenPage } from './helpers/dom';
import { hydratedPage, interact } from './helpers/hydrate';
import { buildSite, type BuiltSite, siteContent } from './helpers/shared-build';

const content = await siteContent();
interface FaqPage {
  path: string;
  faqs: readonly Faq[];
}
/** Every page with an accordion, and the questions its record gives. */
const faqPages: FaqPage[] = [
  ...content.services.map((s) => ({ path: `/services/${s.slug}/`, faqs: s.faqs })),
  ...content.productCategories.map((c) => ({ path: `/products/${c.slug}/`, faqs: c.faqs })),
];
/** The page the behaviour is driven on: the one with the most questions (the keys need two). */
const busiest = faqPages.reduce<FaqPage>((most, p) => (p.faqs.length > most.faqs.length ? p : most), {
  path: '',
  faqs: [],
});

describe('FAQ accordion', () => {
  let site: BuiltSite;
  let page: OpenPage | undefined;
  before(async () => {
    site = await buildSite();
  });
  afterEach(async () => {
    await page?.close();
    page = undefined;
  });

  /** The page open now. */
  const open = () => {
    assert.ok(page, 'no page is open');
    return page;
  };
  const items = () => [...open().document.querySelectorAll('details[name="faq"]')] as unknown as HTMLDetailsElement[];
  const question = (i: number) => items()[i]?.querySelector('summary') as HTMLElement;
  const openStates = () => items().map((d) => d.open);
  /** The open states when only item `i` is open (none for -1). */
  const onlyOpen = (i: number) => busiest.faqs.map((_, n) => n === i);
  const last = busiest.faqs.length - 1;
  const press = (target: HTMLElement, key: string) =>
    interact(
      () =>
        void target.dispatchEvent(
          new (open().window.KeyboardEvent)('keydown', { key, bubbles: true }) as unknown as Event,
        ),
    );
  /** The behaviour needs two questions on one page; the schema allows pages of one. */
  const needsTwo = (t: TestContext) => {
    if (busiest.faqs.length >= 2) return false;
    t.skip(`no page has two questions (${busiest.path} has ${busiest.faqs.length})`);
    return true;
  };

  it("renders exactly each service's and product category's questions and answers, in order, all closed", async () => {
    assert.ok(faqPages.length > 0, 'the content has no service or product category');
    for (const { path, faqs } of faqPages) {
      page = openPage(await site.html(path));
      assert.deepEqual(
        items().map((d) => [d.querySelector('summary')?.textContent, d.querySelector('p')?.textContent]),
        faqs.map((f) => [f.question, f.answer]),
        path,
      );
      assert.deepEqual(openStates(), Array<boolean>(faqs.length).fill(false), path);
      await page.close();
      page = undefined;
    }
    page = await hydratedPage(await site.html(busiest.path));
    assert.equal(items().length, busiest.faqs.length);
    assert.deepEqual(page.problems, []);
  });

  it('keeps at most one item open, and closes the open item when it is activated again', async (t) => {
    if (needsTwo(t)) return;
    page = await hydratedPage(await site.html(busiest.path));
    await interact(() => question(0).click());
    assert.deepEqual(openStates(), onlyOpen(0));
    await interact(() => question(last).click());
    assert.deepEqual(openStates(), onlyOpen(last));
    await interact(() => question(last).click());
    assert.deepEqual(openStates(), onlyOpen(-1));
  });

  it('keeps an item opened before hydration open, with no hydration warning, and then one at a time', async (t) => {
    if (needsTwo(t)) return;
    page = await hydratedPage(await site.html(busiest.path), undefined, (before) => {
      (before.document.querySelectorAll('details[name="faq"] summary')[last] as unknown as HTMLElement).click();
    });
    assert.deepEqual(openStates(), onlyOpen(last));
    await interact(() => question(0).click());
    assert.deepEqual(openStates(), onlyOpen(0));
    assert.deepEqual(page.problems, []);
  });

  it('moves focus with ArrowDown, ArrowUp (wrapping), Home and End', async (t) => {
    if (needsTwo(t)) return;
    page = await hydratedPage(await site.html(busiest.path));
    // Which question has focus, by its place: a failure names a number rather than printing two DOM trees.
    const focused = () =>
      items()
        .map((_, i): unknown => question(i))
        .indexOf(open().document.activeElement);
    question(0).focus();
    await press(question(0), 'ArrowDown');
    assert.equal(focused(), 1);
    await press(question(1), 'End');
    assert.equal(focused(), last);
    await press(question(last), 'ArrowDown');
    assert.equal(focused(), 0, 'wraps to the first');
    await press(question(0), 'ArrowUp');
    assert.equal(focused(), last, 'wraps to the last');
    await press(question(last), 'Home');
    assert.equal(focused(), 0);
  });
});
