// docs/architecture.md#islands: a page carries one small script inline, fetches the loader once it has loaded and
// painted, and an island's code (React included) only when its trigger fires, and no interaction is lost meanwhile.
// Here every island chunk is held back by a second, as on a slow link, so each first tap, hover, click or key
// happens before React has arrived; the islands then hydrate without a word in the console and keep what the visitor
// did.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { JS_AT_LOAD_BUDGET } from '../../src/steps/report/budgets';
import { assertHidden, assertVisible } from './support/assert';
import { watchProblems } from './support/checks';
import { desktop, phone, sizes, type Size } from '../../scripts/lib/chromium';
import { browserSession } from './support/session';
import { content, firstPath, mainNav, menuService } from './support/urls';

const session = browserSession();
const { labels } = content.navigation;
/** A service the Services menu lists. */
const listed = menuService;
assert.ok(listed, 'the Services menu lists no service');
/** An entry of the menu itself, outside the Services dropdown. */
const blog = mainNav.find((item) => item.href === '/blog/');
assert.ok(blog, 'the menu has no entry for /blog/');

const CHUNK_DELAY_MS = 1000;
const CHUNKS = '/assets/chunks/';

interface Watched {
  page: Page;
  /** Console errors and warnings, failed requests. */
  problems: string[];
  /** The path of every request the page made, in order. */
  requests: string[];
}

/**
 * Opens `path` with every island chunk held back, watching the console and the requests. `missing` is the path of
 * a document the host answers with 404.html, whose own 404 is expected in the console.
 */
async function openSlow(size: Size, path: string, missing?: string): Promise<Watched> {
  const watched: Watched = { page: undefined as unknown as Page, problems: [], requests: [] };
  watched.page = await session.open(size, path, async (page) => {
    watched.problems = watchProblems(page, missing && session.url(missing));
    page.on('request', (request) => watched.requests.push(new URL(request.url()).pathname));
    await page.route(`**${CHUNKS}**`, async (route) => {
      await new Promise((done) => setTimeout(done, CHUNK_DELAY_MS));
      await route.continue();
    });
  });
  return watched;
}

const island = (page: Page, name: string) => page.locator(`[data-island="${name}"]`);

/** Proves React has not arrived: the island's trigger has fired and its code is still on the way. */
async function assertNotHydratedYet(page: Page, name: string): Promise<void> {
  assert.equal(await island(page, name).getAttribute('data-island-state'), 'loading', `${name} is still loading`);
}

async function hydrated(page: Page, name: string): Promise<void> {
  await island(page, name).and(page.locator('[data-island-state="hydrated"]')).waitFor({ state: 'attached' });
}

const nav = (page: Page) => page.getByRole('navigation', { name: labels.mainNav });
const link = (page: Page, name: string) => nav(page).getByRole('link', { name, exact: true });
const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');

describe('what a page fetches as it loads', () => {
  const paths = ['/', firstPath('service'), '/blog/', firstPath('article'), '/no-such-page/'];
  for (const path of paths) {
    const notFound = path === '/no-such-page/';
    const script = notFound ? 'fallback' : 'boot';
    it(`${path} runs the ${script} script it carries, fetching the loader once loaded and painted, and island code only on a trigger`, async () => {
      const { page, requests, problems } = await openSlow(phone, path, notFound ? path : undefined);
      await page.waitForLoadState('networkidle');
      const inline = await page.locator('script:not([src]):not([type$="json"])').allTextContents();
      assert.equal(inline.length, 1, 'inline scripts');
      // The scripts fetched, when they were asked for against the load event, and their bytes over the wire.
      const fetched = await page.evaluate(() => {
        const loaded = (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd;
        const painted = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity;
        return performance
          .getEntriesByType('resource')
          .filter((e) => e.name.endsWith('.js'))
          .map((e) => ({
            path: new URL(e.name).pathname,
            afterLoadAndPaint: e.startTime >= loaded && e.startTime >= painted,
            bytes: (e as PerformanceResourceTiming).encodedBodySize,
          }));
      });
      // The 404 text is a page like the others: its script fetches the loader as the boot script does.
      assert.equal(fetched.length, 1, `scripts fetched: ${JSON.stringify(fetched)}`);
      assert.match(fetched[0]?.path ?? '', /^\/assets\/loader-\w+\.js$/);
      assert.ok(fetched[0]?.afterLoadAndPaint, 'the loader is asked for only after the load event and first paint');
      const gzip = gzipSync(inline[0] ?? '').length + (fetched[0]?.bytes ?? 0);
      assert.ok(gzip > 500 && gzip <= JS_AT_LOAD_BUDGET, `${script} and what it fetches: ${gzip} bytes gzip`);
      // The islands are armed: the header's first pointer starts the menu's code.
      assert.ok(!requests.some((r) => r.startsWith(CHUNKS)), 'island code before a trigger');
      await page.locator('header').hover();
      await island(page, 'SiteNav').and(page.locator('[data-island-state]')).waitFor({ state: 'attached' });
      assert.ok(
        requests.some((r) => r.startsWith(CHUNKS)),
        'island code fetched once triggered',
      );
      assert.deepEqual(problems, []);
    });
  }

  it('/products/<unknown> is sent to /products/ before any island code is requested', async () => {
    const { page, requests, problems } = await openSlow(phone, '/', '/products/nope/');
    requests.length = 0;
    await page.goto(session.url('/products/nope/'));
    await page.waitForURL(session.url('/products/'), { waitUntil: 'load' });
    const redirect = requests.indexOf('/products/');
    assert.ok(redirect > 0, `requests: ${requests.join(', ')}`);
    const before = requests.slice(0, redirect);
    // The script 404.html carries sends the visitor on before any script or island code is fetched.
    assert.deepEqual(
      before.filter((r) => r.endsWith('.js')),
      [],
      'scripts requested before the redirect',
    );
    assert.deepEqual(problems, []);
  });
});

describe('no interaction is lost while React is on its way: mobile menu (phone)', () => {
  const summary = (page: Page, text: string) => nav(page).locator('summary', { hasText: text });

  it('opens on the first tap, opens Services on the next, and stays open once hydrated; Escape then closes it', async () => {
    const { page, problems } = await openSlow(phone, '/about/');
    await summary(page, labels.openMenu).tap();
    await assertVisible(link(page, blog.label), `${blog.label} in the menu opened before React arrived`);
    await summary(page, labels.servicesMenu).tap();
    await assertVisible(link(page, listed.label), `${listed.label} in the Services list opened before React arrived`);
    await assertNotHydratedYet(page, 'SiteNav');
    await hydrated(page, 'SiteNav');
    await assertVisible(link(page, listed.label), 'the Services list once hydrated');
    await link(page, listed.label).focus();
    await page.keyboard.press('Escape');
    await assertHidden(link(page, blog.label), 'the menu after Escape');
    assert.equal(await focusedText(page), labels.openMenu, 'focus back on the Menu button');
    assert.deepEqual(problems, []);
  });
});

describe('no interaction is lost while React is on its way: Services dropdown (desktop)', () => {
  const button = (page: Page) => nav(page).getByRole('button', { name: labels.servicesMenu });

  it('opens on hover before React, stays open once hydrated and closes when the pointer leaves', async () => {
    const { page, problems } = await openSlow(desktop, '/about/');
    await button(page).hover();
    await assertVisible(link(page, listed.label), 'the dropdown on hover before React arrived');
    await assertNotHydratedYet(page, 'SiteNav');
    await hydrated(page, 'SiteNav');
    await assertVisible(link(page, listed.label), 'the dropdown once hydrated');
    assert.equal(await button(page).getAttribute('aria-expanded'), 'true');
    // Away to the brand, at the other end of the bar from the open list.
    await page.getByRole('link', { name: content.site.brand }).hover();
    await assertHidden(link(page, listed.label), 'the dropdown after the pointer left');
    assert.deepEqual(problems, []);
  });

  it('opens on a click before React and on Enter before React; once hydrated Escape closes it', async () => {
    for (const how of ['click', 'Enter'] as const) {
      const { page, problems } = await openSlow(desktop, '/about/');
      if (how === 'click') await button(page).click();
      else {
        await button(page).focus();
        await page.keyboard.press('Enter');
      }
      await assertVisible(link(page, listed.label), `the dropdown after ${how} before React arrived`);
      await assertNotHydratedYet(page, 'SiteNav');
      await hydrated(page, 'SiteNav');
      await assertVisible(link(page, listed.label), `the dropdown once hydrated, after ${how}`);
      assert.equal(await button(page).getAttribute('aria-expanded'), 'true', `expanded after ${how}`);
      await page.keyboard.press('Escape');
      await assertHidden(link(page, listed.label), `the dropdown after Escape (${how})`);
      assert.equal(await focusedText(page), labels.servicesMenu, 'focus on the Services button');
      assert.deepEqual(problems, []);
    }
  });
});

for (const size of sizes) {
  describe(`no interaction is lost while React is on its way: FAQ (${size.name})`, () => {
    const [service] = content.services;
    assert.ok(service);
    const [first, second] = service.faqs;
    const last = service.faqs.at(-1);
    assert.ok(first && second && last);
    const question = (page: Page, text: string) => page.getByRole('main').locator('summary', { hasText: text });
    const answer = (page: Page, text: string) => page.getByRole('main').getByText(text, { exact: true });

    it('opens a question clicked before React, then keeps one open at a time and moves focus by key', async () => {
      const { page, problems } = await openSlow(size, `/services/${service.slug}/`);
      await question(page, first.question).click();
      await assertVisible(answer(page, first.answer), 'the first answer, opened before React arrived');
      await assertNotHydratedYet(page, 'FaqAccordion');
      await hydrated(page, 'FaqAccordion');
      await assertVisible(answer(page, first.answer), 'the first answer once hydrated');
      await question(page, second.question).click();
      await assertVisible(answer(page, second.answer), 'the second answer');
      await assertHidden(answer(page, first.answer), 'the first answer once the second is open');
      await question(page, first.question).focus();
      const steps: [string, string][] = [
        ['ArrowDown', second.question],
        ['End', last.question],
        ['ArrowDown', first.question],
        ['ArrowUp', last.question],
        ['Home', first.question],
      ];
      for (const [key, expected] of steps) {
        await page.keyboard.press(key);
        assert.equal(await focusedText(page), expected, `focus after ${key}`);
      }
      assert.deepEqual(problems, []);
    });
  });
}
