// docs/site.md#interface-states: the FAQ accordions of service and product pages, by mouse and keyboard. At most one item is open;
// activating the open item closes it; arrow keys, Home and End move focus between the questions.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import type { Faq } from '../../src/content/schema';
import { assertHidden, assertVisible } from './support/assert';
import { settle, sizes, waitForIslands } from '../../scripts/lib/chromium';
import { browserSession } from './support/session';
import { content } from './support/urls';

const session = browserSession();

const [service] = content.services;
const [category] = content.productCategories;
assert.ok(service && category, 'content has no service or product category');
const accordions = [
  { path: `/services/${service.slug}/`, faqs: service.faqs },
  { path: `/products/${category.slug}/`, faqs: category.faqs },
];

const question = (page: Page, faq: Faq) => page.getByRole('main').locator('summary', { hasText: faq.question });
const answer = (page: Page, faq: Faq) => page.getByRole('main').getByText(faq.answer, { exact: true });
/** The index of each open item, in page order. */
const openItems = (page: Page, faqs: readonly Faq[]) =>
  page.evaluate(
    (questions) =>
      [...document.querySelectorAll('main details')]
        .filter((d) => questions.includes(d.querySelector('summary')?.textContent ?? ''))
        .flatMap((d, i) => ((d as HTMLDetailsElement).open ? [i] : [])),
    faqs.map((f) => f.question),
  );
const focusedQuestion = (page: Page) => page.evaluate(() => document.activeElement?.textContent ?? '');

for (const size of sizes) {
  for (const { path, faqs } of accordions) {
    const [first, second] = faqs;
    const last = faqs.at(-1);
    assert.ok(first && second && last);

    describe(`FAQ accordion on ${path} (${size.name})`, () => {
      it(`renders ${faqs.length} questions, all closed`, async () => {
        const page = await session.open(size, path);
        for (const faq of faqs) await assertVisible(question(page, faq), `"${faq.question}"`);
        assert.deepEqual(await openItems(page, faqs), []);
        await assertHidden(answer(page, first), 'the first answer');
      });

      it('opens one item at a time by mouse, and closes the open item when it is clicked', async () => {
        const page = await session.open(size, path);
        await question(page, first).click();
        await assertVisible(answer(page, first), 'the first answer');
        assert.deepEqual(await openItems(page, faqs), [0]);
        await question(page, second).click();
        await assertVisible(answer(page, second), 'the second answer');
        await assertHidden(answer(page, first), 'the first answer once the second is open');
        assert.deepEqual(await openItems(page, faqs), [1]);
        await question(page, second).click();
        await assertHidden(answer(page, second), 'the second answer after a second click');
        assert.deepEqual(await openItems(page, faqs), []);
      });

      it('moves focus with the arrow keys, Home and End, wrapping at both ends', async () => {
        const page = await session.open(size, path);
        await question(page, first).focus();
        // Focus fetches the island; the keys are its own (on-demand.test.ts covers keys pressed before it arrives).
        await waitForIslands(page);
        const steps: [string, Faq][] = [
          ['ArrowDown', second],
          ['ArrowUp', first],
          ['ArrowUp', last],
          ['ArrowDown', first],
          ['End', last],
          ['Home', first],
        ];
        for (const [key, expected] of steps) {
          await page.keyboard.press(key);
          assert.equal(await focusedQuestion(page), expected.question, `focus after ${key}`);
        }
        assert.deepEqual(await openItems(page, faqs), [], 'moving focus opens nothing');
      });

      it('opens and closes with Enter and Space, one item at a time', async () => {
        const page = await session.open(size, path);
        await question(page, first).focus();
        await waitForIslands(page);
        await page.keyboard.press('Enter');
        await assertVisible(answer(page, first), 'the first answer after Enter');
        await page.keyboard.press('ArrowDown');
        await page.keyboard.press('Space');
        await assertVisible(answer(page, second), 'the second answer after Space');
        await settle(page);
        assert.deepEqual(await openItems(page, faqs), [1]);
        await page.keyboard.press('Enter');
        await assertHidden(answer(page, second), 'the second answer after Enter again');
        assert.deepEqual(await openItems(page, faqs), []);
      });
    });
  }
}
