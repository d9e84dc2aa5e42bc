// The first screen's mark (src/lib/first-screen.ts): the component templates place renders exactly the string the
// renderer cuts, so a page that marks its end is never budgeted whole by mistake; an article's mark falls between
// blocks after the lead's words.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { renderToStaticMarkup } from 'react-dom/server';
import { FirstScreenEnd } from '../src/components/FirstScreenEnd';
import { cutAtFirstScreen, FIRST_SCREEN_END, markLead } from '../src/lib/first-screen';

describe('the first screen mark', () => {
  it('renders as the string the renderer cuts out, and is cut with its offset', () => {
    assert.equal(renderToStaticMarkup(<FirstScreenEnd />), FIRST_SCREEN_END);
    assert.deepEqual(cutAtFirstScreen(`<h1>a</h1>${FIRST_SCREEN_END}<p>b</p>`, '/x/'), {
      html: '<h1>a</h1><p>b</p>',
      firstScreenEnd: 10,
    });
    assert.throws(() => cutAtFirstScreen(FIRST_SCREEN_END + FIRST_SCREEN_END, '/x/'), /\/x\/ marks the end/);
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
