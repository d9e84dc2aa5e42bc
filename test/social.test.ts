// Social previews, icons and the manifest (issue: search and hosting outputs): every page's Open Graph and Twitter
// tags, each og:image a real 1200×630 file, the favicon set and a manifest that names real icons.
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { before, describe, it } from 'node:test';
import sharp from 'sharp';
import { wrapTitle } from '../src/lib/social-card';
import { fill } from '../src/lib/template';
import { buildSite, type BuiltSite, siteContent } from './helpers/shared-build';
import { decodeEntities } from '../src/lib/xml';

const content = await siteContent();
const { origin: ORIGIN, name, themeColor } = content.site;

/** The content of every <meta property|name=…> in a page, by key (the last one if repeated). */
function metaTags(html: string): Map<string, string[]> {
  const tags = new Map<string, string[]>();
  for (const m of html.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)"\/?>/g)) {
    const key = m[1] ?? '';
    tags.set(key, [...(tags.get(key) ?? []), decodeEntities(m[2] ?? '')]);
  }
  return tags;
}

describe('social previews, icons and manifest', () => {
  let site: BuiltSite;
  before(async () => {
    site = await buildSite();
  });

  it('gives every page the Open Graph and Twitter tags, once each', async () => {
    for (const route of site.routes) {
      const meta = metaTags(await site.html(route.path));
      const one = (key: string) => {
        const values = meta.get(key) ?? [];
        assert.equal(values.length, 1, `${route.path}: ${key} appears ${values.length} times`);
        assert.ok(values[0], `${route.path}: ${key} is empty`);
        return values[0] ?? '';
      };
      assert.equal(one('og:title'), `${route.head.title} | ${name}`, route.path);
      assert.equal(one('og:description'), route.head.description, route.path);
      assert.equal(one('og:type'), route.page === 'article' ? 'article' : 'website', route.path);
      assert.equal(one('og:locale'), 'en_GB');
      assert.equal(one('og:site_name'), name);
      assert.equal(one('twitter:card'), 'summary_large_image');
      assert.equal(one('og:image'), `${ORIGIN}${route.head.image.path}`, route.path);
      assert.equal(one('twitter:image'), one('og:image'));
      assert.equal(one('og:image:width'), '1200');
      assert.equal(one('og:image:height'), '630');
      assert.match(one('og:image:alt'), /\S{3,}/);
      assert.equal(one('twitter:image:alt'), one('og:image:alt'));
      assert.equal(one('theme-color'), themeColor);
      // A page without a canonical address (the 404 page, a quote request's answers) has no og:url either.
      if (!route.head.canonicalPath) assert.equal(meta.get('og:url'), undefined);
      else assert.equal(one('og:url'), `${ORIGIN}${route.path}`);
    }
  });

  it('points every og:image at a real 1200×630 PNG in the output', async () => {
    const paths = new Set(site.routes.map((r) => r.head.image.path));
    for (const path of paths) {
      const file = join(site.outDir, path);
      assert.ok(existsSync(file), `${path} is missing from the output`);
      const { width, height, format } = await sharp(file).metadata();
      assert.deepEqual({ width, height, format }, { width: 1200, height: 630, format: 'png' }, path);
    }
  });

  it('draws one card per page kind, one per blog category naming it and one per article, showing its title', () => {
    const own = new Set<string>(['article', 'blogCategory']);
    // Pages that share another kind's card (a quote request's answers, the contact page's) count once.
    const kinds = new Set(site.routes.filter((r) => !own.has(r.page)).map((r) => r.head.image.card.name));
    const articles = site.routes.filter((r) => r.page === 'article');
    const categories = site.routes.filter((r) => r.page === 'blogCategory');
    const images = new Set(site.routes.map((r) => r.head.image.path));
    assert.equal(images.size, kinds.size + categories.length + articles.length);
    for (const route of categories) {
      const category = route.breadcrumbs.at(-1)?.label ?? '';
      assert.equal(route.head.image.card.title, fill(content.social.cards.blogCategory.title, { category }));
    }
    for (const route of articles) {
      assert.equal(route.head.image.card.title, route.props.article.title);
      assert.ok(route.head.image.alt.startsWith(route.props.article.title), route.head.image.alt);
      assert.match(route.head.image.path, new RegExp(`^/images/og/${route.props.article.slug}\\.[0-9a-f]{10}\\.png$`));
    }
  });

  it('wraps long titles into at most three lines and marks a cut with an ellipsis', () => {
    assert.deepEqual(wrapTitle('Locked out in London? A locksmith can be with you', 26, 3), [
      'Locked out in London? A',
      'locksmith can be with you',
    ]);
    const cut = wrapTitle('one two three four five six seven eight nine ten eleven twelve', 10, 2);
    assert.equal(cut.length, 2);
    assert.ok(cut[1]?.endsWith('…'));
  });

  it('links the favicon set and the manifest from every page, and the files exist at their declared sizes', async () => {
    const html = await site.html('/');
    assert.match(html, /<link rel="icon" href="\/favicon.svg" type="image\/svg\+xml"\/>/);
    assert.match(html, /<link rel="icon" href="\/favicon-32.png" type="image\/png" sizes="32x32"\/>/);
    assert.match(html, /<link rel="apple-touch-icon" href="\/apple-touch-icon.png"\/>/);
    assert.match(html, /<link rel="manifest" href="\/site.webmanifest"\/>/);
    for (const [file, size] of [
      ['favicon-32.png', 32],
      ['apple-touch-icon.png', 180],
      ['icon-192.png', 192],
      ['icon-512.png', 512],
    ] as const) {
      const { width, height, format, hasAlpha } = await sharp(join(site.outDir, file)).metadata();
      assert.deepEqual({ width, height, format }, { width: size, height: size, format: 'png' }, file);
      // iOS shows transparency as black, so the touch icon is opaque.
      if (file === 'apple-touch-icon.png') assert.equal(hasAlpha, false);
    }
    assert.ok(existsSync(join(site.outDir, 'favicon.svg')));
  });

  it('writes a web app manifest with the name, theme colour and icons that exist', async () => {
    const manifest = JSON.parse(await readFile(join(site.outDir, 'site.webmanifest'), 'utf8')) as {
      name: string;
      theme_color: string;
      start_url: string;
      icons: { src: string; sizes: string; type: string }[];
    };
    assert.equal(manifest.name, name);
    assert.equal(manifest.theme_color, themeColor);
    assert.equal(manifest.start_url, '/');
    assert.deepEqual(
      manifest.icons.map((i) => i.sizes),
      ['any', '192x192', '512x512'],
    );
    for (const icon of manifest.icons) assert.ok(existsSync(join(site.outDir, icon.src)), icon.src);
  });
});
