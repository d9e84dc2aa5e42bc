// Measures `npm run dev` as an editor feels it. First, without a browser: the time from saving a file to the dev
// server serving the re-rendered page, found by polling the page right after the write (a line appended to an
// article, a title changed in a page's copy). Then, with Chromium (CHROME_PATH, default /usr/bin/chromium), the
// time from saving to the open page having reloaded, and that a broken file shows the error overlay and a fix
// clears it. Edits real files and puts them back.
//   npx tsx scripts/measure-dev.ts [--runs 7] [--no-browser]
import { spawn } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Page } from 'playwright-core';
import { isScalar, parseDocument } from 'yaml';
import { launchBrowser } from './lib/chromium';
import { flagsOrExit } from '../src/lib/cli';

const PORT = 5199;
const flags = flagsOrExit('tsx scripts/measure-dev.ts', {
  runs: { value: 'N', help: 'saves timed per kind of edit (default 7)' },
  'no-browser': { help: 'time the server only, not the reload in a browser' },
});
const RUNS = Number(flags.runs ?? 7);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;
const list = (xs: number[]) => xs.map(Math.round).join(', ');

const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/dev.ts'], {
  env: { ...process.env, PORT: String(PORT) },
  stdio: ['ignore', 'pipe', 'inherit'],
});
await new Promise<void>((ready) =>
  server.stdout.on('data', (d: Buffer) => d.toString().includes('Dev server at') && ready()),
);
const url = (path: string) => `http://localhost:${PORT}${path}`;

/** Polls a page until its HTML satisfies `done`; returns when it does (or throws after 10 s). */
async function pollUntil(path: string, done: (html: string) => boolean): Promise<void> {
  const deadline = performance.now() + 10_000;
  while (performance.now() < deadline) {
    const html = await fetch(url(path)).then((r) => r.text());
    if (done(html)) return;
    await sleep(2);
  }
  throw new Error(`${path} did not show the edit within 10 s`);
}

/** Saves `edit(original)` to the file and times until the page shows `marker`; restores the file. */
async function timeSave(file: string, path: string, edit: (s: string) => string, marker: string): Promise<number> {
  const original = await readFile(file, 'utf8');
  const changed = edit(original);
  if (changed === original || !changed.includes(marker)) throw new Error(`the edit to ${file} does not apply`);
  try {
    const start = performance.now();
    await writeFile(file, changed);
    await pollUntil(path, (html) => html.includes(marker));
    return performance.now() - start;
  } finally {
    await writeFile(file, original);
    await pollUntil(path, (html) => !html.includes(marker));
  }
}

/** content/pages/about.yaml with its hero title set to `title`, the rest of the file as written. */
const ABOUT = 'content/pages/about.yaml';
function withAboutTitle(source: string, title: string): string {
  const node = parseDocument(source).getIn(['hero', 'title'], true);
  if (!isScalar(node) || !node.range) throw new Error(`${ABOUT} has no hero.title`);
  return `${source.slice(0, node.range[0])}${JSON.stringify(title)}${source.slice(node.range[1])}`;
}

const article = { file: 'content/blog/lock-maintenance-tips.md', path: '/blog/lock-maintenance-tips/' };
const served = { article: [] as number[], copy: [] as number[] };
for (let i = 0; i < RUNS; i++) {
  const line = `Saved line ${i} ${Date.now()}.`;
  served.article.push(await timeSave(article.file, article.path, (s) => `${s.trimEnd()}\n\n${line}\n`, line));
  const title = `About Us, edit ${i}`;
  served.copy.push(await timeSave(ABOUT, '/about/', (s) => withAboutTitle(s, title), title));
}
console.log(`save → re-rendered page served (polling), ${RUNS} runs each:`);
console.log(`  line appended to an article: median ${Math.round(median(served.article))} ms (${list(served.article)})`);
console.log(`  page copy edited:            median ${Math.round(median(served.copy))} ms (${list(served.copy)})`);

if (!flags['no-browser']) {
  const browser = await launchBrowser();
  const page = await browser.newPage();
  await page.goto(url('/about/'));
  await page.waitForSelector('html[data-dev-connected]', { state: 'attached' });

  /** Applies an edit, waits for the reloaded page to show it, restores the file; returns the milliseconds. */
  const timeReload = async (file: string, edit: (s: string) => string, check: (p: Page) => Promise<boolean>) => {
    const original = await readFile(file, 'utf8');
    const changed = edit(original);
    if (changed === original) throw new Error(`the edit to ${file} does not apply`);
    try {
      const start = performance.now();
      const reloaded = page.waitForEvent('load');
      await writeFile(file, changed);
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
  };

  const reloads = { content: [] as number[], component: [] as number[] };
  for (let i = 0; i < 5; i++) {
    reloads.content.push(
      await timeReload(
        ABOUT,
        (s) => withAboutTitle(s, `About Us, edit ${i}`),
        async (p) => (await p.textContent('h1')) === `About Us, edit ${i}`,
      ),
    );
    reloads.component.push(
      await timeReload(
        'src/components/Breadcrumbs.tsx',
        (s) => s.replace('aria-label=', `data-edit="${i}" aria-label=`),
        async (p) => (await p.locator(`[data-edit="${i}"]`).count()) > 0,
      ),
    );
  }

  // A broken content file (a title the schema refuses: copy is plain text): the overlay appears over the open page;
  // the fix reloads the page without it.
  const file = ABOUT;
  const original = await readFile(file, 'utf8');
  await writeFile(file, withAboutTitle(original, '<b>About</b>'));
  await page.waitForSelector('#__dev-error', { timeout: 10_000 });
  const overlay = (await page.textContent('#__dev-error')) ?? '';
  const reloaded = page.waitForEvent('load');
  await writeFile(file, original);
  await reloaded;
  const cleared = (await page.locator('#__dev-error').count()) === 0;

  console.log('save → open page reloaded (Chromium):');
  console.log(`  content edit:   median ${Math.round(median(reloads.content))} ms (${list(reloads.content)})`);
  console.log(`  component edit: median ${Math.round(median(reloads.component))} ms (${list(reloads.component)})`);
  console.log(
    `  error overlay: ${/content\/pages\/about\.yaml:\d+ › hero\.title/.test(overlay) ? 'shown, naming the file, line and field' : `NOT shown correctly: ${overlay.slice(0, 200)}`}; after the fix: ${cleared ? 'cleared' : 'STILL SHOWN'}`,
  );
  await browser.close();
}
server.kill();
