// The first-screen budget (src/lib/first-screen.ts) counts a page's HTML up to where its template says the first
// screen ends. This proves every template's mark on the built site: at phone and desktop sizes, with JavaScript off
// (what paints first), every element that intersects the first viewport starts inside the budgeted bytes.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { laptop, openPage, phone } from '../../scripts/lib/chromium';
import type { PageFigures } from '../../src/steps/report/measure';
import { outsideFirstScreen } from './support/checks';
import { startedForFile } from './support/session';
import { distDir, routes } from './support/urls';

const screens = [phone, laptop];

const report = JSON.parse(readFileSync(join(distDir, '..', 'build-report.json'), 'utf8')) as { pages: PageFigures[] };
const figures = new Map(report.pages.map((p) => [p.path, p]));

// Every built page, 404.html where hosts show it: no URL serves it under its own name.
const MISSING = '/no-such-page/';
const pages = routes.map((r) => ({ file: r.path, url: r.page === 'notFound' ? MISSING : r.path }));

describe('the first screen starts inside the budgeted HTML', () => {
  const started = startedForFile();

  it('build-report.json names the first screen of every page, which ends before the page does', () => {
    for (const route of routes) {
      const f = figures.get(route.path);
      assert.ok(f, `${route.path} is missing from build-report.json: rebuild`);
      // Every kind marks its end before the footer: that is the point of marking it.
      assert.ok(f.firstScreen.raw > 0 && f.firstScreen.raw < f.html.raw, route.path);
    }
  });

  it('reports what is on screen after a mark placed too early (the check can fail)', async () => {
    const { page, close } = await openPage(started.browser(), phone, { javaScript: false });
    try {
      await page.goto(started.site().url + '/', { waitUntil: 'load' });
      // As if the home page marked its end right after the header: the hero would be outside the budgeted bytes.
      const html = readFileSync(join(distDir, 'index.html'));
      const outside = await outsideFirstScreen(page, html.indexOf('<main'));
      assert.ok(
        outside.some((e) => e.startsWith('h1')),
        outside.join('\n'),
      );
    } finally {
      await close();
    }
  });

  for (const size of screens) {
    it(`every page at ${size.width}×${size.height}`, async () => {
      const { page, close } = await openPage(started.browser(), size, { javaScript: false });
      const failures: string[] = [];
      try {
        for (const { file, url } of pages) {
          await page.goto(started.site().url + url, { waitUntil: 'load' });
          const outside = await outsideFirstScreen(page, figures.get(file)!.firstScreen.raw);
          if (outside.length) failures.push(`${url}: ${outside.slice(0, 3).join(' | ')}`);
        }
      } finally {
        await close();
      }
      assert.deepEqual(failures, [], 'elements on the first screen start after the budgeted HTML');
    });
  }
});
