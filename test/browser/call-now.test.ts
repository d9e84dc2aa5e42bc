// docs/site.md#what-the-site-is, docs/architecture.md#who-uses-it 1: every 'Call Now' button dials, as a plain tel: link, without showing
// the number. (every-page.test.ts checks that no 'Call Now' anywhere is anything else.)
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { telHref } from '../../src/lib/paths';
import type { PageKind } from '../../routes';
import { sizes } from '../../scripts/lib/chromium';
import { browserSession } from './support/session';
import { content, firstPath } from './support/urls';

const session = browserSession();
const tel = telHref(content.site.telephone);
const digits = content.site.telephone.replace(/\D/g, '');

/** The page kinds whose copy offers a 'Call Now' button (docs/site.md#pages). */
const withCallNow: PageKind[] = ['home', 'services', 'service', 'products', 'product', 'area', 'article'];

for (const size of sizes) {
  describe(`'Call Now' (${size.name})`, () => {
    for (const kind of withCallNow) {
      const path = firstPath(kind);
      it(`dials ${tel} from ${path}`, async () => {
        const page = await session.open(size, path);
        const links = page.getByRole('link', { name: /call now/i });
        const found = await links.evaluateAll((all) =>
          all.map((a) => ({ href: a.getAttribute('href'), text: a.textContent ?? '' })),
        );
        assert.ok(found.length > 0, `no visible 'Call Now' link on ${path}`);
        for (const link of found) {
          assert.equal(link.href, tel);
          assert.ok(!link.text.replace(/\D/g, '').includes(digits), `'${link.text}' shows the number`);
        }
      });
    }
  });
}
