// docs/site.md#errors-and-fallbacks on the host under test (the preview server, or Cloudflare's runtime with TEST_HOST=cloudflare), which
// answers a missing path with 404.html and status 404: an unknown route gets the 404 page with the path logged; an
// unknown product goes to /products/ in place of the broken URL; an unknown area gets the generic area page; an
// unknown article gets 'Post Not Found'.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { FALLBACK_PENDING } from '../../src/lib/fallback';
import { pageTitle } from '../../src/lib/head';
import { assertHidden, assertVisible } from './support/assert';
import { sizes, waitForIslands, type Size } from '../../scripts/lib/chromium';
import { browserSession } from './support/session';
import { content } from './support/urls';

const session = browserSession();
const { notFound, areaPage, postNotFound, productsIndex } = content.pages;
const title = (text: string) => pageTitle(text, content.site.name);

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });

/** Goes from the home page to a missing path; returns the page, once its fallback has run, and the host's status. */
async function openMissing(size: Size, path: string): Promise<{ page: Page; status?: number }> {
  const page = await session.open(size, '/');
  const response = await page.goto(session.url(path));
  await waitForIslands(page);
  return { page, status: response?.status() };
}
const notFoundText = (page: Page) => page.getByText(notFound.heading, { exact: true });

/**
 * Records, from the start of each document the page opens, every time <html> gains or loses the mark that hides the
 * content while a fallback page is rendered (src/lib/fallback.ts); returns a reader of the record.
 */
async function recordHiding(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript((name) => {
    const changes: string[] = [];
    Object.assign(window, { hidingChanges: changes });
    new MutationObserver((records) => {
      for (const r of records) changes.push(r.oldValue === null ? 'hidden' : 'shown');
    }).observe(document, { attributes: true, attributeFilter: [name], attributeOldValue: true, subtree: true });
  }, FALLBACK_PENDING);
  return () => page.evaluate(() => (window as unknown as { hidingChanges: string[] }).hidingChanges);
}

for (const size of sizes) {
  describe(`fallbacks (${size.name})`, () => {
    it('shows the 404 page with status 404 for an unknown route, never hidden, and logs the path', async () => {
      const page = await session.open(size, '/');
      const hiding = await recordHiding(page);
      const logged: string[] = [];
      page.on('console', (message) => logged.push(message.text()));
      const response = await page.goto(session.url('/no-such-page/'));
      await waitForIslands(page);
      assert.equal(response?.status(), 404);
      assert.equal(await h1(page).innerText(), notFound.heading);
      await assertVisible(page.getByText(notFound.code, { exact: true }), `"${notFound.code}"`);
      assert.equal(await page.getByRole('link', { name: notFound.home }).getAttribute('href'), '/');
      assert.equal(await page.title(), title(notFound.title));
      assert.ok(
        logged.some((text) => text.includes('/no-such-page/')),
        `the path is not in the console: ${JSON.stringify(logged)}`,
      );
      assert.deepEqual(await hiding(), [], 'the 404 text paints as early as it would without scripts');
    });

    it('replaces an unknown product URL with /products/, so Back skips it', async () => {
      const page = await session.open(size, '/');
      const before = await page.evaluate(() => history.length);
      const response = await page.goto(session.url('/products/nope/'));
      assert.equal(response?.status(), 404);
      await page.waitForURL(session.url('/products/'), { waitUntil: 'load' });
      await waitForIslands(page);
      assert.equal(await h1(page).innerText(), productsIndex.hero.title);
      assert.equal(
        await page.evaluate(() => history.length),
        before + 1,
        'one history entry for /products/nope/ → /products/',
      );
      await page.goBack({ waitUntil: 'load' });
      assert.equal(page.url(), session.url('/'), 'Back returns to the page before, not to /products/nope/');
    });

    it('shows the generic area page, named after the slug, for an unknown area, the 404 text hidden until then', async () => {
      const page = await session.open(size, '/');
      const hiding = await recordHiding(page);
      const status = (await page.goto(session.url('/areas/kings-cross/')))?.status();
      await waitForIslands(page);
      assert.deepEqual(await hiding(), ['hidden', 'shown']);
      assert.equal(status, 404);
      assert.equal(await h1(page).innerText(), 'Locksmith Kings Cross');
      assert.equal(await page.title(), title('Locksmith Kings Cross'));
      assert.equal(page.url(), session.url('/areas/kings-cross/'));
      const intro = areaPage.generic.description.replace('{name}', 'Kings Cross');
      await assertVisible(page.getByText(intro, { exact: true }), 'the generic area description');
      await assertVisible(
        page.getByRole('navigation', { name: content.navigation.labels.breadcrumb }).getByText('Kings Cross'),
        'the breadcrumb',
      );
      await assertHidden(notFoundText(page), 'the 404 text');
    });

    it("shows 'Post Not Found' with a way back to the blog for an unknown article", async () => {
      const { page, status } = await openMissing(size, '/blog/nope/');
      assert.equal(status, 404);
      assert.equal(await h1(page).innerText(), postNotFound.title);
      assert.equal(await page.title(), title(postNotFound.title));
      assert.equal(
        await page.getByRole('link', { name: postNotFound.back.label }).getAttribute('href'),
        postNotFound.back.href,
      );
      await assertHidden(notFoundText(page), 'the 404 text');
    });
  });
}
