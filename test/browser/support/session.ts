// One browser and one host (the preview server or Cloudflare's runtime) per test file, and a fresh page per test.
import { after, afterEach, before } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import type { Host } from './hosts';
import { launchBrowser, openPage, visit, type OpenPage, type Size } from '../../../scripts/lib/chromium';
import { startSite } from './site';

export interface Session {
  /**
   * Opens `path` at `size` in a new context and waits for the islands that load at once. `prepare` runs on the new
   * page before it navigates (to route or watch its requests).
   */
  open(size: Size, path: string, prepare?: (page: Page) => Promise<void>): Promise<Page>;
  /** The absolute URL of a site path. */
  url(path: string): string;
}

/** Registers the hooks of a test file: browser and server for the file, pages closed after each test. */
export function browserSession(): Session {
  let site: Host;
  let browser: Browser;
  const pages: OpenPage[] = [];
  before(async () => {
    site = await startSite();
    browser = await launchBrowser();
  });
  afterEach(async () => {
    await Promise.all(pages.splice(0).map((p) => p.close()));
  });
  after(async () => {
    await browser?.close();
    await site?.close();
  });
  return {
    async open(size, path, prepare) {
      const opened = await openPage(browser, size);
      pages.push(opened);
      await prepare?.(opened.page);
      await visit(opened.page, site.url, path);
      return opened.page;
    },
    url: (path) => site.url + path,
  };
}

/**
 * Cancels link navigation from now on, after the page's own handlers have run (React listens on the island
 * container, below document), so a test can see what choosing a menu item does to the menu.
 */
export async function stayOnPage(page: Page): Promise<void> {
  await page.evaluate(() => document.addEventListener('click', (event) => event.preventDefault()));
}
