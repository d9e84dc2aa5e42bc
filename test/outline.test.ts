// Every page's headings descend one level at a time (h1, then h2, then h3), as screen-reader users navigate by
// them and Lighthouse's accessibility audit requires.
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { buildSite, type BuiltSite } from './helpers/shared-build';

describe('document outline', () => {
  let site: BuiltSite;
  before(async () => {
    site = await buildSite();
  });

  it('has one h1 and never skips a heading level on any page', async () => {
    for (const route of site.routes) {
      const levels = [...(await site.html(route.path)).matchAll(/<h([1-6])[\s>]/g)].map((m) => Number(m[1]));
      assert.equal(levels.filter((l) => l === 1).length, 1, `${route.path}: one h1`);
      levels.reduce((previous, level) => {
        assert.ok(level <= previous + 1, `${route.path}: an h${level} follows an h${previous}`);
        return level;
      }, 0);
    }
  });
});
