// Measures `npm run dev` as an editor feels it: the time from saving a file to the open page having reloaded,
// for a content edit and for a component edit, and that a broken file shows the error overlay and a fix clears it.
// Edits real files and puts them back. Needs Chromium (CHROME_PATH, default /usr/bin/chromium).
import { spawn } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { launchBrowser } from './lib/chromium';

const PORT = 5199;
const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/dev.ts'], {
  env: { ...process.env, PORT: String(PORT) },
  stdio: ['ignore', 'pipe', 'inherit'],
});
await new Promise<void>((ready) =>
  server.stdout.on('data', (d: Buffer) => d.toString().includes('Dev server at') && ready()),
);

const browser = await launchBrowser();
const page = await browser.newPage();
await page.goto(`http://localhost:${PORT}/about/`);
await page.waitForSelector('html[data-dev-connected]', { state: 'attached' });

/** Applies an edit, waits for the reloaded page to show `expect`, restores the file; returns the milliseconds. */
async function timeEdit(file: string, from: string, to: string, check: (p: Page) => Promise<boolean>): Promise<number> {
  const original = await readFile(file, 'utf8');
  if (!original.includes(from)) throw new Error(`${file} no longer contains ${from}`);
  try {
    const start = performance.now();
    const reloaded = page.waitForEvent('load');
    await writeFile(file, original.replace(from, to));
    await reloaded;
    await page.waitForSelector('html[data-dev-connected]', { state: 'attached' });
    if (!(await check(page))) throw new Error(`the reloaded page does not show the edit to ${file}`);
    return performance.now() - start;
  } finally {
    const restored = page.waitForEvent('load');
    await writeFile(file, original);
    await restored;
    await page.waitForSelector('html[data-dev-connected]', { state: 'attached' });
  }
}

const runs = { content: [] as number[], component: [] as number[] };
for (let i = 0; i < 5; i++) {
  runs.content.push(
    await timeEdit(
      'content/pages/about.ts',
      "title: 'About Locksmith London'",
      `title: 'About Locksmith London ${i}'`,
      async (p) => (await p.textContent('h1'))?.includes(`London ${i}`) ?? false,
    ),
  );
  runs.component.push(
    await timeEdit(
      'src/components/Breadcrumbs.tsx',
      'aria-label=',
      `data-edit="${i}" aria-label=`,
      async (p) => (await p.locator(`[data-edit="${i}"]`).count()) > 0,
    ),
  );
}

// A broken content file: the overlay appears over the open page; the fix reloads the page without it.
const file = 'content/pages/about.ts';
const original = await readFile(file, 'utf8');
await writeFile(file, original.replace("title: 'About Locksmith London'", "title: '<b>About</b>'"));
await page.waitForSelector('#__dev-error', { timeout: 10_000 });
const overlay = (await page.textContent('#__dev-error')) ?? '';
const reloaded = page.waitForEvent('load');
await writeFile(file, original);
await reloaded;
const cleared = (await page.locator('#__dev-error').count()) === 0;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;
console.log(
  `content edit → page reloaded: median ${Math.round(median(runs.content))} ms (${runs.content.map(Math.round).join(', ')})`,
);
console.log(
  `component edit → page reloaded: median ${Math.round(median(runs.component))} ms (${runs.component.map(Math.round).join(', ')})`,
);
console.log(
  `error overlay: ${overlay.includes('content/pages/about.ts') ? 'shown, naming the file' : `NOT shown correctly: ${overlay.slice(0, 200)}`}; after the fix: ${cleared ? 'cleared' : 'STILL SHOWN'}`,
);
await browser.close();
server.kill();
