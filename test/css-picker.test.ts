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

  it('reads selectors as CSS: escapes, lists, classes inside :is() and :where(), and a comment before a rule', () => {
    const sheet =
      '/*! tailwindcss | MIT License | https://tailwindcss.com */' +
      '@layer base{@supports (-moz-orient:inline){*,:before{--tw-rotate:initial}}}' +
      '.md\\:flex{display:flex}.ring,.ring-1{rotate:var(--tw-rotate)}' +
      '.group-hover\\:underline:is(:where(.group):hover *){text-decoration:underline}';
    const pick = createCssPicker(sheet);
    assert.deepEqual([...pick.known].sort(), ['group-hover:underline', 'md:flex', 'ring', 'ring-1']);
    // The layer after the comment names no class, so every page that reads its property keeps it.
    assert.equal(
      pick('<a class="md:flex ring-1">'),
      '@layer base{@supports (-moz-orient:inline){*,:before{--tw-rotate:initial}}}' +
        '.md\\:flex{display:flex}.ring,.ring-1{rotate:var(--tw-rotate)}',
    );
    assert.equal(
      pick('<a class="group-hover:underline">'),
      '.group-hover\\:underline:is(:where(.group):hover *){text-decoration:underline}',
    );
  });

  it('adds the classes an island may add, and drops @media blocks left empty', () => {
    const pick = createCssPicker('.a{color:red}@media (min-width:40rem){.b{color:blue}}');
    assert.equal(pick('<p class="a">'), '.a{color:red}');
    assert.equal(pick('<p class="a">', ['b']), '.a{color:red}@media (min-width:40rem){.b{color:blue}}');
  });

  it('drops every custom property nothing on the page reads, and their @property registrations', () => {
    const pick = createCssPicker(
      ':root{--a:1px;--b:2px;--c:3px;--d:4px}@property --b{syntax:"*";inherits:false}' +
        '@property --c{syntax:"*";inherits:false}.x{margin:var(--c)}.y{margin:var(--a)}',
    );
    assert.equal(pick('<p class="x">'), ':root{--c:3px}@property --c{syntax:"*";inherits:false}.x{margin:var(--c)}');
    // A page that reads none keeps no :root rule at all.
    assert.equal(pick('<p>'), '');
  });

  it("leaves out Tailwind's initial values for browsers without @property", () => {
    const pick = createCssPicker(
      '@layer properties{@supports (-moz-orient:inline){*,:before{--tw-border-style:solid}}}' +
        '@layer theme{:root{--a:1px}}.border{border-style:var(--tw-border-style);margin:var(--a)}',
    );
    assert.equal(
      pick('<p class="border">'),
      '@layer theme{:root{--a:1px}}.border{border-style:var(--tw-border-style);margin:var(--a)}',
    );
  });
});
