// SPEC.md §2 "/blog" and §4: the category filter. Each category shows only its articles and 'Showing N
// article(s) in X'; 'All Articles' clears it; the choice lives in ?category= so it survives reload and Back.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { categorySlug } from '../../src/lib/blog';
import { eventually } from './support/assert';
import { sizes } from '../../scripts/lib/chromium';
import { browserSession } from './support/session';
import { content } from './support/site';

const session = browserSession();
const copy = content.pages.blogIndex;

/** Each category's articles, counted from the content rather than from the page. */
const byCategory = new Map<string, string[]>();
for (const a of content.articles)
  byCategory.set(a.category, [...(byCategory.get(a.category) ?? []), `/blog/${a.slug}/`]);
const allArticles = content.articles.map((a) => `/blog/${a.slug}/`);
const categories = [...byCategory.keys()];
assert.ok(
  categories.some((c) => byCategory.get(c)?.length === 1),
  'no category with a single article to check the singular',
);

const showing = (category: string) => {
  const count = byCategory.get(category)?.length ?? 0;
  return (count === 1 ? copy.showing.one : copy.showing.other)
    .replace('{count}', String(count))
    .replace('{category}', category);
};

const group = (page: Page) => page.getByRole('group', { name: copy.filterLabel });
const button = (page: Page, name: string) => group(page).getByRole('button', { name, exact: true });
const status = (page: Page) => page.getByRole('status');

interface Shown {
  query: string;
  pressed: string[];
  status: string;
  articles: string[];
}

/** What the visitor sees now: the URL's query, the pressed button, the message and the visible articles. */
async function shown(page: Page): Promise<Shown> {
  const listId = await button(page, copy.allArticles).getAttribute('aria-controls');
  return {
    query: new URL(page.url()).search,
    pressed: await group(page).locator('button[aria-pressed="true"]').allInnerTexts(),
    status: (await status(page).innerText()).trim(),
    articles: await page
      .locator(`#${listId} > li:visible a`)
      .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? '')),
  };
}

const filtered = (category: string): Shown => ({
  query: `?category=${categorySlug(category)}`,
  pressed: [category],
  status: showing(category),
  articles: byCategory.get(category) ?? [],
});
const unfiltered: Shown = { query: '', pressed: [copy.allArticles], status: '', articles: allArticles };

const expectShown = (page: Page, expected: Shown, what: string) =>
  eventually(
    () => shown(page),
    (now) => JSON.stringify(now) === JSON.stringify(expected),
    `${what}: expected ${JSON.stringify(expected)}`,
  );

for (const size of sizes) {
  describe(`blog filter (${size.name})`, () => {
    it(`offers '${copy.allArticles}' and one button per category, with every article shown`, async () => {
      const page = await session.open(size, '/blog/');
      const names = (await group(page).getByRole('button').allInnerTexts()).map((n) => n.trim());
      assert.deepEqual(names.toSorted(), [copy.allArticles, ...categories].toSorted());
      await expectShown(page, unfiltered, 'on arrival');
    });

    it("shows only a category's articles, with their count, and puts it in ?category=", async () => {
      const page = await session.open(size, '/blog/');
      for (const category of categories) {
        await button(page, category).click();
        await expectShown(page, filtered(category), category);
      }
      await button(page, copy.allArticles).click();
      await expectShown(page, unfiltered, copy.allArticles);
    });

    it('follows Back and Forward through the chosen categories', async () => {
      const page = await session.open(size, '/blog/');
      const [first, second] = categories;
      assert.ok(first && second);
      await button(page, first).click();
      await expectShown(page, filtered(first), first);
      await button(page, second).click();
      await expectShown(page, filtered(second), second);
      await page.goBack();
      await expectShown(page, filtered(first), `Back to ${first}`);
      await page.goBack();
      await expectShown(page, unfiltered, 'Back to the whole list');
      await page.goForward();
      await expectShown(page, filtered(first), `Forward to ${first}`);
    });

    it('applies a ?category= link on arrival, and ignores an unknown one', async () => {
      const category = categories.at(-1) ?? '';
      const page = await session.open(size, `/blog/?category=${categorySlug(category)}`);
      await expectShown(page, filtered(category), `arriving on ?category=${categorySlug(category)}`);
      const other = await session.open(size, '/blog/?category=no-such-category');
      await expectShown(
        other,
        { ...unfiltered, query: '?category=no-such-category' },
        'arriving on an unknown category',
      );
    });
  });
}
