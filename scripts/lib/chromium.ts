// Launches Debian's Chromium through playwright-core and opens pages at the phone and desktop sizes the suite checks,
// each in a fresh context (tabs occasionally crash when many pages are open in one context at once), or in a context
// of its own kept by a suite that visits its pages one or two at a time (openContext).
import { chromium, type Browser, type BrowserContext, type Page, type Request } from 'playwright-core';
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
  trackRequests(context);
  return context;
}

/** Each page's requests still waiting for their answer, by URL, for an error that says what a page waited on. */
const inFlight = new WeakMap<Page, Map<Request, string>>();

function trackRequests(context: BrowserContext): void {
  // A service worker's request has no frame, so no page to list it under.
  const pending = (request: Request) => {
    if (request.serviceWorker()) return undefined;
    const page = request.frame().page();
    const map = inFlight.get(page) ?? new Map<Request, string>();
    inFlight.set(page, map);
    return map;
  };
  context.on('request', (request) => pending(request)?.set(request, request.url()));
  const done = (request: Request) => pending(request)?.delete(request);
  context.on('requestfinished', done);
  context.on('requestfailed', done);
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
  try {
    await page.waitForFunction(
      () =>
        (document.querySelector('[data-island]') === null ||
          document.documentElement.hasAttribute('data-islands-armed')) &&
        document.querySelector('[data-fallback-pending]') === null &&
        document.querySelector('[data-island-state="loading"]') === null,
      undefined,
      { timeout: ISLANDS_HANG_GUARD_MS },
    );
  } catch (error) {
    throw new Error(`waitForIslands on ${page.url()}: ${await unsettled(page)}`, { cause: error });
  }
  await settle(page);
}

/**
 * The bound of waitForIslands: a guard against a hang, not a time a page must keep. On Cloudflare's local runtime
 * beside the rest of CI, one unknown-area page once took over the 10 s every other wait is given.
 */
const ISLANDS_HANG_GUARD_MS = 30_000;

/** What waitForIslands still waits for on a page: the conditions unmet, and the requests not yet answered. */
async function unsettled(page: Page): Promise<string> {
  const unmet = await page
    .evaluate(() => {
      const root = document.documentElement;
      const loading = [...document.querySelectorAll('[data-island-state="loading"]')];
      return [
        document.querySelector('[data-island]') !== null && !root.hasAttribute('data-islands-armed')
          ? 'the loader has not armed the islands'
          : '',
        root.hasAttribute('data-fallback-pending') ? 'the 404 fallback has not shown its page' : '',
        loading.length > 0
          ? `still loading: ${loading.map((island) => island.getAttribute('data-island')).join(', ')}`
          : '',
      ].filter(Boolean);
    })
    .catch((error: unknown) => [`the page could not be read (${String(error)})`]);
  const requests = [...(inFlight.get(page)?.values() ?? [])];
  return [...unmet, `requests unanswered: ${requests.join(', ') || 'none'}`].join('; ');
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
