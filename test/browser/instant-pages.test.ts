// Instant pages (docs/performance.md "Instant pages"): the speculation rules every page names in its headers make
// Chromium fetch the next page while the pointer rests on its link, so the tap finds it ready; Back restores the
// page left from the back/forward cache. Under automation Chromium refuses to prerender
// (PrerenderingDisabledByDevTools), so the prefetch rule is what is checked here; the prerender rule is seen to
// fire on pointer down and to be refused for that reason only.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, CDPSession, Page } from 'playwright-core';
import { desktop, launchBrowser, openPage, type OpenPage, wakeIslands } from '../../scripts/lib/chromium';
import { content, startSite } from './support/urls';
import type { Host } from './support/hosts';

/** Four hops a visitor makes: from a page, by a link in its main content, to another (the first of each list). */
const hops = [
  { from: '/services/', to: `/services/${content.services[0]?.slug}/` },
  { from: '/', to: '/areas/' },
  { from: '/blog/', to: `/blog/${content.articles[0]?.slug}/` },
  { from: '/areas/', to: `/areas/${content.areas[0]?.slug}/` },
];

interface PrefetchStatus {
  prefetchUrl: string;
  status: string;
  prefetchStatus?: string;
}

interface PrerenderStatus {
  key: { url: string };
  status: string;
  prerenderStatus?: string;
}

interface RuleSet {
  url?: string;
  errorType?: string;
  errorMessage?: string;
}

interface NotRestored {
  notRestoredExplanations: { type: string; reason: string }[];
}

/**
 * Records what Chromium reports through the DevTools Preload domain (the rule sets it read, the prefetches and
 * prerenders it attempted) and why the back/forward cache did not keep a page (Page.backForwardCacheNotUsed).
 */
async function watchPreloads(page: Page) {
  const session: CDPSession = await page.context().newCDPSession(page);
  const ruleSets: RuleSet[] = [];
  const prefetches: PrefetchStatus[] = [];
  const prerenders: PrerenderStatus[] = [];
  const notRestored: string[] = [];
  session.on('Preload.ruleSetUpdated', ({ ruleSet }: { ruleSet: RuleSet }) => ruleSets.push(ruleSet));
  session.on('Preload.prefetchStatusUpdated', (event: PrefetchStatus) => prefetches.push(event));
  session.on('Preload.prerenderStatusUpdated', (event: PrerenderStatus) => prerenders.push(event));
  session.on('Page.backForwardCacheNotUsed', (event: NotRestored) =>
    notRestored.push(...event.notRestoredExplanations.map((e) => `${e.type}: ${e.reason}`)),
  );
  await session.send('Page.enable');
  await session.send('Preload.enable');
  return { ruleSets, prefetches, prerenders, notRestored };
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
        const { ruleSets, prefetches, prerenders, notRestored } = await watchPreloads(page);
        await page.evaluate(() => {
          window.addEventListener('pageshow', (event) => {
            if (event.persisted) document.documentElement.dataset.restored = 'bfcache';
          });
        });
        // The rules named by the Speculation-Rules header were fetched and read without error.
        const rulesRead = () => ruleSets.some((r) => r.url?.includes('/assets/speculation-rules.'));
        for (let i = 0; i < 20 && !rulesRead(); i++) await page.waitForTimeout(100);
        assert.ok(rulesRead(), `the page's speculation rules were not read: ${JSON.stringify(ruleSets)}`);
        assert.deepEqual(
          ruleSets.filter((r) => r.errorType || r.errorMessage),
          [],
          'the speculation rules have errors',
        );
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
        // The pointer-down prerender rule fired too; Chromium refuses it under automation and for no other reason.
        const tried = () => prerenders.filter((p) => p.key.url === site.url + to);
        for (let i = 0; i < 20 && tried().length === 0; i++) await page.waitForTimeout(100);
        assert.ok(tried().length > 0, `no prerender of ${to} was attempted on pointer down`);
        assert.deepEqual(
          tried().filter((p) => p.status === 'Failure' && p.prerenderStatus !== 'PrerenderingDisabledByDevTools'),
          [],
          `prerender of ${to} refused`,
        );
        // A page restored from the back/forward cache fires pageshow, not load.
        await page.goBack({ waitUntil: 'commit' });
        await page.waitForFunction((url) => location.href === url, site.url + from);
        await page.waitForFunction(() => document.readyState === 'complete');
        assert.equal(
          await page.evaluate(() => document.documentElement.dataset.restored),
          'bfcache',
          `${from} was loaded again, not restored from the back/forward cache: ${notRestored.join('; ') || 'no reason given'}`,
        );
      } finally {
        await opened?.close();
      }
    });
  }
});
