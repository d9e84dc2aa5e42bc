// No way around the policy, on the host under test (the preview server, or Cloudflare's runtime with
// TEST_HOST=cloudflare): every spelling of a path that a host answers (percent-encoded letters, doubled and encoded
// slashes, dot segments, the file's name, another case) comes with a Content-Security-Policy that refuses inline
// script, or redirects to a spelling that does; and in Chromium an inline handler placed in a page runs under none of
// them, with the header alone (the page's own meta tag taken out) and with the meta tag alone.
import assert from 'node:assert/strict';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../../scripts/lib/chromium';
import { EDITOR_PATH } from '../../src/lib/editor-preview';
import { FEED_URL } from '../../src/lib/head';
import { forbidsInlineScript, getRaw, spellingsOf } from '../helpers/path-spellings';
import { hostName, startHost, type Host } from './support/hosts';
import { content, distDir, requireDist, routes } from './support/urls';

/** A page of each kind, the 404 page's address, the editor, and files that are not pages. */
const paths = [
  ...routes
    .filter((r, i) => r.page !== 'notFound' && routes.findIndex((s) => s.page === r.page) === i)
    .map((r) => r.path),
  '/no-such-page/',
  ...(content.site.editor ? [EDITOR_PATH] : []),
  '/sitemap.xml',
  FEED_URL,
  '/favicon.svg',
];

/** Sets `data-hostile` on the document when it runs: the mark of an inline handler that was not blocked. */
const HOSTILE = `<img src="/no-such-image.png" alt="" onerror="document.documentElement.dataset.hostile = '1'">`;
const META = /<meta http-equiv="Content-Security-Policy" content="[^"]*"\/?>/;
const withHandler = (html: string) => html.replace(/<body([^>]*)>/, `<body$1>${HOSTILE}`);

describe(`the policy under every spelling of a path on the ${hostName} host`, { timeout: 300_000 }, () => {
  let site: Host;
  before(async () => {
    requireDist();
    site = await startHost(distDir);
  });
  after(() => site?.close());

  it('answers every spelling with a policy that refuses inline script, or with a redirect to one that does', async (t) => {
    const problems: string[] = [];
    let tried = 0;
    let html = 0;
    for (const path of paths) {
      for (const spelling of [path, ...spellingsOf(path)]) {
        tried++;
        // A redirect is followed to where it leads, which must itself carry the policy.
        let at = spelling;
        for (let hop = 0; hop < 3; hop++) {
          const answer = await getRaw(site.url, at);
          const location = answer.headers.location;
          if (answer.status >= 300 && answer.status < 400 && typeof location === 'string') {
            const next = new URL(location, `${site.url}${at.startsWith('//') ? '/' : ''}`);
            if (next.origin !== new URL(site.url).origin)
              problems.push(`${spelling}: redirects off the site to ${location}`);
            at = next.pathname + next.search;
            continue;
          }
          if (/^text\/html/.test(String(answer.headers['content-type']))) html++;
          if (!forbidsInlineScript(answer.headers['content-security-policy']))
            problems.push(`${spelling}${at === spelling ? '' : ` (→ ${at})`}: ${answer.status} without a policy`);
          break;
        }
      }
    }
    t.diagnostic(
      `${tried} spellings of ${paths.length} paths, ${html} HTML answers, ${problems.length} without a policy`,
    );
    assert.deepEqual(problems, []);
  });

  describe('in Chromium', () => {
    let browser: Browser;
    let copy: string;
    let host: Host;
    before(async () => {
      browser = await launchBrowser();
      // The built site with an inline handler in a page and in the editor, and the editor's meta tag taken out (pages
      // other than the 404 page carry none): what blocks the handler here is the host's header alone.
      copy = await mkdtemp(join(tmpdir(), 'locksmith-hostile-'));
      await cp(distDir, copy, { recursive: true });
      for (const file of ['about/index.html', ...(content.site.editor ? [`${EDITOR_PATH.slice(1)}index.html`] : [])]) {
        const html = await readFile(join(copy, file), 'utf8');
        if (file.startsWith(EDITOR_PATH.slice(1))) assert.match(html, META, `${file} carries its policy`);
        await writeFile(join(copy, file), withHandler(html.replace(META, '')));
      }
      host = await startHost(copy);
    });
    after(async () => {
      await browser?.close();
      await host?.close();
      await rm(copy, { recursive: true, force: true });
    });

    /** Whether the handler ran once the document at `path` has loaded. */
    async function handlerRan(path: string): Promise<boolean> {
      const page = await browser.newPage();
      // No script is needed to see the handler run, and the editor's is megabytes.
      await page.route(/\.js(\?|$)/, (route) => route.abort());
      try {
        await page.goto(`${host.url}${path}`, { waitUntil: 'domcontentloaded' });
        await page.waitForFunction(() => [...document.images].every((image) => image.complete));
        return await page.evaluate(() => document.documentElement.dataset.hostile === '1');
      } finally {
        await page.close();
      }
    }

    it('runs a placed inline handler under no spelling of the page or the editor', async () => {
      const pages = ['/about/', ...(content.site.editor ? [EDITOR_PATH] : [])];
      // Chromium resolves dot segments before it asks; the rest it sends as written.
      const spellings = pages.flatMap((path) => [path, ...spellingsOf(path)]);
      const ran: string[] = [];
      // Four tabs at a time.
      for (let i = 0; i < spellings.length; i += 4) {
        const batch = spellings.slice(i, i + 4);
        const results = await Promise.all(batch.map(handlerRan));
        ran.push(...batch.filter((_, j) => results[j]));
      }
      assert.deepEqual(ran, []);
    });

    it('would run it without a policy, and the 404 page’s meta tag alone blocks it', async () => {
      const built = await readFile(join(distDir, '404.html'), 'utf8');
      const page = await browser.newPage();
      try {
        const ran = async (html: string) => {
          await page.setContent(html, { waitUntil: 'load' });
          await page.waitForTimeout(50);
          return page.evaluate(() => document.documentElement.dataset.hostile === '1');
        };
        assert.equal(await ran(withHandler(built.replace(META, ''))), true, 'the probe detects a handler that runs');
        assert.equal(await ran(withHandler(built)), false, 'the meta tag blocks it where no header is sent');
      } finally {
        await page.close();
      }
    });
  });
});
