// The first screen's mark (src/lib/first-screen.ts): the component templates place renders exactly the string the
// renderer looks for, so a page that marks its end is never budgeted whole by mistake, and its head holds the first
// paint until the mark is parsed; an article's mark falls between blocks after the lead's words.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { renderToStaticMarkup } from 'react-dom/server';
import { FirstScreenEnd } from '../src/components/FirstScreenEnd';
import { FIRST_SCREEN_END, FIRST_SCREEN_ID, firstScreenEnd, markLead } from '../src/lib/first-screen';
import { buildSite } from './helpers/shared-build';

describe('the first screen mark', () => {
  it('renders as the string the renderer looks for, which gives its offset', () => {
    assert.equal(renderToStaticMarkup(<FirstScreenEnd />), FIRST_SCREEN_END);
    assert.equal(firstScreenEnd(`<h1>a</h1>${FIRST_SCREEN_END}<p>b</p>`, '/x/'), 10);
    assert.equal(firstScreenEnd('<h1>a</h1><p>b</p>', '/x/'), 18);
    assert.throws(() => firstScreenEnd(FIRST_SCREEN_END + FIRST_SCREEN_END, '/x/'), /\/x\/ marks the end/);
  });

  it('holds the first paint until the mark is parsed, on every built page, each of which has one', async () => {
    const site = await buildSite();
    const expect = `<link rel="expect" href="#${FIRST_SCREEN_ID}" blocking="render"/>`;
    for (const route of site.routes) {
      const html = await site.html(route.path);
      const head = html.slice(0, html.indexOf('</head>'));
      const marked = html.includes(FIRST_SCREEN_END);
      assert.equal(head.includes(expect), marked, `${route.path}: the expect link goes with the mark`);
      assert.ok(marked, `${route.path} marks the end of its first screen`);
    }
  });

  it('marks an article after the whole block that reaches the lead’s words, never inside a list', () => {
    const html = '<p>one two</p><ul><li>three four</li><li>five</li></ul><p>six</p>';
    assert.equal(
      markLead(html, 3),
      `<p>one two</p><ul><li>three four</li><li>five</li></ul>${FIRST_SCREEN_END}<p>six</p>`,
    );
    assert.equal(markLead(html, 100), html + FIRST_SCREEN_END);
  });
});
