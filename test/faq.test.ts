// docs/site.md#interface-states, FAQ accordion: at most one item open, activating the open item closes it, and arrow keys,
// Home and End move focus between the questions.
import assert from 'node:assert/strict';
import { afterEach, before, describe, it } from 'node:test';
import type { OpenPage } from './helpers/dom';
import { hydratedPage, interact } from './helpers/hydrate';
import { buildSite, type BuiltSite } from './helpers/shared-build';

describe('FAQ accordion', () => {
  let site: BuiltSite;
  let page: OpenPage;
  before(async () => {
    site = await buildSite();
  });
  afterEach(() => page.close());

  const items = () => [...page.document.querySelectorAll('details[name="faq"]')] as unknown as HTMLDetailsElement[];
  const question = (i: number) => items()[i]?.querySelector('summary') as HTMLElement;
  const openStates = () => items().map((d) => d.open);
  const press = (target: HTMLElement, key: string) =>
    interact(
      () =>
        void target.dispatchEvent(new page.window.KeyboardEvent('keydown', { key, bubbles: true }) as unknown as Event),
    );

  it('renders every question and answer in the HTML, all closed, on service and product pages', async () => {
    page = await hydratedPage(await site.html('/products/safes/'));
    assert.equal(items().length, 7);
    assert.deepEqual(openStates(), Array(7).fill(false));
    assert.ok(
      items().every((d) => (d.querySelector('p')?.textContent ?? '').length > 40),
      'answers are in the page',
    );
    await page.close();
    page = await hydratedPage(await site.html('/services/lock-repair/'));
    assert.equal(items().length, 4);
    assert.deepEqual(page.problems, []);
  });

  it('keeps at most one item open, and closes the open item when it is activated again', async () => {
    page = await hydratedPage(await site.html('/services/lock-repair/'));
    await interact(() => question(0).click());
    assert.deepEqual(openStates(), [true, false, false, false]);
    await interact(() => question(2).click());
    assert.deepEqual(openStates(), [false, false, true, false]);
    await interact(() => question(2).click());
    assert.deepEqual(openStates(), [false, false, false, false]);
  });

  it('keeps an item opened before hydration open, with no hydration warning, and then one at a time', async () => {
    page = await hydratedPage(await site.html('/services/lock-repair/'), undefined, (before) => {
      (before.document.querySelectorAll('details[name="faq"] summary')[1] as unknown as HTMLElement).click();
    });
    assert.deepEqual(openStates(), [false, true, false, false]);
    await interact(() => question(3).click());
    assert.deepEqual(openStates(), [false, false, false, true]);
    assert.deepEqual(page.problems, []);
  });

  it('moves focus with ArrowDown, ArrowUp (wrapping), Home and End', async () => {
    page = await hydratedPage(await site.html('/services/lock-repair/'));
    question(0).focus();
    await press(question(0), 'ArrowDown');
    assert.equal(page.document.activeElement, question(1));
    await press(question(1), 'End');
    assert.equal(page.document.activeElement, question(3));
    await press(question(3), 'ArrowDown');
    assert.equal(page.document.activeElement, question(0), 'wraps to the first');
    await press(question(0), 'ArrowUp');
    assert.equal(page.document.activeElement, question(3), 'wraps to the last');
    await press(question(3), 'Home');
    assert.equal(page.document.activeElement, question(0));
  });
});
