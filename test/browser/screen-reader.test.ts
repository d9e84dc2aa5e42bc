// What a screen reader says, walked item by item with Guidepup's virtual screen reader in Chromium at phone size, on
// every page kind and the 404 fallbacks (docs/site.md#reaching-us): the first call link comes within five items of
// the start of <main> (where the skip link lands) and its spoken name gives the number; no link's spoken name is
// longer than 80 characters (a card is named by its heading, not by everything in it).
// The virtual screen reader reads the contents of closed <details> too, so a page's menu and FAQ answers are walked.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, it } from 'node:test';
import type { virtual as Virtual } from '@guidepup/virtual-screen-reader';
import { transformSync } from 'esbuild';
import { phone } from '../../scripts/lib/chromium';
import { ukPhone } from '../../src/lib/phone';
import { browserSession } from './support/session';
import { content, urlPerKind } from './support/urls';

/** Items after the start of <main> within which the first call link must come. */
const CALL_WITHIN = 5;
/** The longest spoken name a link may have. */
const LONGEST_NAME = 80;
/** A walk stops here: no page of the site has this many items, and a loop must not run for ever. */
const MOST_ITEMS = 6000;

const national = ukPhone(content.site.telephone).national;

// The package's browser build, as a script that puts it on window (an init script cannot be a module).
const browserBuild = createRequire(import.meta.url).resolve('@guidepup/virtual-screen-reader/browser.js');
const INSTALL = transformSync(readFileSync(browserBuild, 'utf8'), {
  format: 'iife',
  globalName: '__virtualScreenReader',
}).code.concat(';window.__virtualScreenReader = __virtualScreenReader;');

interface Walk {
  phrases: string[];
  ended: boolean;
}

/** Every phrase the virtual screen reader speaks from the top of the page to its end. */
const walkPage = async (most: number): Promise<Walk> => {
  const { virtual } = (window as unknown as { __virtualScreenReader: { virtual: typeof Virtual } })
    .__virtualScreenReader;
  await virtual.start({ container: document.body });
  let ended = false;
  for (let i = 0; i < most; i++) {
    if ((await virtual.lastSpokenPhrase()) === 'end of document') {
      ended = true;
      break;
    }
    await virtual.next();
  }
  const phrases = await virtual.spokenPhraseLog();
  await virtual.stop();
  return { phrases, ended };
};

const isItem = (phrase: string) => !phrase.startsWith('end of ');
const linkName = (phrase: string) => /^link, (.*?)(, current page)?$/.exec(phrase)?.[1];

describe('what a screen reader says (virtual screen reader, Chromium)', () => {
  const session = browserSession();

  for (const url of urlPerKind) {
    it(`${url.path} (${url.kind}): a call link with the number within ${CALL_WITHIN} items of <main>, link names at most ${LONGEST_NAME} characters`, async () => {
      const page = await session.open(phone, url.path, async (p) => void (await p.addInitScript(INSTALL)));
      if (url.endsOn) await page.waitForURL(session.url(url.endsOn));
      const { phrases, ended } = await page.evaluate(walkPage, MOST_ITEMS);
      assert.ok(ended, `${url.path}: the walk did not reach the end of the document in ${MOST_ITEMS} items`);

      const main = phrases.indexOf('main');
      assert.ok(main >= 0, `${url.path}: no main landmark in ${phrases.slice(0, 30).join(' | ')}`);
      const firstItems = phrases
        .slice(main + 1)
        .filter(isItem)
        .slice(0, CALL_WITHIN);
      const call = firstItems.find((p) => linkName(p)?.includes(national));
      assert.ok(
        call,
        `${url.path}: no call link with ${national} in the first items of main: ${firstItems.join(' | ')}`,
      );
      assert.match(call, /^link, Call/);

      const names = phrases.flatMap((p) => linkName(p) ?? []);
      const long = names.filter((n) => n.length > LONGEST_NAME).map((n) => `${n.slice(0, 60)}… (${n.length})`);
      assert.deepEqual(long, [], `${url.path}: links whose spoken names are too long`);
      const calls = names.filter((n) => n.includes(national));
      assert.ok(
        calls.every((n) => /^Call/.test(n)),
        `${url.path}: ${calls.join(' | ')}`,
      );
    });
  }
});
