// docs/site.md#blog, as static pages: the category filter is 'All Articles' and one link per category,
// the list shown marked aria-current, each category a page of its own with 'Showing N article(s) in X'; the index
// and each category are split into pages linked by previous, next and numbered links; Back and Forward move
// between them as between any pages; old /blog/?category= links land on the category's page.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { sizes } from '../../scripts/lib/chromium';
import { ARTICLES_PER_PAGE, categorySlug } from '../../src/lib/blog';
import { blogListPath } from '../../src/lib/paths';
import { eventually } from './support/assert';
import { browserSession } from './support/session';
import { content } from './support/urls';

const session = browserSession();
const copy = content.pages.blogIndex;

/** Each category's articles, from the content rather than from the page. */
const byCategory = new Map<string, string[]>();
for (const a of content.articles)
  byCategory.set(a.category, [...(byCategory.get(a.category) ?? []), `/blog/${a.slug}/`]);
const allArticles = content.articles.map((a) => `/blog/${a.slug}/`);
const categories = [...byCategory.keys()];
assert.ok(
  categories.some((c) => byCategory.get(c)?.length === 1),
  'no category with a single article to check the singular',
);
assert.ok(allArticles.length > ARTICLES_PER_PAGE, 'the index fits one page: nothing to page through');

const showing = (category: string) => {
  const count = byCategory.get(category)?.length ?? 0;
  return (count === 1 ? copy.showing.one : copy.showing.other)
    .replace('{count}', String(count))
    .replace('{category}', category);
};

const filter = (page: Page) => page.getByRole('navigation', { name: copy.filterLabel });
const pageLinks = (page: Page) => page.getByRole('navigation', { name: copy.pagination.label });

interface Shown {
  path: string;
  current: string[];
  status: string;
  articles: string[];
}

/** What the visitor sees now: the address, the marked filter link, the count line and the articles listed. */
async function shown(page: Page): Promise<Shown> {
  const url = new URL(page.url());
  return {
    path: url.pathname + url.search,
    current: await filter(page).locator('a[aria-current]').allInnerTexts(),
    status: (await page.locator('main p', { hasText: /^Showing / }).allInnerTexts()).join(''),
    articles: await page
      .locator('#articles > li h2 > a')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? '')),
  };
}

const categoryPage = (category: string): Shown => ({
  path: blogListPath(categorySlug(category)),
  current: [category],
  status: showing(category),
  articles: byCategory.get(category) ?? [],
});
const indexPage = (n: number): Shown => ({
  path: blogListPath(undefined, n),
  current: [copy.allArticles],
  status: '',
  articles: allArticles.slice((n - 1) * ARTICLES_PER_PAGE, n * ARTICLES_PER_PAGE),
});

const expectShown = (page: Page, expected: Shown, what: string) =>
  eventually(
    () => shown(page),
    (now) => JSON.stringify(now) === JSON.stringify(expected),
    `${what}: expected ${JSON.stringify(expected)}`,
  );

/** Follows a link and waits for the page it leads to. */
async function follow(page: Page, link: ReturnType<Page['getByRole']>, path: string) {
  await Promise.all([page.waitForURL(session.url(path)), link.click()]);
}

for (const size of sizes) {
  describe(`blog pages (${size.name})`, () => {
    it(`offers '${copy.allArticles}' and one link per category, and the newest articles first`, async () => {
      const page = await session.open(size, '/blog/');
      const names = (await filter(page).getByRole('link').allInnerTexts()).map((n) => n.trim());
      assert.deepEqual(names, [copy.allArticles, ...categories]);
      await expectShown(page, indexPage(1), 'on arrival');
    });

    it('shows a chosen category on its own page: all its articles, with their count', async () => {
      const page = await session.open(size, '/blog/');
      for (const category of categories) {
        await follow(
          page,
          filter(page).getByRole('link', { name: category, exact: true }),
          categoryPage(category).path,
        );
        await expectShown(page, categoryPage(category), category);
      }
      await follow(page, filter(page).getByRole('link', { name: copy.allArticles }), '/blog/');
      await expectShown(page, indexPage(1), copy.allArticles);
    });

    it('pages through the index with next, numbered and previous links, every article once', async () => {
      const page = await session.open(size, '/blog/');
      const pages = Math.ceil(allArticles.length / ARTICLES_PER_PAGE);
      for (let n = 2; n <= pages; n++) {
        await follow(
          page,
          pageLinks(page).getByRole('link', { name: copy.pagination.next }),
          blogListPath(undefined, n),
        );
        await expectShown(page, indexPage(n), `page ${n}`);
        assert.equal(
          await pageLinks(page).locator('a[aria-current="page"]').getAttribute('aria-label'),
          copy.pagination.page.replace('{page}', String(n)),
        );
      }
      assert.equal(await pageLinks(page).getByRole('link', { name: copy.pagination.next }).count(), 0, 'no next page');
      await follow(
        page,
        pageLinks(page).getByRole('link', { name: copy.pagination.previous }),
        blogListPath(undefined, pages - 1),
      );
      await follow(
        page,
        pageLinks(page).getByRole('link', { name: copy.pagination.page.replace('{page}', '1') }),
        '/blog/',
      );
      await expectShown(page, indexPage(1), 'back on page 1');
    });

    it('follows Back and Forward through pages and categories', async () => {
      const page = await session.open(size, '/blog/');
      const [first, second] = categories;
      assert.ok(first && second);
      await follow(page, pageLinks(page).getByRole('link', { name: copy.pagination.next }), '/blog/page/2/');
      await follow(page, filter(page).getByRole('link', { name: first, exact: true }), categoryPage(first).path);
      await follow(page, filter(page).getByRole('link', { name: second, exact: true }), categoryPage(second).path);
      await page.goBack();
      await expectShown(page, categoryPage(first), `Back to ${first}`);
      await page.goBack();
      await expectShown(page, indexPage(2), 'Back to page 2');
      await page.goBack();
      await expectShown(page, indexPage(1), 'Back to the first page');
      await page.goForward();
      await expectShown(page, indexPage(2), 'Forward to page 2');
      await page.goForward();
      await expectShown(page, categoryPage(first), `Forward to ${first}`);
    });

    it('takes an old /blog/?category= link to the category page, in place of it in history', async () => {
      const category = categories.at(-1) ?? '';
      const page = await session.open(size, '/about/');
      await page.goto(session.url(`/blog/?category=${categorySlug(category)}`));
      await page.waitForURL(session.url(categoryPage(category).path));
      await expectShown(page, categoryPage(category), `arriving on ?category=${categorySlug(category)}`);
      await page.goBack();
      await page.waitForURL(session.url('/about/'));
    });

    it('keeps an old link to an unknown category on the whole index', async () => {
      const page = await session.open(size, '/blog/?category=no-such-category');
      await new Promise((done) => setTimeout(done, 300));
      await expectShown(page, { ...indexPage(1), path: '/blog/?category=no-such-category' }, 'an unknown category');
    });
  });
}
