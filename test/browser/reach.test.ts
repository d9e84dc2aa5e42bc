// A visitor can always reach the business (docs/site.md#reaching-us), in every engine `BROWSERS` names, at 320, 390,
// 768 and 1366 px: on every page kind, the 404 fallbacks and the longest article, a call link is in view at the top
// of the page, half-way down and at the end; on phones the header's call button is at least 44×44 and covers
// neither the scroll-to-top button nor a focused link; at desktop width the number is written in the header and, on
// /contact/, large in the page.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { desktop, NARROWEST, phone, type Size } from '../../scripts/lib/chromium';
import { outputFile } from '../../src/lib/paths';
import { ukPhone } from '../../src/lib/phone';
import { launchEngine, selectedEngines, type Engine, type EnginePage } from './support/engines';
import type { Host } from './support/hosts';
import { content, distDir, routes, startSite, urlPerKind } from './support/urls';

const widths: Size[] = [
  { name: 'phone', width: NARROWEST, height: 640 },
  phone,
  { name: 'phone', width: 768, height: 1024 },
  desktop,
];
const national = ukPhone(content.site.telephone).national;

/** The article whose page is longest: the one a visitor scrolls furthest through. */
const longest = routes
  .filter((r) => r.page === 'article')
  .map((r) => ({ path: r.path, bytes: readFileSync(join(distDir, outputFile(r.path))).length }))
  .sort((a, b) => b.bytes - a.bytes)[0]!.path;
const urls = [
  ...urlPerKind,
  ...(urlPerKind.some((u) => u.path === longest) ? [] : [{ path: longest, endsOn: undefined }]),
];

const places = ['top', 'middle', 'end'] as const;

/** Call links a visitor can see and tap where the page is scrolled to. Runs in the page. */
const callLinksInView = (where: (typeof places)[number]) => {
  const end = document.documentElement.scrollHeight - innerHeight;
  window.scrollTo({ top: where === 'top' ? 0 : where === 'middle' ? end / 2 : end, behavior: 'instant' });
  return [...document.querySelectorAll('a[href^="tel:"]')]
    .filter((a) => a.checkVisibility({ visibilityProperty: true }))
    .map((a) => ({ name: a.getAttribute('aria-label') ?? a.textContent ?? '', r: a.getBoundingClientRect() }))
    .filter(({ r }) => r.width > 0 && r.bottom > 0 && r.top < innerHeight && r.right > 0 && r.left < innerWidth)
    .map(({ name }) => name);
};

for (const name of selectedEngines()) {
  describe(`a call link is always in reach (${name})`, () => {
    let engine: Engine;
    let site: Host;
    before(async () => {
      engine = await launchEngine(name);
      site = await startSite();
    });
    after(async () => {
      await engine?.close();
      await site?.close();
    });

    for (const size of widths) {
      it(`${size.width} px: at the top, half-way and at the end of every page kind and the longest article`, async () => {
        const page = await engine.open(size);
        const failures: string[] = [];
        try {
          for (const url of urls) {
            await page.goto(site.url + url.path);
            for (const where of places) {
              const names = await page.evaluate(callLinksInView, where);
              if (!names.some((n) => n.startsWith('Call') && n.endsWith(national)))
                failures.push(`${url.path} (${where}): ${names.join(' | ') || 'no call link in view'}`);
            }
          }
        } finally {
          await page.close();
        }
        assert.deepEqual(failures, []);
      });
    }

    it('phones: the header call button is 44×44 or more and covers neither the scroll-to-top button nor a focused link', async () => {
      for (const size of widths.filter((s) => s.width < 768)) {
        const page = await engine.open(size);
        try {
          await page.goto(site.url + longest);
          const overlaps = await headerOverlaps(page);
          assert.ok(overlaps.width >= 44 && overlaps.height >= 44, `${size.width} px: ${JSON.stringify(overlaps)}`);
          assert.deepEqual(overlaps.covered, [], `${size.width} px: covered by the call button`);
        } finally {
          await page.close();
        }
      }
    });

    it(`${desktop.width} px: the number is written in the header and, large, on /contact/`, async () => {
      const page = await engine.open(desktop);
      try {
        await page.goto(site.url + '/contact/');
        const shown = await page.evaluate(() =>
          [...document.querySelectorAll('a[href^="tel:"]')]
            .filter((a) => a.checkVisibility({ visibilityProperty: true }))
            .map((a) => ({
              where: a.closest('header') ? 'header' : a.closest('main') ? 'main' : 'other',
              text: (a as HTMLElement).innerText.trim(),
              size: parseFloat(getComputedStyle(a).fontSize),
            })),
        );
        assert.ok(
          shown.some((s) => s.where === 'header' && s.text === national),
          JSON.stringify(shown),
        );
        assert.ok(
          shown.some((s) => s.where === 'main' && s.text === national && s.size >= 30),
          JSON.stringify(shown),
        );
      } finally {
        await page.close();
      }
    });
  });
}

interface Box {
  left: number;
  right: number;
  top: number;
  bottom: number;
}
const overlap = (a: Box, b: Box) => a.left < b.right && a.right > b.left && a.top < b.bottom && a.bottom > b.top;

/**
 * The header's call button's size, and what of the scroll-to-top button and of each link, focused and scrolled into
 * view as the browser scrolls a focused element, lies under it.
 */
async function headerOverlaps(page: EnginePage) {
  // No named functions in here: tsx would wrap them in a helper the page does not have.
  const seen = await page.evaluate(async () => {
    const call = document.querySelector('header a[href^="tel:"]')!.getBoundingClientRect().toJSON() as DOMRect;
    window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' });
    await new Promise((done) => setTimeout(done, 300));
    const top = document.querySelector('[data-island="ScrollToTop"] button');
    const scrollTop = top?.checkVisibility() ? (top.getBoundingClientRect().toJSON() as DOMRect) : undefined;
    const focused = [...document.querySelectorAll('main a')].slice(0, 200).map((a) => {
      (a as HTMLElement).focus();
      return { text: a.textContent?.trim().slice(0, 40) ?? '', box: a.getBoundingClientRect().toJSON() as DOMRect };
    });
    return { call, scrollTop, focused };
  });
  const covered = [
    ...(seen.scrollTop && overlap(seen.call, seen.scrollTop) ? ['the scroll-to-top button'] : []),
    ...seen.focused.filter((f) => overlap(seen.call, f.box)).map((f) => `focused ${f.text}`),
  ];
  return { width: seen.call.width, height: seen.call.height, covered };
}
