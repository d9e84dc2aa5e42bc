// Every route of routes.ts and the four fallback URLs at phone size, and one page of each kind and the fallbacks at
// desktop size (docs/architecture.md#targets): no console errors or warnings, no axe-core violations (WCAG 2.2 A/AA
// and best practice), every island hydrated, nothing wider than a 320 px phone, and the same content and links
// without JavaScript. What a page's own content decides shows at any width, so every page is checked at the phone's;
// what the width decides (the layout of each kind, which parts are shown) is the same on every page of a kind, so
// one of each is checked at the desktop's too. Checks of the same kind of page at both sizes: CSS for every class,
// 'Call Now' dials and the menu without JavaScript (what the HTML decides for every page is held in Node: every class
// named by the page's CSS in test/report.test.ts, every 'Call Now' dialling in test/head.test.ts). Screenshots of each page kind go to screenshots/. On Cloudflare's runtime (TEST_HOST=cloudflare)
// only what a host can change is checked, at desktop size: that each page loads with no console error under the
// host's CSP and headers; the rest depends on the built files alone.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { BrowserContext, Page } from 'playwright-core';
import {
  desktop,
  NARROWEST,
  openContext,
  phone,
  sizes,
  visit,
  wakeIslands,
  type Size,
} from '../../scripts/lib/chromium';
import {
  axeViolations,
  overflowAt,
  readable,
  screenshot,
  unstyledClasses,
  watchProblems,
  type Readable,
} from './support/checks';
import { hostName } from './support/hosts';
import { startedForFile } from './support/session';
import { content, mainNav, siteUrls, urlPerKind, type SiteUrl } from './support/urls';
import { SCROLL_THRESHOLD } from '../../src/lib/scroll';

/** Two pages at a time keeps both cores busy while one page waits on the network or a timer. */
const CONCURRENCY = 2;
const everyCheck = hostName === 'preview';

const started = startedForFile();

const list = (lines: string[]) => lines.map((l) => `\n  ${l}`).join('');
/** One page of each kind and every fallback (whose page its script renders): what stands for all at any size. */
const samples = siteUrls.filter((url) => url.fallback || urlPerKind.includes(url));
/** The URLs checked at a size: every one at the phone's, the samples at the desktop's (see the top of this file). */
const urlsAt = (size: Size) => (size === phone ? siteUrls : samples);
/** The menu's links once every list is open: each entry, or the links of its dropdown (every service, for Services). */
const navLinks = mainNav.flatMap((item) => item.children ?? [item]);

/** The names of the menu links a visitor can see now (role locators skip hidden elements). */
async function visibleMenuLinks(page: Page): Promise<string[]> {
  return page.getByRole('navigation', { name: content.navigation.labels.mainNav }).getByRole('link').allInnerTexts();
}

/**
 * Without JavaScript the phone menu is a plain <details> with the Services <details> inside, and the desktop
 * Services dropdown opens on hover through CSS: either way every menu link can be reached.
 */
async function openMenuWithoutScript(page: Page, size: Size): Promise<void> {
  const nav = page.getByRole('navigation', { name: content.navigation.labels.mainNav });
  const { openMenu, servicesMenu } = content.navigation.labels;
  if (size === phone) {
    await nav.locator('summary', { hasText: openMenu }).click();
    await nav.locator('summary', { hasText: servicesMenu }).click();
  } else {
    await nav.getByRole('button', { name: servicesMenu }).hover();
  }
  const shown = await visibleMenuLinks(page);
  assert.deepEqual(
    shown.map((name) => name.trim()),
    navLinks.map((l) => l.label),
    'menu links shown without JavaScript',
  );
}

/** A tab with JavaScript and one without, which the URLs of one size visit in turn. */
interface Lane {
  scripted: Page;
  plain: Page;
}

/**
 * The lanes of one size, one per URL checked at a time. A new tab costs Chromium half a second or more (a renderer
 * process), a visit in a tab already open a fraction of that, and axe-core, evaluated again in the same renderer,
 * compiles from its cache: the URLs go through the same few tabs, each visit a new document.
 */
function lanesFor(size: Size) {
  const contexts: BrowserContext[] = [];
  const free: Lane[] = [];
  return {
    async take(): Promise<Lane> {
      const lane = free.pop();
      if (lane) return lane;
      const browser = started.browser();
      const [scripted, plain] = await Promise.all([
        openContext(browser, size),
        openContext(browser, size, { javaScript: false }),
      ]);
      contexts.push(scripted, plain);
      return { scripted: await scripted.newPage(), plain: await plain.newPage() };
    },
    give(lane: Lane): void {
      free.push(lane);
    },
    close: () => Promise.all(contexts.splice(0).map((context) => context.close())),
  };
}

function checkPage(url: SiteUrl, size: Size, lanes: ReturnType<typeof lanesFor>) {
  describe(url.path, () => {
    let lane: Lane | undefined;
    let page: Page;
    let problems: string[];
    let withScript: Readable;
    before(async () => {
      lane = await lanes.take();
      page = lane.scripted;
      // The tab as a new one: no listener of the last URL's, the size it was opened at (the overflow check narrows it).
      page.removeAllListeners();
      await page.setViewportSize({ width: size.width, height: size.height });
      problems = watchProblems(page, url.fallback ? started.site().url + url.path : undefined);
      await visit(page, started.site().url, url.path, url.endsOn);
      // Every island hydrates before the checks, so a hydration warning or an island's failure shows in them.
      await wakeIslands(page);
      withScript = await readable(page);
      if (everyCheck && urlPerKind.includes(url)) await screenshot(page, `${url.kind}-${size.name}`);
    });
    after(() => lane && lanes.give(lane));

    it('logs no console error or warning and no failed request', () => {
      assert.equal(problems.length, 0, `problems on ${url.path}:${list(problems)}`);
    });
    if (!everyCheck) return;

    it('hydrates every island once its trigger fires', async () => {
      const { islands, scrollable } = await page.evaluate(() => ({
        islands: [...document.querySelectorAll('[data-island]')].map((el) => ({
          name: el.getAttribute('data-island') ?? '',
          state: el.getAttribute('data-island-state'),
        })),
        scrollable: document.documentElement.scrollHeight - window.innerHeight,
      }));
      assert.ok(islands.length > 0);
      for (const { name, state } of islands) {
        // A page too short to scroll past the threshold never needs the scroll-to-top button, so never fetches it.
        const needed = name !== 'ScrollToTop' || scrollable > SCROLL_THRESHOLD;
        assert.equal(state, needed ? 'hydrated' : null, `${name} on ${url.path}`);
      }
    });

    it('has no axe-core violation (WCAG 2.2 A and AA, and best practices)', async () => {
      const violations = await axeViolations(page);
      assert.equal(violations.length, 0, `axe violations on ${url.path}:${list(violations)}`);
    });

    // Whether the classes of the built HTML have rules, and every 'Call Now' of it dials, is held for every page in
    // Node; here, for each kind, the same after its islands (and a fallback's script) have rendered.
    const sample = samples.includes(url);
    if (sample)
      it('has a CSS rule for every class it uses', async () => {
        const unstyled = await unstyledClasses(page);
        assert.deepEqual(unstyled, [], `classes on ${url.path} without a rule in its CSS`);
      });

    if (sample)
      it("makes every 'Call Now' a tel: link", async () => {
        // Read in one pass: a role query per element is slow on long pages, and these controls are named by their text.
        const calls = await page.evaluate(() =>
          [...document.querySelectorAll('a, button')]
            .filter((el) => /call now/i.test(el.textContent ?? ''))
            .map((el) => `<${el.tagName.toLowerCase()}> ${el.getAttribute('href') ?? 'without href'}`),
        );
        for (const call of calls) assert.match(call, /^<a> tel:\+?\d+$/, `a 'Call Now' control on ${url.path}`);
      });

    if (size === phone) {
      it(`fits a ${NARROWEST} px wide phone without scrolling sideways`, async () => {
        const overflow = await overflowAt(page, NARROWEST);
        assert.equal(overflow.length, 0, `${url.path} overflows at ${NARROWEST} px:${list(overflow)}`);
      });
    }

    it('shows the same content and links without JavaScript', async () => {
      assert.ok(lane, 'a lane was taken in before()');
      const plain = lane.plain;
      await plain.goto(started.site().url + url.path);
      const withoutScript = await readable(plain);
      if (url.fallback) {
        // Without a script the host's 404 page is all there is, and it must read fully.
        const copy = content.pages.notFound;
        assert.ok(withoutScript.main.includes(copy.heading), `no "${copy.heading}" without JavaScript`);
        assert.ok(withoutScript.links.includes(`${copy.home} → /`), `no "${copy.home}" link without JavaScript`);
      } else {
        assert.ok(
          withoutScript.main.length > 100,
          `<main> is almost empty without JavaScript: "${withoutScript.main}"`,
        );
        assert.equal(withoutScript.main, withScript.main, 'the text of <main> differs without JavaScript');
        assert.deepEqual(withoutScript.links, withScript.links, 'the visible links differ without JavaScript');
      }
      // The menu is the frame's, the same on every page of a kind.
      if (sample) await openMenuWithoutScript(plain, size);
    });
  });
}

for (const size of everyCheck ? sizes : [desktop]) {
  const title = `every page at ${size.name} size (${size.width}×${size.height}) on the ${hostName} host`;
  describe(title, { concurrency: CONCURRENCY }, () => {
    const lanes = lanesFor(size);
    after(() => lanes.close());
    for (const url of everyCheck ? urlsAt(size) : siteUrls) checkPage(url, size, lanes);
  });
}
