// Times what the speculation rules save a visitor: from the tap on a link to the new page's first contentful paint,
// on the preview server with Chromium's network throttled to a slow 4G link, for four hops, with the rules and with
// the same site served without its Speculation-Rules header. Each hop hovers its link for a second first, as a
// visitor's pointer or finger rests before the tap. `npx tsx scripts/measure-instant.ts [--runs 5]`; needs a build.
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { flagsOrExit } from '../src/lib/cli';
import { SPECULATION_RULES_HEADER } from '../src/lib/speculation';
import { startPreview } from '../src/server/preview';
import { desktop, launchBrowser, openPage } from './lib/chromium';
import { distDir, requireDist } from './lib/site';

const flags = flagsOrExit('tsx scripts/measure-instant.ts', {
  runs: { value: 'N', help: 'runs of each hop (default 5)' },
});
const RUNS = Number(flags.runs ?? 5);
const hops = [
  { from: '/services/', to: '/services/emergency-lockout/' },
  { from: '/', to: '/areas/' },
  { from: '/blog/', to: '/blog/emergency-lockout-what-to-do/' },
  { from: '/areas/', to: '/areas/camden/' },
];
/** Chrome DevTools' "Slow 4G" profile: 150 ms round trip (×3.75 in DevTools' own scaling), 1.6 Mbit/s down. */
const SLOW_4G = {
  offline: false,
  latency: 562.5,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};

requireDist();
const plain = await mkdtemp(join(tmpdir(), 'locksmith-no-rules-'));
await cp(distDir, plain, { recursive: true });
const headers = await readFile(join(plain, '_headers'), 'utf8');
await writeFile(
  join(plain, '_headers'),
  headers.replace(new RegExp(`^ +${SPECULATION_RULES_HEADER}: .*\\n`, 'gm'), ''),
);
const sites = {
  'with rules': await startPreview({ dir: distDir, port: 0 }),
  without: await startPreview({ dir: plain, port: 0 }),
};
const browser = await launchBrowser();
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;

console.log(`| hop | tap to first paint, with rules (median of ${RUNS}) | without | saved |`);
console.log('|---|---|---|---|');
for (const { from, to } of hops) {
  const times: Record<string, number[]> = { 'with rules': [], without: [] };
  for (let run = 0; run < RUNS; run++) {
    for (const [name, site] of Object.entries(sites)) {
      const { page, close } = await openPage(browser, desktop);
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
      await page.goto(site.url + from, { waitUntil: 'load' });
      const link = page.locator(`main a[href="${to}"]`).first();
      await link.scrollIntoViewIfNeeded();
      await link.hover();
      await page.waitForTimeout(1000);
      const tapped = Date.now();
      await link.click();
      await page.waitForFunction((url) => location.href === url, site.url + to, { timeout: 30_000 });
      const paint = await page.waitForFunction(
        () => {
          const fcp = performance.getEntriesByName('first-contentful-paint')[0];
          return fcp ? performance.timeOrigin + fcp.startTime : false;
        },
        undefined,
        { timeout: 30_000 },
      );
      times[name]?.push(((await paint.jsonValue()) as number) - tapped);
      await close();
    }
  }
  const [with_, without] = [median(times['with rules'] ?? []), median(times.without ?? [])];
  console.log(
    `| ${from} → ${to} | ${Math.round(with_)} ms | ${Math.round(without)} ms | ${Math.round(without - with_)} ms |`,
  );
}
await browser.close();
await Promise.all(Object.values(sites).map((s) => s.close()));
await rm(plain, { recursive: true, force: true });
