// Launches Debian's Chromium through playwright-core and opens pages at the phone and desktop sizes the suite checks,
// each in a fresh context (tabs occasionally crash when many pages are open in one context at once), or in a context
// of its own kept by a suite that visits its pages one or two at a time (openContext).
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { chromeFlags, chromePath, requireChrome } from './chrome';

/**
 * `bfcache`: keep the back/forward cache, which Playwright turns off by default, to test that pages are restored
 * from it.
 */
export async function launchBrowser({ bfcache = false } = {}): Promise<Browser> {
  requireChrome();
  const ignoreDefaultArgs = bfcache ? ['--disable-back-forward-cache'] : [];
  return chromium.launch({ executablePath: chromePath, args: chromeFlags, ignoreDefaultArgs });
}

export interface Size {
  name: 'phone' | 'laptop' | 'desktop';
  width: number;
  height: number;
}

export const phone: Size = { name: 'phone', width: 390, height: 844 };
export const desktop: Size = { name: 'desktop', width: 1366, height: 900 };
export const sizes: Size[] = [phone, desktop];
/** The smallest common laptop screen: with the phone, the first screens the first-screen budget is for. */
export const laptop: Size = { name: 'laptop', width: 1280, height: 800 };

/** The narrowest phone the layout must fit without scrolling sideways. */
export const NARROWEST = 320;

export interface OpenOptions {
  javaScript?: boolean;
}

export interface OpenPage {
  page: Page;
  context: BrowserContext;
  close(): Promise<void>;
}

/** A new context at `size`: a phone is a touch device, so taps and mobile viewport rules apply. */
export async function openContext(
  browser: Browser,
  size: Size,
  { javaScript = true }: OpenOptions = {},
): Promise<BrowserContext> {
  const touch = size.name === 'phone';
  const context = await browser.newContext({
    viewport: { width: size.width, height: size.height },
    isMobile: touch,
    hasTouch: touch,
    javaScriptEnabled: javaScript,
  });
  // A missing element should fail in seconds, not after Playwright's default 30 s.
  context.setDefaultTimeout(10_000);
  return context;
}

/** A new page in its own context (see openContext), closed with it. */
export async function openPage(browser: Browser, size: Size, options: OpenOptions = {}): Promise<OpenPage> {
  const context = await openContext(browser, size, options);
  const page = await context.newPage();
  return { page, context, close: () => context.close() };
}

/**
 * Resolves once the loader has armed the page's islands (it comes after the page has loaded and painted), every
 * island whose trigger has fired has hydrated (or failed) and its effects have run, and the 404 fallback script (if
 * any) has shown its page. The loader marks <html> with data-islands-armed, and each container with
 * data-island-state: 'loading' once triggered, then 'hydrated' after React's commit and effects
 * (src/client/loader.ts). Islands whose trigger has not fired are left as the server rendered them.
 */
export async function waitForIslands(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      (document.querySelector('[data-island]') === null ||
        document.documentElement.hasAttribute('data-islands-armed')) &&
      document.querySelector('[data-fallback-pending]') === null &&
      document.querySelector('[data-island-state="loading"]') === null,
  );
  await settle(page);
}

/**
 * Fires every island's trigger the way a visitor would reach it (a focus inside it, and a scroll to the bottom and
 * back for those waiting on scrolling), then waits until each has hydrated.
 */
export async function wakeIslands(page: Page): Promise<void> {
  await waitForIslands(page);
  const top = await page.evaluate(() => {
    for (const island of document.querySelectorAll('[data-island]'))
      island.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    const y = window.scrollY;
    window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' });
    return y;
  });
  await settle(page);
  await page.evaluate((y) => window.scrollTo({ top: y, behavior: 'instant' }), top);
  await waitForIslands(page);
}

/** Waits for the next two frames, by which time React has handled the last event and committed its effects. */
export async function settle(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))),
  );
}

/** Loads a path (and, for a fallback that moves on, the page it ends on) and waits for its islands. */
export async function visit(page: Page, base: string, path: string, endsOn?: string): Promise<void> {
  await page.goto(base + path, { waitUntil: 'load' });
  if (endsOn) await page.waitForURL(base + endsOn, { waitUntil: 'load' });
  await waitForIslands(page);
}
