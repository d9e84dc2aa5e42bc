// The stylesheet picker of src/steps/css.ts: each page inlines the rules of the classes it uses, and every rule that
// names no class, at-rules included, such as a cross-document view transition (docs/performance.md "Instant
// pages" says why the site has none, measured with the rule below).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createCssPicker } from '../src/steps/css';

describe('stylesheet picker', () => {
  const css =
    '@media (prefers-reduced-motion:no-preference){@view-transition{navigation:auto}}' +
    '.used{color:red}.unused{color:blue}@media (min-width:40rem){.unused{color:green}}';

  it('keeps an at-rule without a class inside @media on every page, and only the classes a page uses', () => {
    const picked = createCssPicker(css)('<p class="used">Open 24/7</p>');
    assert.equal(
      picked,
      '@media (prefers-reduced-motion:no-preference){@view-transition{navigation:auto}}.used{color:red}',
    );
  });

  it('keeps it on a page that uses no class at all', () => {
    assert.equal(
      createCssPicker(css)('<p>Open 24/7</p>'),
      '@media (prefers-reduced-motion:no-preference){@view-transition{navigation:auto}}',
    );
  });
});
