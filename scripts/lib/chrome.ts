// Where Debian's Chromium is and the flags every run of it takes: what Lighthouse's launcher, the browser suite and
// the reports that name the browser's version share. Apart from scripts/lib/chromium.ts, so that naming the browser
// does not load playwright-core (about a third of a second, once per test process).
import { existsSync } from 'node:fs';

export const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** No sandbox (root in CI) and nothing that reaches the network or the GPU. */
export const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Fails at once, naming the fix, when there is no browser to drive. */
export function requireChrome(): void {
  if (!existsSync(chromePath)) {
    throw new Error(
      `No Chromium at ${chromePath}. Install it with \`apt-get install chromium\`, or set CHROME_PATH to a Chrome or Chromium binary.`,
    );
  }
}
