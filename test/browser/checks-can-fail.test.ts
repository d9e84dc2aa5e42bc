// The every-page checks report nothing on the real site; this file shows each of them does report a page that
// breaks its rule, so their silence means something: a page with a known accessibility fault (WCAG and best
// practice), a console error, an element wider than the screen and a class without a rule, and an HTML file the Nu
// checker must reject.
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../../scripts/lib/chromium';
import { axeViolations, overflowAt, unstyledClasses, watchProblems } from './support/checks';
import { validate } from './support/vnu';

const BROKEN_PAGE = `<!DOCTYPE html><html lang="en-GB"><head><title>Broken</title>
<style>.styled{color:#111}</style></head><body><main>
<img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" width="1" height="1">
<h2>No level-one heading above</h2><h4>A heading that skips a level</h4>
<div class="styled no-rule-for-this" style="width:900px">wide</div>
<script>console.error('deliberate')</script></main></body></html>`;

describe('the every-page checks can fail', () => {
  let browser: Browser;
  let page: Page;
  let problems: string[];
  before(async () => {
    browser = await launchBrowser();
    page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    problems = watchProblems(page);
    await page.setContent(BROKEN_PAGE);
  });
  after(() => browser.close());

  it('axe reports an image without alt text (WCAG)', async () => {
    assert.ok((await axeViolations(page)).some((v) => v.startsWith('image-alt')));
  });

  it('axe reports a missing level-one heading and a skipped heading level (best practice)', async () => {
    const rules = (await axeViolations(page)).map((v) => v.split(' ')[0]);
    assert.ok(rules.includes('page-has-heading-one'), rules.join('\n'));
    assert.ok(rules.includes('heading-order'), rules.join('\n'));
  });

  it('the console watch reports an error', () => {
    assert.ok(
      problems.some((p) => p.includes('deliberate')),
      problems.join('\n'),
    );
  });

  it('the overflow check names what is wider than 320 px', async () => {
    assert.ok((await overflowAt(page, 320)).length > 0);
  });

  it('the CSS check names a class without a rule', async () => {
    assert.deepEqual(await unstyledClasses(page), ['no-rule-for-this']);
  });

  it('the Nu checker rejects invalid HTML', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'vnu-'));
    try {
      const file = join(dir, 'invalid.html');
      await writeFile(
        file,
        '<!DOCTYPE html><html lang="en"><head><title>x</title></head><body><span><h2>x</h2></span></body></html>',
      );
      // `blocking` is set aside on rel="expect" only (support/vnu.ts): on a preload it is still an error.
      const misused = join(dir, 'misused-blocking.html');
      await writeFile(
        misused,
        '<!DOCTYPE html><html lang="en"><head><title>x</title><link rel="preload" href="/a.css" as="style" blocking="render"></head><body></body></html>',
      );
      const { errors } = await validate([file, misused]);
      assert.ok((errors.get(file)?.length ?? 0) > 0, 'an h2 inside a span must be an error');
      assert.ok((errors.get(misused)?.length ?? 0) > 0, 'blocking on a preload link must be an error');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('the request watch', () => {
  let browser: Browser;
  let problems: string[];
  before(async () => {
    browser = await launchBrowser();
    const page = await browser.newPage();
    problems = watchProblems(page);
    // A made-up origin answered from here: /leaves/ asks for a file that never comes and sends the visitor on to
    // /stays/, whose own request is refused.
    await page.route('http://site.test/**', async (route) => {
      const path = new URL(route.request().url()).pathname;
      const html = (script: string) => route.fulfill({ contentType: 'text/html', body: `<title>t</title>${script}` });
      if (path === '/leaves/')
        return html('<script>fetch("/never"); setTimeout(() => location.replace("/stays/"), 50)</script>');
      if (path === '/stays/') return html('<script>fetch("/refused").catch(() => {})</script>');
      if (path === '/refused') return route.abort('aborted');
      // /never is left unanswered: the page leaving cancels it.
    });
    const refused = page.waitForEvent('requestfailed', (request) => request.url().endsWith('/refused'));
    await page.goto('http://site.test/leaves/');
    await refused;
  });
  after(() => browser.close());

  it('reports a request the page it stays on lost, and not one a page it left had asked for', () => {
    assert.deepEqual(problems, ['request failed: http://site.test/refused (net::ERR_ABORTED)']);
  });
});

describe('the request watch, on a document that sends the visitor on before it has all arrived', () => {
  // As dist/404.html does for an unknown product: its head script replaces the location while the rest of the page
  // is still on its way, and the browser cancels the document it leaves.
  const server = createServer((request, response) => {
    response.writeHead(200, { 'Content-Type': 'text/html' });
    if (request.url !== '/leaves/') return void response.end('<title>t</title>');
    response.write('<title>t</title><script>location.replace("/stays/")</script>');
    setTimeout(() => response.end('<p>the rest</p>'), 3000);
  });
  let browser: Browser;
  let problems: string[];
  let cancelled: string[];
  before(async () => {
    await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
    const site = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    browser = await launchBrowser();
    const page = await browser.newPage();
    problems = watchProblems(page);
    cancelled = [];
    page.on('requestfailed', (request) => cancelled.push(request.url()));
    await page.goto(`${site}/leaves/`, { waitUntil: 'commit' }).catch(() => {});
    await page.waitForURL(`${site}/stays/`, { waitUntil: 'load' });
  });
  after(async () => {
    await browser.close();
    server.closeAllConnections();
    server.close();
  });

  it('does not report the document it left as a failed request', () => {
    assert.ok(
      cancelled.some((url) => url.endsWith('/leaves/')),
      `the browser cancelled /leaves/: ${cancelled.join()}`,
    );
    assert.deepEqual(problems, []);
  });
});
