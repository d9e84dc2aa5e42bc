// docs/site.md#interface-states: the scroll-to-top button is hidden at or below 300 px of scroll and shown above it, and
// takes the page back to the top; every navigation starts the new page at the top.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { SCROLL_THRESHOLD } from '../../src/lib/scroll';
import { assertHidden, assertVisible, eventually } from './support/assert';
import { phone, settle, sizes, waitForIslands } from '../../scripts/lib/chromium';
import { browserSession } from './support/session';
import { content, firstPath } from './support/urls';

const session = browserSession();
const { labels } = content.navigation;

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);
async function scrollTo(page: Page, y: number): Promise<void> {
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
  await settle(page);
}
async function scrollToBottom(page: Page): Promise<void> {
  await scrollTo(page, await page.evaluate(() => document.documentElement.scrollHeight));
  assert.ok((await scrollY(page)) > SCROLL_THRESHOLD, 'the page should be long enough to scroll');
}

/** Follows a link and reports where the new page starts once it has loaded and hydrated. */
async function follow(page: Page, link: Locator, path: string): Promise<number> {
  await Promise.all([page.waitForURL(session.url(path), { waitUntil: 'load' }), link.click()]);
  await waitForIslands(page);
  return scrollY(page);
}

for (const size of sizes) {
  describe(`scroll-to-top button (${size.name})`, () => {
    it(`stays hidden up to ${SCROLL_THRESHOLD} px of scroll and shows above it`, async () => {
      const page = await session.open(size, '/');
      const button = page.getByRole('button', { name: labels.scrollToTop });
      await assertHidden(button, 'the button at the top');
      await scrollTo(page, SCROLL_THRESHOLD);
      assert.equal(await scrollY(page), SCROLL_THRESHOLD);
      assert.equal(await button.isHidden(), true, `the button at ${SCROLL_THRESHOLD} px`);
      await scrollTo(page, SCROLL_THRESHOLD + 1);
      await assertVisible(button, `the button at ${SCROLL_THRESHOLD + 1} px`);
      await scrollTo(page, SCROLL_THRESHOLD);
      await assertHidden(button, `the button back at ${SCROLL_THRESHOLD} px`);
    });

    it('takes the page back to the top and hides itself', async () => {
      const page = await session.open(size, '/');
      await scrollToBottom(page);
      const button = page.getByRole('button', { name: labels.scrollToTop });
      await button.click();
      await eventually(
        () => scrollY(page),
        (y) => y === 0,
        'scrollY after pressing the button',
      );
      await assertHidden(button, 'the button at the top');
    });
  });

  describe(`a new page starts at the top (${size.name})`, () => {
    it('after a footer link followed from the bottom of a page', async () => {
      const page = await session.open(size, '/');
      await scrollToBottom(page);
      const footerLink = page.getByRole('contentinfo').getByRole('link', { name: 'About Us', exact: true });
      assert.equal(await follow(page, footerLink, '/about/'), 0);
    });

    it('after an article card followed from halfway down the blog', async () => {
      const page = await session.open(size, '/blog/');
      const card = page.locator('#articles a[href^="/blog/"]').nth(7);
      await card.scrollIntoViewIfNeeded();
      assert.ok((await scrollY(page)) > SCROLL_THRESHOLD);
      const href = (await card.getAttribute('href')) ?? '';
      assert.equal(await follow(page, card, href), 0);
    });

    it('after a link in the body of a page, and again after the next one', async () => {
      const page = await session.open(size, firstPath('service'));
      await scrollToBottom(page);
      // The last link in the body to another page of the site: one to a #section lands on the section, not the top.
      const links = page.getByRole('main').locator('a[href^="/"]:not([href*="#"])');
      const last = links.last();
      const href = await last.getAttribute('href');
      assert.ok(href, 'the page links to another page of the site');
      assert.equal(await follow(page, last, href), 0);
      await scrollToBottom(page);
      const home = page.getByRole('contentinfo').getByRole('link', { name: 'Home', exact: true });
      assert.equal(await follow(page, home, '/'), 0);
    });

    if (size === phone) {
      it('after a link chosen in the mobile menu', async () => {
        const page = await session.open(size, '/about/');
        await scrollToBottom(page);
        const nav = page.getByRole('navigation', { name: labels.mainNav });
        await nav.locator('summary', { hasText: labels.openMenu }).tap();
        assert.equal(await follow(page, nav.getByRole('link', { name: 'Contact Us' }), '/contact/'), 0);
      });
    }
  });
}
