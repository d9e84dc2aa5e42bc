// Rendering only what changed (src/steps/render-cache.ts): a build renders again exactly the pages whose route changed,
// or whose file in the output is no longer the one it wrote, leaves the others in the previous output, and leaves
// what a build from scratch writes (src/steps/staging.ts); a change to the code renders every page again.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { deserialize, serialize } from 'node:v8';
import { after, before, describe, it } from 'node:test';
import { parseDocument } from 'yaml';
import { build } from '../../build';
import { buildRoutes } from '../../routes';
import { readContent, validateContent } from '../../src/content/load';
import { copyProject, type ProjectCopy } from '../../scripts/lib/project-copy';
import { fileHashes } from '../helpers/file-hashes';

/** An article's text with " (updated)" after its title, its other front matter and body as they were. */
function retitled(text: string): string {
  const [, yaml = '', body = ''] = /^---\r?\n([\s\S]*?)\r?\n---([\s\S]*)$/.exec(text) ?? [];
  const doc = parseDocument(yaml);
  doc.set('title', `${String(doc.get('title'))} (updated)`);
  return `---\n${doc.toString({ lineWidth: 0 })}---${body}`;
}

describe('rendering only what changed', { timeout: 600_000 }, () => {
  let copy: ProjectCopy;
  before(() => {
    copy = copyProject();
  });
  after(() => copy.remove());

  const rebuild = () => build({ root: copy.root, quiet: true, draftImages: true });
  const routesByPath = () => {
    const routes = buildRoutes(validateContent(readContent(copy.root), process.env));
    return new Map(routes.map((route) => [route.path, route]));
  };
  const sorted = (paths: string[]) => paths.toSorted();

  it('renders every page once, then none while nothing changes', async () => {
    const first = await rebuild();
    assert.equal(first.rendered.length, first.pages);
    const again = await rebuild();
    assert.deepEqual(again.rendered, [], 'nothing changed, nothing rendered');
    assert.equal(again.pages, first.pages);
    // The report gives this build's render time of each page: none for a page it linked.
    const report = JSON.parse(copy.read('build-report.json')) as { pages: { path: string; renderMs: number }[] };
    assert.deepEqual(
      report.pages.filter((p) => p.renderMs !== 0).map((p) => p.path),
      [],
    );
  });

  it('after an edit to one article, renders the pages whose route changed and writes what a clean build writes', async () => {
    const before = routesByPath();
    const file = `content/blog/${readdirSync(join(copy.root, 'content/blog')).find((f) => f.endsWith('.md'))}`;
    copy.write(file, retitled(copy.read(file)));
    const after = routesByPath();
    const changed = [...after].flatMap(([path, route]) => (isDeepStrictEqual(before.get(path), route) ? [] : [path]));
    const article = [...after.values()].find(
      (r) => r.page === 'article' && JSON.stringify(r.props).includes('(updated)'),
    );
    assert.ok(article && changed.includes(article.path), 'the article itself changed');
    assert.ok(changed.length < after.size, 'not every page shows the article');

    const result = await rebuild();
    assert.deepEqual(sorted(result.rendered), sorted(changed));
    const clean = await build({ root: copy.root, outDir: 'clean', quiet: true, draftImages: true, cache: false });
    assert.equal(clean.rendered.length, clean.pages, 'without the cache, every page is rendered');
    const [cached, fresh] = await Promise.all([
      fileHashes(join(copy.root, 'dist')),
      fileHashes(join(copy.root, 'clean')),
    ]);
    assert.deepEqual([...cached.keys()], [...fresh.keys()], 'the same files');
    for (const [name, hash] of fresh) assert.equal(cached.get(name), hash, `${name} differs from a clean build`);
  });

  it('renders again a page whose file was changed in the output since', async () => {
    const page = 'about/index.html';
    const written = copy.read(`dist/${page}`);
    copy.write(`dist/${page}`, written.replace('</body>', '<p>edited by hand</p></body>'));
    const result = await rebuild();
    assert.deepEqual(result.rendered, ['/about/']);
    assert.equal(copy.read(`dist/${page}`), written);
  });

  it('updates the output in place: a page added, then removed with its folder, and a file it never made removed', async () => {
    const clean = () => build({ root: copy.root, outDir: 'clean', quiet: true, draftImages: true, cache: false });
    const sameAsClean = async () => {
      const [updated, fresh] = await Promise.all([
        fileHashes(join(copy.root, 'dist')),
        fileHashes(join(copy.root, 'clean')),
      ]);
      assert.deepEqual([...updated], [...fresh], 'the files of a clean build, byte for byte');
    };
    const source = readdirSync(join(copy.root, 'content/blog')).find((f) => f.endsWith('.md'))!;
    const added = 'content/blog/a-copy-under-another-name.md';
    copy.write(added, retitled(retitled(copy.read(`content/blog/${source}`))));
    const withPage = await rebuild();
    const page = withPage.rendered.find((path) => path.endsWith('/a-copy-under-another-name/'));
    assert.ok(page, 'the new article is rendered');
    assert.ok(withPage.rendered.length < withPage.pages, 'the other pages are left in place');
    await clean();
    await sameAsClean();

    unlinkSync(join(copy.root, added));
    copy.write('dist/left-by-hand.txt', 'not made by the build');
    const without = await rebuild();
    assert.ok(without.rendered.length < without.pages, 'the output is updated, not replaced');
    assert.equal(existsSync(join(copy.root, 'dist', page)), false, `${page} and its folder are gone`);
    assert.equal(existsSync(join(copy.root, 'dist/left-by-hand.txt')), false);
    await clean();
    await sameAsClean();
  });

  it('renders every page again when the record of the last build cannot be read', async () => {
    // The record of the pages written into dist/: one entry per output folder, named by a hash of its path.
    const entry = createHash('sha256').update(join(copy.root, 'dist')).digest('hex').slice(0, 20);
    const record = join(copy.root, 'node_modules/.cache/locksmith-build', `pages-${entry}`, 'pages.bin');
    assert.ok(existsSync(record), record);
    // Cut short, and of another shape: each page's key as it is, without its file, result or links.
    const kept = deserialize(readFileSync(record)) as { strings: string[]; pages: Map<string, { key: string }> };
    const keysOnly = { ...kept, pages: new Map([...kept.pages].map(([path, { key }]) => [path, { key }])) };
    for (const bytes of [Buffer.from('cut short'), serialize(keysOnly)]) {
      writeFileSync(record, bytes);
      const result = await rebuild();
      assert.equal(result.rendered.length, result.pages);
    }
  });

  it('renders every page again once the code changes', async () => {
    copy.write('src/Document.tsx', `${copy.read('src/Document.tsx')}\n// A change to the code, however small.\n`);
    const result = await rebuild();
    assert.equal(result.rendered.length, result.pages);
  });
});
