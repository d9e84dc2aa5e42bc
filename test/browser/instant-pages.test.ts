// Instant pages (docs/performance.md "Instant pages"): the speculation rules every page names in its headers make
// Chromium fetch the next page while the pointer rests on its link, so the tap finds it ready; Back restores the
// page left from the back/forward cache. Under automation Chromium refuses to prerender
// (PrerenderingDisabledByDevTools), so the prefetch rule is what is checked here.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, CDPSession, Page } from 'playwright-core';
import { desktop, launchBrowser, openPage, type OpenPage, wakeIslands } from '../../scripts/lib/chromium';
import { startSite } from './support/site';
import type { Host } from './support/hosts';

/** Four hops a visitor makes: from a page, by a link in its main content, to another. */
const hops = [
  { from: '/services/', to: '/services/emergency-lockout/' },
  { from: '/', to: '/areas/' },
  { from: '/blog/', to: '/blog/emergency-lockout-what-to-do/' },
  { from: '/areas/', to: '/areas/camden/' },
];

interface PrefetchStatus {
  prefetchUrl: string;
  status: string;
  prefetchStatus?: string;
}

/** Records the prefetch attempts Chromium reports through the DevTools Preload domain. */
async function watchPreloads(page: Page): Promise<{ session: CDPSession; prefetches: PrefetchStatus[] }> {
  const session = await page.context().newCDPSession(page);
  const prefetches: PrefetchStatus[] = [];
  session.on('Preload.prefetchStatusUpdated', (event: PrefetchStatus) => prefetches.push(event));
  await session.send('Preload.enable');
  return { session, prefetches };
}

describe('instant pages', () => {
  let site: Host;
  let browser: Browser;
  before(async () => {
    site = await startSite();
    browser = await launchBrowser({ bfcache: true });
  });
  after(async () => {
    await browser?.close();
    await site?.close();
  });

  for (const { from, to } of hops) {
    it(`${from} → ${to}: fetched on hover, served from the prefetch on click, and restored from bfcache on Back`, async () => {
      let opened: OpenPage | undefined;
      try {
        opened = await openPage(browser, desktop);
        const { page } = opened;
        await page.goto(site.url + from, { waitUntil: 'load' });
        // Every island hydrated first, so nothing the loader or an island does may keep the page out of bfcache.
        await wakeIslands(page);
        const { prefetches } = await watchPreloads(page);
        await page.evaluate(() => {
          window.addEventListener('pageshow', (event) => {
            if (event.persisted) document.documentElement.dataset.restored = 'bfcache';
          });
        });
        const link = page.locator(`main a[href="${to}"]`).first();
        await link.scrollIntoViewIfNeeded();
        await link.hover();
        // The moderate rule fires after the pointer rests about 200 ms; the page is then fetched.
        const ready = () => prefetches.some((p) => p.prefetchUrl === site.url + to && p.status === 'Ready');
        for (let i = 0; i < 50 && !ready(); i++) await page.waitForTimeout(100);
        assert.ok(ready(), `no prefetch of ${to} became ready: ${JSON.stringify(prefetches)}`);
        await link.click();
        // Playwright's load wait does not follow a navigation served from a prefetch: wait on the page itself.
        await page.waitForFunction((url) => location.href === url && document.readyState === 'complete', site.url + to);
        // deliveryType is newer than TypeScript's DOM types.
        const delivery = await page.evaluate(
          () =>
            (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming & { deliveryType: string })
              .deliveryType,
        );
        assert.equal(delivery, 'navigational-prefetch', `${to} was fetched again on click`);
        // A page restored from the back/forward cache fires pageshow, not load.
        await page.goBack({ waitUntil: 'commit' });
        await page.waitForFunction((url) => location.href === url, site.url + from);
        await page.waitForFunction(() => document.readyState === 'complete');
        assert.equal(
          await page.evaluate(() => document.documentElement.dataset.restored),
          'bfcache',
          `${from} was loaded again, not restored from the back/forward cache`,
        );
      } finally {
        await opened?.close();
      }
    });
  }
});
