// Times what the speculation rules save a visitor: from the tap on a link to the new page's first contentful paint
// (and its largest contentful paint), on the preview server with Chromium's network throttled to a slow 4G link, for
// four hops, with the rules and with the same site served without its Speculation-Rules header. Each hop hovers its
// link for a second first, as a visitor's pointer or finger rests before the tap. Needs a build.
//
//   npx tsx scripts/measure-instant.ts [--runs 5] [--latency MS]
//   npx tsx scripts/measure-instant.ts --compare DIR [--no-rules]
//
// `--compare DIR` times the build in dist/ against another built folder (both with the rules, or both without them
// with `--no-rules`), and adds the time from the tap to the end of a cross-document view transition when the page
// runs one: how docs/performance.md "Instant pages" weighed view transitions.
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { flagsOrExit } from '../src/lib/cli';
import { SPECULATION_RULES_HEADER } from '../src/lib/speculation';
import { startPreview } from '../src/server/preview';
import { desktop, launchBrowser, openPage } from './lib/chromium';
import { distDir, requireDist } from './lib/built-site';

const flags = flagsOrExit('tsx scripts/measure-instant.ts', {
  runs: { value: 'N', help: 'runs of each hop (default 5)' },
  latency: { value: 'MS', help: 'added round-trip latency (default 562.5, DevTools’ slow 4G)' },
  compare: { value: 'DIR', help: 'time dist/ against this built folder instead of with and without the rules' },
  'no-rules': { help: 'with --compare: serve both folders without the Speculation-Rules header' },
});
const RUNS = Number(flags.runs ?? 5);
const hops = [
  { from: '/services/', to: '/services/emergency-lockout/' },
  { from: '/', to: '/areas/' },
  { from: '/blog/', to: '/blog/emergency-lockout-what-to-do/' },
  { from: '/areas/', to: '/areas/camden/' },
];
/**
 * Chrome DevTools' "Slow 4G" profile: 150 ms round trip, which DevTools applies ×3.75 (562.5 ms), 1.6 Mbit/s down,
 * 750 kbit/s up. `--latency 150` applies the bare round trip.
 */
const SLOW_4G = {
  offline: false,
  latency: Number(flags.latency ?? 562.5),
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};

/** A copy of a built folder whose pages do not name the speculation rules. */
async function withoutRules(dir: string): Promise<string> {
  const copy = await mkdtemp(join(tmpdir(), 'locksmith-no-rules-'));
  await cp(dir, copy, { recursive: true });
  const headers = await readFile(join(copy, '_headers'), 'utf8');
  await writeFile(
    join(copy, '_headers'),
    headers.replace(new RegExp(`^ +${SPECULATION_RULES_HEADER}: .*\\n`, 'gm'), ''),
  );
  return copy;
}

requireDist();
const copies: string[] = [];
const plain = async (dir: string) => {
  const copy = await withoutRules(dir);
  copies.push(copy);
  return copy;
};
let folders: Record<string, string>;
if (flags.compare) {
  const other = resolve(flags.compare);
  const names = [basename(distDir), basename(other)];
  folders = flags['no-rules']
    ? { [names[0] ?? 'a']: await plain(distDir), [names[1] ?? 'b']: await plain(other) }
    : { [names[0] ?? 'a']: distDir, [names[1] ?? 'b']: other };
} else {
  folders = { 'with rules': distDir, without: await plain(distDir) };
}
const sites = Object.fromEntries(
  await Promise.all(Object.entries(folders).map(async ([name, dir]) => [name, await startPreview({ dir, port: 0 })])),
) as Record<string, Awaited<ReturnType<typeof startPreview>>>;
const browser = await launchBrowser();
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;

/** Records, in every document of the page, when a cross-document view transition into it ends. */
async function watchTransitions(page: Page): Promise<void> {
  await page.addInitScript(() => {
    type Reveal = Event & { viewTransition?: { finished: Promise<void> } | null };
    const state = window as unknown as { transitionEnd?: number | null };
    window.addEventListener('pagereveal', (event) => {
      const transition = (event as Reveal).viewTransition;
      if (!transition) {
        state.transitionEnd = null;
        return;
      }
      void transition.finished.finally(() => (state.transitionEnd = performance.timeOrigin + performance.now()));
    });
  });
}

interface Times {
  fcp: number;
  lcp: number;
  /** When the page stands alone on screen: the end of its view transition, or its first paint without one. */
  shown: number;
  transition: boolean;
}

async function tap(page: Page, base: string, from: string, to: string): Promise<Times> {
  await page.goto(base + from, { waitUntil: 'load', timeout: 60_000 });
  const link = page.locator(`main a[href="${to}"]`).first();
  await link.scrollIntoViewIfNeeded();
  await link.hover();
  await page.waitForTimeout(1000);
  const tapped = Date.now();
  await link.click();
  await page.waitForFunction((url) => location.href === url, base + to, { timeout: 30_000 });
  const fcp = (await (
    await page.waitForFunction(
      () => {
        const paint = performance.getEntriesByName('first-contentful-paint')[0];
        return paint ? performance.timeOrigin + paint.startTime : false;
      },
      undefined,
      { timeout: 30_000 },
    )
  ).jsonValue()) as number;
  const end = (await (
    await page.waitForFunction(
      () => {
        const { transitionEnd } = window as unknown as { transitionEnd?: number | null };
        return transitionEnd === undefined ? false : { at: transitionEnd };
      },
      undefined,
      { timeout: 30_000 },
    )
  ).jsonValue()) as { at: number | null };
  await page.waitForFunction(() => document.readyState === 'complete', undefined, { timeout: 30_000 });
  const lcp = await page.evaluate(
    () =>
      new Promise<number>((done) => {
        new PerformanceObserver((list) => {
          const last = list.getEntries().at(-1);
          if (last) done(performance.timeOrigin + last.startTime);
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
  return {
    fcp: fcp - tapped,
    lcp: lcp - tapped,
    shown: (end.at ?? fcp) - tapped,
    transition: end.at !== null,
  };
}

const [a, b] = Object.keys(sites) as [string, string];
const ms = (x: number) => `${Math.round(x)} ms`;
const comparing = Boolean(flags.compare);
console.log(
  `Slow 4G (latency ${SLOW_4G.latency} ms, 1.6 Mbit/s down), desktop viewport, median of ${RUNS}` +
    (comparing ? `, ${flags['no-rules'] ? 'without' : 'with'} the speculation rules` : ''),
);
console.log('');
console.log(
  comparing
    ? `| hop | ${a}: tap to FCP / LCP / shown | ${b}: tap to FCP / LCP / shown | ${b} − ${a}, FCP / LCP / shown |`
    : `| hop | tap to first paint, ${a} | ${b} | saved | tap to LCP, ${a} | ${b} |`,
);
console.log(comparing ? '|---|---|---|---|' : '|---|---|---|---|---|---|');
for (const { from, to } of hops) {
  const times: Record<string, Times[]> = { [a]: [], [b]: [] };
  for (let run = 0; run < RUNS; run++) {
    for (const [name, site] of Object.entries(sites)) {
      const { page, close } = await openPage(browser, desktop);
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
      await watchTransitions(page);
      times[name]?.push(await tap(page, site.url, from, to));
      await close();
    }
  }
  const med = (name: string, key: 'fcp' | 'lcp' | 'shown') => median((times[name] ?? []).map((t) => t[key]));
  const transitions = (name: string) => (times[name] ?? []).filter((t) => t.transition).length;
  if (comparing) {
    const cell = (name: string) =>
      `${ms(med(name, 'fcp'))} / ${ms(med(name, 'lcp'))} / ${ms(med(name, 'shown'))}` +
      (transitions(name) ? ` (${transitions(name)} of ${RUNS} with a transition)` : '');
    const diff = (key: 'fcp' | 'lcp' | 'shown') =>
      `${med(b, key) >= med(a, key) ? '+' : ''}${ms(med(b, key) - med(a, key))}`;
    console.log(`| ${from} → ${to} | ${cell(a)} | ${cell(b)} | ${diff('fcp')} / ${diff('lcp')} / ${diff('shown')} |`);
  } else {
    console.log(
      `| ${from} → ${to} | ${ms(med(a, 'fcp'))} | ${ms(med(b, 'fcp'))} | ${ms(med(b, 'fcp') - med(a, 'fcp'))} | ` +
        `${ms(med(a, 'lcp'))} | ${ms(med(b, 'lcp'))} |`,
    );
  }
}
await browser.close();
await Promise.all(Object.values(sites).map((s) => s.close()));
await Promise.all(copies.map((dir) => rm(dir, { recursive: true, force: true })));
