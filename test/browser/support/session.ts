// One browser and one host (the preview server or Cloudflare's runtime) per test file, and a fresh page per test.
import { after, afterEach, before } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import type { Host } from './hosts';
import { launchBrowser, openPage, visit, type OpenPage, type Size } from '../../../scripts/lib/chromium';
import { startSite } from './urls';

export interface Session {
  /**
   * Opens `path` at `size` in a new context and waits for the islands that load at once. `prepare` runs on the new
   * page before it navigates (to route or watch its requests).
   */
  open(size: Size, path: string, prepare?: (page: Page) => Promise<void>): Promise<Page>;
  /** The absolute URL of a site path. */
  url(path: string): string;
}

/** The host and the browser of a test file, started before its tests and stopped after them. */
export interface Started {
  site(): Host;
  browser(): Browser;
}

/** Registers the hooks that start and stop a test file's host and browser, for a file that opens its own pages. */
export function startedForFile(): Started {
  let site: Host | undefined;
  let browser: Browser | undefined;
  before(async () => {
    site = await startSite();
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
    await site?.close();
  });
  const started = <T>(value: T | undefined) => {
    if (!value) throw new Error('the host and browser start in before()');
    return value;
  };
  return { site: () => started(site), browser: () => started(browser) };
}

/** Registers the hooks of a test file: browser and server for the file, pages closed after each test. */
export function browserSession(): Session {
  const started = startedForFile();
  const pages: OpenPage[] = [];
  afterEach(async () => {
    await Promise.all(pages.splice(0).map((p) => p.close()));
  });
  return {
    async open(size, path, prepare) {
      const opened = await openPage(started.browser(), size);
      pages.push(opened);
      await prepare?.(opened.page);
      await visit(opened.page, started.site().url, path);
      return opened.page;
    },
    url: (path) => started.site().url + path,
  };
}

/**
 * Cancels link navigation from now on, after the page's own handlers have run (React listens on the island
 * container, below document), so a test can see what choosing a menu item does to the menu.
 */
export async function stayOnPage(page: Page): Promise<void> {
  await page.evaluate(() => document.addEventListener('click', (event) => event.preventDefault()));
}

/**
 * The bound of a suite that drives a whole application (the editor): a guard against a hang, not a time the suite
 * must keep. The editor's suite took 229 s beside another run on this two-core machine, past the 240 s it once had.
 */
export const SUITE_HANG_GUARD_MS = 600_000;

/**
 * The bound of a navigation to the editor's page, whose load event waits for its 7 MB script: a guard against a hang,
 * not a time the page must keep. On Cloudflare's local runtime beside the rest of CI it once took over the 10 s every
 * other page is given.
 */
export const EDITOR_LOAD_MS = 60_000;
