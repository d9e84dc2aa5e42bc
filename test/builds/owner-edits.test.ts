// The owner's everyday edits, made on a copy of the project as docs/CONTENT.md tells the owner to make them: add an
// article, a service, an area, a product category and a FAQ; remove an article and a product category. The copy
// must build with every check the build makes (links, budgets), pass linkinator, and show the new pages wherever
// their kind is listed, with the removed ones gone and nothing linking to them.
import assert from 'node:assert/strict';
import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import fg from 'fast-glob';
import { readContent } from '../../src/content/load';
import { linkinatorCheck } from '../helpers/linkinator';
import { copyProject, type ProjectCopy } from '../../scripts/lib/project-copy';

const real = readContent();
const slugs = (table: 'services' | 'productCategories' | 'areas') => real[table].map((r) => String(r.slug));
const files = (dir: string) => readdirSync(join(import.meta.dirname, '../..', dir));

describe('the owner adds and removes content', { timeout: 180_000 }, () => {
  let copy: ProjectCopy;
  let html: (path: string) => string;
  let allHtml: () => { file: string; text: string }[];
  const added = {
    article: 'replacing-a-lost-front-door-key',
    service: 'safe-opening',
    area: 'test-borough',
    category: 'door-hardware',
  };
  let removedArticle = '';
  let removedCategory = '';
  let firstFailure = '';

  before(async () => {
    copy = copyProject();
    const linked = (path: string) =>
      fg.sync('content/**/*.{yaml,md}', { cwd: copy.root }).filter((f) => copy.read(f).includes(`(${path})`));

    // An article: a copy of one with a new file name, a new title and a later date than any.
    const [newest] = files('content/blog').filter((f) => f.endsWith('.md'));
    assert.ok(newest, 'the blog has an article to copy');
    copy.write(
      `content/blog/${added.article}.md`,
      copy
        .read(`content/blog/${newest}`)
        .replace(/^title: .*$/m, 'title: "Replacing a Lost Front Door Key in London"')
        .replace(/^date: .*$/m, 'date: "2099-01-01"')
        .replace(/^reviewed: .*\n/m, ''),
    );

    // A service, a product category and an area: a copy of an existing file under a new name, retitled.
    const [service] = slugs('services');
    copy.write(`content/services/${added.service}.yaml`, copy.read(`content/services/${service}.yaml`));
    copy.editYaml(`content/services/${added.service}.yaml`, (doc) => {
      doc.set('title', 'Safe Opening');
      doc.set('metaTitle', 'Safe Opening London – Non-Destructive Safe Entry');
      doc.set('order', 100);
    });
    const [category] = slugs('productCategories');
    copy.write(`content/products/${added.category}.yaml`, copy.read(`content/products/${category}.yaml`));
    copy.editYaml(`content/products/${added.category}.yaml`, (doc) => {
      doc.set('title', 'Door Hardware');
      doc.setIn(['seo', 'title'], 'Door Hardware London – Handles, Hinges and Closers');
    });
    const [area] = slugs('areas');
    copy.write(`content/areas/${added.area}.yaml`, copy.read(`content/areas/${area}.yaml`));
    copy.editYaml(`content/areas/${added.area}.yaml`, (doc) => doc.set('name', 'Test Borough'));

    // A FAQ, added to a service.
    copy.editYaml(`content/services/${service}.yaml`, (doc) =>
      doc.addIn(['faqs'], {
        question: 'Do you carry spare keys for common locks?',
        answer: 'No. We cut every key to your lock on site, so no spare of your key exists anywhere but with you.',
      }),
    );

    // Removed: the article fewest others link to, with those links turned into plain text as the owner would.
    const counts = files('content/blog')
      .filter((f) => f.endsWith('.md') && f !== newest)
      .map((f) => f.replace(/\.md$/, ''))
      .map((slug) => ({ slug, from: linked(`/blog/${slug}/`) }))
      .sort((a, b) => a.from.length - b.from.length);
    removedArticle = counts[0]?.slug ?? '';
    assert.ok(removedArticle, 'an article to remove');
    rmSync(join(copy.root, `content/blog/${removedArticle}.md`));
    for (const file of counts[0]?.from ?? [])
      copy.write(
        file,
        copy.read(file).replaceAll(new RegExp(`\\[([^\\]]+)\\]\\(/blog/${removedArticle}/\\)`, 'g'), '$1'),
      );
    removedCategory =
      slugs('productCategories')
        .filter((s) => s !== category)
        .find((s) =>
          fg.sync('content/blog/*.md', { cwd: copy.root }).every((f) => !copy.read(f).includes(`/products/${s}/`)),
        ) ?? '';
    assert.ok(removedCategory, 'a product category no article links to');
    rmSync(join(copy.root, `content/products/${removedCategory}.yaml`));

    // The first build names each file and line still linking to the removed category, and fails.
    await copy.build().catch((error: unknown) => {
      firstFailure = error instanceof Error ? error.message : String(error);
    });
    // The owner then removes those links, as the errors say.
    for (const file of fg.sync('content/**/*.yaml', { cwd: copy.root })) {
      copy.editYaml(file, (doc) => {
        // Each link item (an entry with that href) is taken out of its list.
        const target = `/products/${removedCategory}/`;
        const prune = (value: unknown, path: (string | number)[]) => {
          if (Array.isArray(value))
            for (let i = value.length - 1; i >= 0; i--) {
              const item: unknown = value[i];
              if (item && typeof item === 'object' && (item as { href?: unknown }).href === target)
                doc.deleteIn([...path, i]);
              else prune(item, [...path, i]);
            }
          else if (value && typeof value === 'object')
            for (const [key, v] of Object.entries(value)) prune(v, [...path, key]);
        };
        prune(doc.toJS(), []);
      });
    }
    await copy.build();
    const dist = join(copy.root, 'dist');
    html = (path) => copy.read(join('dist', path, 'index.html'));
    allHtml = () => fg.sync('**/*.html', { cwd: dist }).map((file) => ({ file, text: copy.read(join('dist', file)) }));
  });
  after(() => copy?.remove());

  it('first fails naming the file and line of each link to the removed category', () => {
    assert.match(firstFailure, new RegExp(`content/pages/home\\.yaml:\\d+ › products\\.items\\[\\d+\\]\\.href`));
    assert.match(firstFailure, new RegExp(`found "/products/${removedCategory}/"`));
  });

  it('builds every new page, and none of the removed ones', () => {
    for (const path of [
      `/blog/${added.article}/`,
      `/services/${added.service}/`,
      `/products/${added.category}/`,
      `/areas/${added.area}/`,
    ])
      assert.match(html(path), /<h1[^>]*>/, path);
    assert.deepEqual(
      allHtml()
        .map((p) => p.file)
        .filter((f) => f.startsWith(`blog/${removedArticle}/`) || f.startsWith(`products/${removedCategory}/`)),
      [],
    );
  });

  it('passes linkinator, with nothing linking to a removed page', async () => {
    assert.ok((await linkinatorCheck(join(copy.root, 'dist'))).length > 0);
    for (const { file, text } of allHtml()) {
      assert.ok(!text.includes(`href="/blog/${removedArticle}/"`), `${file} links to the removed article`);
      assert.ok(!text.includes(`href="/products/${removedCategory}/"`), `${file} links to the removed category`);
    }
  });

  it('lists the new pages in the sitemap and the feed, and leaves the removed ones out', () => {
    const sitemap = copy.read('dist/sitemap.xml');
    for (const path of Object.entries(added).map(([kind, slug]) => pathOf(kind, slug)))
      assert.ok(sitemap.includes(`${path}</loc>`), `${path} in the sitemap`);
    assert.ok(!sitemap.includes(`/blog/${removedArticle}/<`));
    assert.ok(!sitemap.includes(`/products/${removedCategory}/<`));
    const feed = copy.read('dist/blog/feed.xml');
    assert.ok(feed.includes(`/blog/${added.article}/`));
    assert.ok(!feed.includes(`/blog/${removedArticle}/`));
  });

  it('shows the new service in the menu and the listings, and the others where they belong', () => {
    assert.ok(html('/').includes(`href="/services/${added.service}/"`), 'the header menu of every page');
    assert.ok(html('/services/').includes(`href="/services/${added.service}/"`), '/services/');
    assert.ok(html('/products/').includes(`href="/products/${added.category}/"`), '/products/');
    assert.ok(!html('/products/').includes(`href="/products/${removedCategory}/"`));
    assert.ok(html('/areas/').includes(`href="/areas/${added.area}/"`), '/areas/');
    assert.ok(html('/blog/').includes(`href="/blog/${added.article}/"`), '/blog/ lists the newest first');
  });

  it('shows the added FAQ on its service page', () => {
    const [service] = slugs('services');
    assert.ok(html(`/services/${service}/`).includes('Do you carry spare keys for common locks?'));
  });
});

function pathOf(kind: string, slug: string): string {
  const section = { article: 'blog', service: 'services', area: 'areas', category: 'products' }[kind];
  return `/${section}/${slug}/`;
}
