// The behaviour a visitor relies on, in every engine `BROWSERS` names (chromium, firefox, webkit or all; Chromium
// alone by default), at phone and desktop size, through the driver of support/engines.ts: each page kind loads with
// a silent console, no sideways scroll, no broken image and a footer that says who the trader is (and is photographed
// into browser-screenshots/ unless BROWSER_SCREENSHOTS=0); every island works (menu, Services dropdown, FAQ accordion,
// scroll-to-top); the four 404 fallbacks; a first tap or click made while island code is held back takes effect;
// leaving a page while its code loads logs nothing (10 times in a row, every other time with the next page on a slow
// link); and a missing or broken chunk is logged while the server HTML keeps working.
// Island code is held until the test lets it through (support/chunk-host.ts), so "before React arrives" holds on a
// machine of any speed.
import assert from 'node:assert/strict';
import { mkdir } from 'node:fs/promises';
import { after, afterEach, before, beforeEach, describe, it } from 'node:test';
import { phone, sizes, type Size } from '../../scripts/lib/chromium';
import { SCROLL_THRESHOLD } from '../../src/lib/scroll';
import { privacyPath } from '../../src/lib/paths';
import { addressLine } from '../../src/lib/trader';
import { startChunkHost, type ChunkHost, type ChunkRules } from './support/chunk-host';
import { launchEngine, selectedEngines, type Engine, type EngineName, type EnginePage } from './support/engines';
import { photographing, screenshotsDir, writeScreenshotIndex } from './support/engine-screenshots';
import type { Host } from './support/hosts';
import { content, menuService, startSite, urlPerKind, type SiteUrl } from './support/urls';

/**
 * The loader reports a failed island a moment after it fails (`REPORT_AFTER_MS`, src/client/loader.ts), if the page
 * is still shown: a report is looked for this long after the held code is let through, which leaves room for it to
 * reach the driver. A slow next page is answered this late too, so the page left stays shown for longer than that
 * moment.
 */
const REPORT_WAIT_MS = 1200;
const LEAVING_RUNS = 10;

/**
 * Lines an engine logs that are not the site's doing. WebKitGTK 2.50 does not know CSP's `manifest-src` (CSP
 * Level 3) and says so on every page, then ignores the directive (default-src 'none' still governs the manifest
 * there); the other engines know it, and dropping it would loosen their policy.
 */
const KNOWN: Record<EngineName, RegExp[]> = {
  chromium: [],
  firefox: [],
  webkit: [/^console\.error: SECURITY Unrecognized Content-Security-Policy directive 'manifest-src'\.$/],
};

const { labels } = content.navigation;
const { trader } = content.site;
const { notFound, areaPage, postNotFound, productsIndex } = content.pages;
const [service] = content.services;
assert.ok(service && service.faqs.length >= 3, 'content has no service with three FAQs');
/** A service's page the Services menu lists: the link the menu checks look for. */
const listed = menuService?.href;
assert.ok(listed, 'the Services menu lists no service');

const sel = {
  menu: 'header nav > details > summary',
  servicesSummary: 'header nav > details details > summary',
  menuLink: (href: string) => `header nav > details a[href="${href}"]`,
  servicesButton: 'header nav button[aria-controls="services-menu"]',
  dropdownLink: (href: string) => `#services-menu a[href="${href}"]`,
  headerLink: (href: string) => `header nav > ul > li > a[href="${href}"]`,
  faq: (n: number) => `main details:nth-of-type(${n}) > summary`,
  scrollTop: '[data-island="ScrollToTop"] button',
  /** The brand, at the other end of the header from the Services dropdown: where the pointer goes to leave it. */
  brand: 'header a[href="/"]',
};

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));
const list = (lines: string[]) => lines.map((l) => `\n  ${l}`).join('');

/**
 * Polls a value in the page until it passes, then asserts on its last value. The bound is a guard against a hang,
 * not a time the page must keep: only a fault uses it up, so it is generous for a busy machine.
 */
async function eventually<T>(read: () => Promise<T>, ok: (v: T) => boolean, what: string, ms = 30_000): Promise<T> {
  const until = Date.now() + ms;
  let value = await read();
  while (!ok(value) && Date.now() < until) {
    await sleep(50);
    value = await read();
  }
  assert.ok(ok(value), `${what} (last value: ${JSON.stringify(value)})`);
  return value;
}

const visible = (page: EnginePage, selector: string) =>
  page.evaluate((css) => document.querySelector(css)?.checkVisibility() ?? false, selector);
const assertVisible = (page: EnginePage, selector: string, what: string) =>
  eventually(
    () => visible(page, selector),
    (v) => v,
    `${what} should be visible`,
  );
const assertHidden = (page: EnginePage, selector: string, what: string) =>
  eventually(
    () => visible(page, selector),
    (v) => !v,
    `${what} should be hidden`,
  );
const islandState = (page: EnginePage, name: string) =>
  page.evaluate((n) => document.querySelector(`[data-island="${n}"]`)?.getAttribute('data-island-state') ?? null, name);
const focusedText = (page: EnginePage) => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
const focus = (page: EnginePage, selector: string) =>
  page.evaluate((css) => (document.querySelector(css) as HTMLElement | null)?.focus(), selector);
const scrollY = (page: EnginePage) => page.evaluate(() => window.scrollY);
const scrollTo = (page: EnginePage, top: number) =>
  page.evaluate((y) => {
    window.scrollTo({ top: y, behavior: 'instant' });
    return new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done())));
  }, top);

/** Loads a URL and waits until the loader has armed its islands, so a first reach for one is a trigger. */
async function arrive(page: EnginePage, url: string): Promise<void> {
  await page.goto(url);
  await eventually(
    () => page.evaluate(() => document.documentElement.hasAttribute('data-islands-armed')),
    (armed) => armed,
    `the loader armed the islands of ${url}`,
  );
}

/**
 * Waits until the loader has armed the islands (it comes once the page has loaded and painted), every triggered
 * island has hydrated or failed and a 404 fallback has shown its page.
 */
const waitForIslands = (page: EnginePage) =>
  eventually(
    () =>
      page.evaluate(
        () =>
          document.readyState === 'complete' &&
          (!document.querySelector('[data-island]') || document.documentElement.hasAttribute('data-islands-armed')) &&
          !document.querySelector('[data-fallback-pending]') &&
          !document.querySelector('[data-island-state="loading"]'),
      ),
    (done) => done,
    'islands still loading',
  );

/** Fires every island's trigger as a visitor would reach it, then waits until each has hydrated. */
async function wakeIslands(page: EnginePage): Promise<void> {
  await page.evaluate(() => {
    for (const island of document.querySelectorAll('[data-island]'))
      island.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
  });
  await scrollTo(page, await page.evaluate(() => document.documentElement.scrollHeight));
  await scrollTo(page, 0);
  await waitForIslands(page);
}

/** The console lines of a page that are not known engine notes nor the expected 404 of a fallback's document. */
function unexpected(page: EnginePage, lines = page.consoleLines(), missingPath?: string): string[] {
  return lines.filter(
    (line) =>
      !KNOWN[page.engine].some((known) => known.test(line)) &&
      !(missingPath && /status of 404/.test(line) && line.includes(missingPath)),
  );
}

for (const engineName of selectedEngines()) {
  describe(`${engineName}`, () => {
    let engine: Engine;
    let site: Host;
    const hosts: ChunkHost[] = [];
    const pages: EnginePage[] = [];
    let started = 0;

    before(async () => {
      started = Date.now();
      site = await startSite();
      engine = await launchEngine(engineName);
      console.log(`# ${engineName}: ${engine.version}`);
      if (photographing) await mkdir(screenshotsDir, { recursive: true });
    });
    after(async () => {
      await Promise.all(pages.splice(0).map((p) => p.close()));
      await engine?.close();
      await Promise.all(hosts.map((h) => h.close()));
      await site?.close();
      if (photographing) await writeScreenshotIndex();
      console.log(`# ${engineName}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
    });

    /** A page at `size`, closed when the test ends. */
    async function open(size: Size): Promise<EnginePage> {
      const page = await engine.open(size);
      pages.push(page);
      return page;
    }
    // WebKitWebDriver drives one session at a time: each test's pages close as it ends, passed or not.
    afterEach(() => Promise.all(pages.splice(0).map((p) => p.close())));
    /** The site behind a host that changes how island chunks arrive. */
    async function chunkHost(rules: ChunkRules): Promise<ChunkHost> {
      const host = await startChunkHost(site.url, rules);
      hosts.push(host);
      return host;
    }
    async function visit(size: Size, path: string, base = site.url): Promise<EnginePage> {
      const page = await open(size);
      await page.goto(base + path);
      await waitForIslands(page);
      return page;
    }

    for (const size of sizes) {
      describe(`${engineName} at ${size.name} size (${size.width}×${size.height})`, () => {
        describe('each page kind', () => {
          // One page for every kind: each visit is a new document, and WebKit's costs 2 s to open. It closes before
          // the next tests open theirs (WebKitWebDriver drives one session at a time).
          let page: EnginePage | undefined;
          const shared = async () => (page ??= await engine.open(size));
          after(() => page?.close());
          for (const url of urlPerKind) checkPageKind(url, shared);
        });

        if (size === phone) {
          it('opens the mobile menu and its Services list; Escape closes it, focus back on Menu', async () => {
            const page = await visit(size, '/about/');
            await assertHidden(page, sel.menuLink('/blog/'), 'Blog in the closed menu');
            await page.click(sel.menu);
            await assertVisible(page, sel.menuLink('/blog/'), 'Blog in the open menu');
            await page.click(sel.servicesSummary);
            await assertVisible(page, sel.menuLink(listed), 'a service in the Services list');
            await waitForIslands(page);
            assert.equal(await islandState(page, 'SiteNav'), 'hydrated');
            await focus(page, sel.menuLink('/blog/'));
            await page.press('Escape');
            await assertHidden(page, sel.menuLink('/blog/'), 'Blog after Escape');
            assert.equal(await focusedText(page), labels.openMenu, 'focus back on the Menu button');
            assert.deepEqual(unexpected(page), []);
          });
        } else {
          it('opens the Services dropdown on hover and on Enter; it closes when the pointer leaves and on Escape', async () => {
            const page = await visit(size, '/about/');
            const serviceLink = sel.dropdownLink(listed);
            await assertHidden(page, serviceLink, 'the dropdown before hovering');
            await page.hover(sel.servicesButton);
            await assertVisible(page, serviceLink, 'the dropdown on hover');
            await waitForIslands(page);
            await eventually(
              () =>
                page.evaluate((css) => document.querySelector(css)?.getAttribute('aria-expanded'), sel.servicesButton),
              (v) => v === 'true',
              'aria-expanded on hover',
            );
            await page.hover(sel.brand);
            await assertHidden(page, serviceLink, 'the dropdown after the pointer left');
            await focus(page, sel.servicesButton);
            await page.press('Enter');
            await assertVisible(page, serviceLink, 'the dropdown after Enter');
            await page.press('Escape');
            await assertHidden(page, serviceLink, 'the dropdown after Escape');
            assert.equal(await focusedText(page), labels.servicesMenu, 'focus on the Services button');
            assert.deepEqual(unexpected(page), []);
          });
        }

        it('opens one FAQ answer at a time and moves between questions by key', async () => {
          const page = await visit(size, `/services/${service.slug}/`);
          const openItems = () =>
            page.evaluate(() =>
              [...document.querySelectorAll('main details')].flatMap((d, i) =>
                (d as HTMLDetailsElement).open ? [i] : [],
              ),
            );
          await page.click(sel.faq(1));
          await eventually(openItems, (v) => JSON.stringify(v) === '[0]', 'the first answer open');
          await waitForIslands(page);
          await page.click(sel.faq(2));
          await eventually(openItems, (v) => JSON.stringify(v) === '[1]', 'only the second answer open');
          await page.click(sel.faq(2));
          await eventually(openItems, (v) => v.length === 0, 'nothing open after a second click');
          await focus(page, sel.faq(1));
          const [first, second] = service.faqs;
          const last = service.faqs.at(-1);
          for (const [key, expected] of [
            ['ArrowDown', second?.question],
            ['End', last?.question],
            ['ArrowDown', first?.question],
            ['Home', first?.question],
          ] as const) {
            await page.press(key);
            assert.equal(await focusedText(page), expected, `focus after ${key}`);
          }
          assert.deepEqual(unexpected(page), []);
        });

        it(`shows scroll-to-top past ${SCROLL_THRESHOLD} px, and it takes the page back to the top`, async () => {
          const page = await visit(size, '/');
          await assertHidden(page, sel.scrollTop, 'the button at the top');
          await scrollTo(page, SCROLL_THRESHOLD + 200);
          await assertVisible(page, sel.scrollTop, 'the button once scrolled');
          await waitForIslands(page);
          await page.click(sel.scrollTop);
          await eventually(
            () => scrollY(page),
            (y) => y === 0,
            'scrollY after pressing the button',
          );
          await assertHidden(page, sel.scrollTop, 'the button back at the top');
          assert.deepEqual(unexpected(page), []);
        });

        it('answers the four missing URLs as docs/site.md#errors-and-fallbacks says', async () => {
          const page = await open(size);
          const status = () => page.evaluate(() => fetch(location.href).then((r) => r.status));
          const h1 = () => page.evaluate(() => document.querySelector('h1')?.textContent?.trim());
          const title = () => page.evaluate(() => document.title);

          await page.goto(`${site.url}/no-such-page/`);
          await waitForIslands(page);
          assert.equal(await status(), 404);
          assert.equal(await h1(), notFound.heading);

          await page.goto(`${site.url}/products/nope/`);
          await eventually(
            () => page.url(),
            (u) => u === `${site.url}/products/`,
            'an unknown product goes to /products/',
          );
          await waitForIslands(page);
          assert.equal(await h1(), productsIndex.hero.title);

          await page.goto(`${site.url}/areas/kings-cross/`);
          await waitForIslands(page);
          assert.equal(await status(), 404);
          assert.equal(await h1(), 'Locksmith Kings Cross');
          assert.match(await title(), /^Locksmith Kings Cross/);
          const intro = areaPage.generic.description.replace('{name}', 'Kings Cross');
          assert.ok(
            await page.evaluate((text) => document.querySelector('main')?.textContent?.includes(text), intro),
            'the generic area description',
          );

          await page.goto(`${site.url}/blog/nope/`);
          await waitForIslands(page);
          assert.equal(await status(), 404);
          assert.equal(await h1(), postNotFound.title);
          const lines = page
            .consoleLines()
            .filter(
              (l) =>
                !/status of 404/.test(l) ||
                !['/no-such-page/', '/products/nope/', '/areas/kings-cross/', '/blog/nope/'].some((p) => l.includes(p)),
            );
          assert.deepEqual(unexpected(page, lines), []);
        });

        describe('with island code held back until the test lets it through', () => {
          let held: ChunkHost;
          before(async () => (held = await chunkHost({ held: true })));
          beforeEach(() => held.hold());

          if (size === phone) {
            it('opens the menu and its Services list on the first taps, and keeps them open once hydrated', async () => {
              const page = await open(size);
              await arrive(page, `${held.url}/about/`);
              await page.click(sel.menu);
              await assertVisible(page, sel.menuLink('/blog/'), 'Blog in the menu before React arrived');
              await page.click(sel.servicesSummary);
              const serviceLink = sel.menuLink(listed);
              await assertVisible(page, serviceLink, 'a service before React arrived');
              assert.equal(await islandState(page, 'SiteNav'), 'loading', 'React has not arrived yet');
              await held.release();
              await waitForIslands(page);
              assert.equal(await islandState(page, 'SiteNav'), 'hydrated');
              await assertVisible(page, serviceLink, 'a service once hydrated');
              assert.deepEqual(unexpected(page), []);
            });
          } else {
            it('opens the Services dropdown on a click made before React, expanded once hydrated', async () => {
              const page = await open(size);
              await arrive(page, `${held.url}/about/`);
              await page.click(sel.servicesButton);
              const serviceLink = sel.dropdownLink(listed);
              await assertVisible(page, serviceLink, 'the dropdown after a click before React arrived');
              assert.equal(await islandState(page, 'SiteNav'), 'loading', 'React has not arrived yet');
              await held.release();
              await waitForIslands(page);
              assert.equal(await islandState(page, 'SiteNav'), 'hydrated');
              await eventually(
                () =>
                  page.evaluate(
                    (css) => document.querySelector(css)?.getAttribute('aria-expanded'),
                    sel.servicesButton,
                  ),
                (v) => v === 'true',
                'the click replayed: aria-expanded',
              );
              await assertVisible(page, serviceLink, 'the dropdown once hydrated');
              assert.deepEqual(unexpected(page), []);
            });
          }

          it('opens a FAQ answer clicked before React, and keeps it open once hydrated', async () => {
            const page = await open(size);
            await arrive(page, `${held.url}/services/${service.slug}/`);
            await page.click(sel.faq(1));
            const firstOpen = () => page.evaluate(() => document.querySelector('main details')?.hasAttribute('open'));
            await eventually(firstOpen, (v) => v === true, 'the first answer, opened before React arrived');
            assert.equal(await islandState(page, 'FaqAccordion'), 'loading', 'React has not arrived yet');
            await held.release();
            await waitForIslands(page);
            assert.equal(await islandState(page, 'FaqAccordion'), 'hydrated');
            assert.equal(await firstOpen(), true, 'the first answer once hydrated');
            assert.deepEqual(unexpected(page), []);
          });

          it(`logs nothing when the page is left while island code loads (${LEAVING_RUNS} times)`, async () => {
            const page = await open(size);
            const silent: boolean[] = [];
            const heard: string[] = [];
            for (let run = 1; run <= LEAVING_RUNS; run++) {
              held.hold();
              const mark = page.consoleLines().length;
              const asked = held.requested.length;
              await arrive(page, `${held.url}/about/`);
              // The first reach for the header fetches the navigation's code; the link is followed at once.
              if (size === phone) {
                await page.click(sel.menu);
                await assertVisible(page, sel.menuLink('/contact/'), 'Contact Us in the open menu');
              } else await page.hover(sel.headerLink('/contact/'));
              assert.equal(await islandState(page, 'SiteNav'), 'loading', `run ${run}: the code is on its way`);
              // Its request at the server, held: on a busy machine the browser may still be queueing it, and a page left
              // before it is sent never had code loading to leave.
              await eventually(
                async () => held.requested.slice(asked).some((p) => p.includes('SiteNav')),
                (reached) => reached,
                `run ${run}: the navigation's chunk requested (${held.requested.slice(asked).join(', ')})`,
              );
              // Every other run the next page is on a slow link, so the page left stays shown for a while after it
              // has started to leave (Firefox and WebKit cancel its imports then).
              if (run % 2 === 1) held.slowNext('/contact/', REPORT_WAIT_MS);
              await page.click(size === phone ? sel.menuLink('/contact/') : sel.headerLink('/contact/'));
              await eventually(
                () => page.url(),
                (u) => u === `${held.url}/contact/`,
                `run ${run}: on /contact/`,
              );
              await eventually(
                () => page.evaluate(() => document.readyState),
                (s) => s === 'complete',
                `run ${run}: /contact/ loaded`,
              );
              // The held code let through (to a page that has gone, or is kept hidden in the back/forward cache), then
              // long enough for the loader to have reported a failure, had it taken the cancelled import for one.
              await held.release();
              await sleep(REPORT_WAIT_MS);
              const lines = unexpected(page, page.consoleLines().slice(mark));
              // The pointer leaves the header, so the next /about/ does not start loading under it as it opens.
              await page.hover(sel.brand);
              silent.push(lines.length === 0);
              heard.push(...lines.map((l) => `run ${run}: ${l}`));
            }
            const quiet = silent.filter(Boolean).length;
            console.log(`# ${engineName} ${size.name}: leaving while loading, ${quiet} of ${LEAVING_RUNS} silent`);
            assert.equal(quiet, LEAVING_RUNS, `silent in ${quiet} of ${LEAVING_RUNS} runs:${list(heard)}`);
          });
        });

        for (const fault of ['missing', 'broken'] as const) {
          it(`logs a ${fault} navigation chunk, and the server HTML menu still works`, async () => {
            const host = await chunkHost({ [fault]: /\/SiteNav-\w+\.js$/ });
            const page = await open(size);
            await arrive(page, `${host.url}/about/`);
            if (size === phone) {
              await page.click(sel.menu);
              await assertVisible(page, sel.menuLink('/blog/'), 'Blog in the <details> menu');
            } else {
              await page.hover(sel.servicesButton);
              await assertVisible(page, sel.dropdownLink(listed), 'the CSS hover dropdown');
            }
            await eventually(
              () => islandState(page, 'SiteNav'),
              (s) => s === 'failed',
              'the island failed',
            );
            await eventually(
              async () => page.consoleLines(),
              (lines) => lines.some((l) => l.includes('Island "SiteNav" could not load and keeps its server HTML')),
              'the failure is logged',
            );
            if (size === phone) {
              await page.click(sel.menu);
              await assertHidden(page, sel.menuLink('/blog/'), 'the menu after a second tap');
              await page.click(sel.menu);
              await assertVisible(page, sel.menuLink('/blog/'), 'the menu after a third tap');
              await page.click(sel.servicesSummary);
              await assertVisible(page, sel.menuLink(listed), 'the Services list');
            } else {
              await page.hover(sel.brand);
              await assertHidden(page, sel.dropdownLink(listed), 'the dropdown after leaving it');
            }
          });
        }
      });

      function checkPageKind(url: SiteUrl, shared: () => Promise<EnginePage>) {
        it(`${url.path} (${url.kind}): silent console, no sideways scroll, no broken image, who we are in the footer`, async () => {
          const page = await shared();
          const mark = page.consoleLines().length;
          await page.goto(site.url + url.path);
          if (url.endsOn)
            await eventually(
              () => page.url(),
              (u) => u === site.url + url.endsOn,
              `ends on ${url.endsOn}`,
            );
          await waitForIslands(page);
          await wakeIslands(page);
          const broken = await page.evaluate(async () => {
            const images = [...document.images];
            for (const img of images) img.loading = 'eager';
            await Promise.race([
              Promise.all(
                images.map((img) =>
                  img.complete
                    ? undefined
                    : new Promise((ready) => {
                        img.addEventListener('load', ready, { once: true });
                        img.addEventListener('error', ready, { once: true });
                      }),
                ),
              ),
              new Promise((ready) => setTimeout(ready, 8000)),
            ]);
            return images
              .filter((img) => !img.complete || img.naturalWidth === 0)
              .map((img) => img.currentSrc || img.src);
          });
          assert.deepEqual(broken, [], `broken images on ${url.path}`);
          const width = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
          assert.ok(
            (width[0] ?? 0) <= (width[1] ?? 0),
            `${url.path} scrolls sideways: ${width[0]} px in ${width[1]} px`,
          );
          // docs/site.md#who-we-are: the footer states the trader's name, address and email, and links the notice.
          const footer = await page.evaluate((privacy) => {
            const element = document.querySelector('footer');
            return {
              text: element?.innerText ?? '',
              links: [...(element?.querySelectorAll('a') ?? [])]
                .filter((a) => a.getBoundingClientRect().width > 0)
                .map((a) => a.getAttribute('href') ?? ''),
              privacy,
            };
          }, privacyPath());
          for (const shown of [trader.legalName, addressLine(trader.address), trader.email])
            assert.ok(footer.text.includes(shown), `${url.path}: the footer states "${shown}"`);
          assert.ok(
            footer.links.includes(`mailto:${trader.email}`),
            `${url.path}: the email is a visible mailto: link`,
          );
          assert.ok(footer.links.includes(footer.privacy), `${url.path}: the footer links the privacy notice`);
          if (photographing) {
            await scrollTo(page, 0);
            await page.screenshot(`${screenshotsDir}/${url.kind}-${engineName}-${page.size.name}.png`);
          }
          const lines = unexpected(page, page.consoleLines().slice(mark), url.fallback ? url.path : undefined);
          assert.equal(lines.length, 0, `console on ${url.path}:${list(lines)}`);
        });
      }
    }
  });
}
