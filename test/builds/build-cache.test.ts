// docs/architecture.md#targets, build under 2 s: a build reuses the outputs of steps whose inputs did not change, without it
// showing in what it builds, and a build that reuses them loads none of the packages that made them.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { cp, mkdir, mkdtemp, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { fileHashes } from '../helpers/file-hashes';
import { after, before, describe, it } from 'node:test';
import { build } from '../../build';
import { openCache } from '../../src/lib/cache';
import { cachedContent } from '../../src/steps/content';
import type { CopyClaims, ParsedText } from '../../src/content/load';
import type { ParsedYaml } from '../../src/content/yaml';
import type { KeptMemo } from '../../src/lib/memo';
import { buildSite } from '../helpers/shared-build';

const root = process.cwd();
const run = promisify(execFile);

/** A memo of texts, as the build keeps between builds, that counts the texts it was given to keep: each one parsed. */
function countingMemo<V>(): KeptMemo<V> & { parsed: number } {
  const kept = new Map<string, V>();
  let parsed = 0;
  return {
    get parsed() {
      return parsed;
    },
    get: (text) => kept.get(text),
    set: (text, value) => {
      parsed++;
      kept.set(text, value);
    },
  };
}

describe('the build cache', () => {
  let temp: string;
  before(async () => {
    // After the shared site's build, which encodes the article images and social cards into the cache these builds
    // read: encoded once per run, not by every build at once. Only waited for: the tests that read it report its
    // failure.
    await buildSite().catch(() => {});
    temp = await mkdtemp(join(tmpdir(), 'locksmith-cache-'));
  });
  /** One build with the cache, which fills (or finds) every entry, for the two tests whose builds reuse them all. */
  let filled: Promise<unknown> | undefined;
  const fillCache = () => (filled ??= build({ outDir: join(temp, 'first'), quiet: true }));
  after(() => rm(temp, { recursive: true, force: true }));

  it('builds the same output, byte for byte, from its entries as from scratch', async () => {
    const fresh = await build({ outDir: join(temp, 'fresh'), quiet: true, cache: false });
    assert.deepEqual(fresh.cached, [], 'a build without the cache reuses nothing');
    await fillCache();
    const reused = await build({ outDir: join(temp, 'reused'), quiet: true });
    assert.deepEqual([...reused.cached].sort(), ['bundle', 'content', 'css', 'editor', 'editor-config', 'icons']);
    const [a, b] = await Promise.all([fileHashes(join(temp, 'fresh')), fileHashes(join(temp, 'reused'))]);
    assert.ok(a.size > 100, `${a.size} files built`);
    assert.deepEqual([...b.keys()], [...a.keys()], 'the same files');
    for (const [file, hash] of a) assert.equal(b.get(file), hash, `${file} differs`);
  });

  it('keeps validated content that reads back exactly as the validator returned it, its warnings with the form labels', async () => {
    const { validateContent } = await import('../../src/content/load');
    const { warnings, ...validated } = validateContent();
    const cache = openCache(root);
    const first = await cachedContent(root, cache);
    const reread = await cachedContent(root, cache);
    assert.ok(cache.hits.has('content'));
    assert.deepStrictEqual(reread, first);
    const { warnings: labelled, ...rest } = reread;
    assert.deepStrictEqual(rest, validated);
    // Each warning as the validator wrote it, with the labels of the editor's form after the field it names.
    const unlabelled = labelled.map((w) => w.replace(/^(\S+ › [^:(]+?) \([^)]*\)(?=: )/, '$1'));
    assert.deepStrictEqual(unlabelled, warnings);
  });

  it('parses an article text once, and still reports the problems of one kept from an earlier load', async () => {
    const { ContentErrors, readContent, validateContent } = await import('../../src/content/load');
    const texts = countingMemo<ParsedText>();
    const raw = readContent();
    const first = validateContent(raw, {}, { texts });
    assert.equal(texts.parsed, raw.articles.length);
    assert.deepStrictEqual(validateContent(raw, {}, { texts }), first);
    assert.equal(texts.parsed, raw.articles.length, 'the second load parsed nothing again');

    const [article, ...others] = raw.articles;
    assert.ok(article);
    const broken = { ...article, text: `${article.text}\n<iframe src="https://example.org/"></iframe>\n` };
    for (let load = 0; load < 2; load++) {
      assert.throws(
        () => validateContent({ ...raw, articles: [broken, ...others] }, {}, { texts }),
        (error: unknown) => error instanceof ContentErrors && /<iframe>/.test(error.message),
        `load ${load + 1} reports the table`,
      );
    }
  });

  it('parses the articles on worker threads beside this one into the same content, each text once', async () => {
    const { filledArticleTexts, readContent, validateContent } = await import('../../src/content/load');
    const { parseTexts } = await import('../../src/steps/parse-pool');
    const texts = countingMemo<ParsedText>();
    const raw = readContent();
    const on = await parseTexts(filledArticleTexts(raw, {}, new Date().getFullYear()), texts, 2);
    assert.equal(on.parsed, raw.articles.length);
    assert.equal(on.threads, 2);
    assert.ok(on.byWorkers > 0 && on.byWorkers < on.parsed, `${on.byWorkers} of ${on.parsed} parsed on the worker`);
    assert.equal(texts.parsed, raw.articles.length);
    assert.deepStrictEqual(validateContent(raw, {}, { texts }), validateContent(raw, {}));
    assert.equal(texts.parsed, raw.articles.length, 'validating parsed nothing again');
  });

  it('reads the claims of a record or article once, and still reports those of one kept from an earlier load', async () => {
    const { ContentErrors, readContent, validateContent } = await import('../../src/content/load');
    const claims = countingMemo<CopyClaims>();
    const raw = readContent();
    const first = validateContent(raw, {}, { claims });
    // Each record and each article is read once.
    const read = claims.parsed;
    assert.ok(read > raw.articles.length + raw.areas.length, `${read}`);
    assert.deepStrictEqual(validateContent(raw, {}, { claims }), first);
    assert.equal(claims.parsed, read, 'the second load read nothing again');

    const [article, ...others] = raw.articles;
    assert.ok(article);
    const text = `${article.text}\n## We arrive in 30 minutes\n`;
    const line = text.split('\n').length - 1;
    for (let load = 0; load < 2; load++) {
      assert.throws(
        () => validateContent({ ...raw, articles: [{ ...article, text }, ...others] }, {}, { claims }),
        (error: unknown) =>
          error instanceof ContentErrors &&
          error.message.includes(`${article.file} › line ${line} heading`) &&
          /rule: arrival times are an aim/.test(error.message),
        `load ${load + 1} reports the claim`,
      );
    }
    assert.equal(claims.parsed, read + 1, 'the edited text was read once');
  });

  it('parses a YAML file once, and still reports the syntax problem of one kept from an earlier read', async () => {
    const { readContent } = await import('../../src/content/load');
    const files = countingMemo<ParsedYaml>();
    const first = readContent(root, files);
    const yamlFiles = files.parsed;
    assert.ok(yamlFiles >= Object.keys(first.lines ?? {}).length && yamlFiles > 0, `${yamlFiles} files parsed`);
    assert.deepStrictEqual(readContent(root, files), first);
    assert.equal(files.parsed, yamlFiles, 'the second read parsed nothing again');

    const project = await mkdtemp(join(temp, 'yaml-'));
    await cp(join(root, 'content'), join(project, 'content'), { recursive: true });
    const site = join(project, 'content/site.yaml');
    await writeFile(site, `${await readFile(site, 'utf8')}\nbroken: [unclosed\n`);
    for (let read = 0; read < 2; read++) {
      const { unreadable } = readContent(project, files);
      const problem = unreadable?.find((p) => p.file === 'content/site.yaml');
      assert.equal(problem?.expected, 'valid YAML', `read ${read + 1} reports the file`);
    }
    assert.equal(files.parsed, yamlFiles + 1, 'the broken file was parsed once');
  });

  it('keys an entry by the bytes of its inputs, finds what it saved, and keeps only the most recent entries', async () => {
    const project = join(temp, 'project');
    await mkdir(join(project, 'content/blog'), { recursive: true });
    const article = join(project, 'content/blog/a.md');
    await writeFile(article, 'one');
    const cache = openCache(project);
    const key = cache.key(['content'], 'x');
    assert.equal(cache.key(['content'], 'x'), key, 'the same inputs give the same key');
    assert.notEqual(cache.key(['content'], 'y'), key, 'a value is part of the key');
    await writeFile(article, 'two');
    const changed = openCache(project).key(['content'], 'x');
    assert.notEqual(changed, key, 'changed bytes give a new key');
    await writeFile(join(project, 'content/blog/b.md'), '');
    assert.notEqual(openCache(project).key(['content'], 'x'), changed, 'a new file gives a new key');

    assert.equal(await cache.find('kind', key), undefined);
    await cache.save('kind', key, (dir) => writeFile(join(dir, 'value.txt'), 'saved'));
    const entry = await cache.find('kind', key);
    assert.ok(entry);
    assert.equal(await readFile(join(entry, 'value.txt'), 'utf8'), 'saved');
    assert.equal(await openCache(project, false).find('kind', key), undefined, 'a disabled cache finds nothing');

    // Older entries are dropped once a kind has more than twelve, the least recently used first.
    const old = new Date(Date.now() - 60_000);
    await utimes(entry, old, old);
    for (let i = 0; i < 12; i++) await cache.save('kind', `k${i}`, async () => {});
    assert.equal(await cache.find('kind', key), undefined, 'the oldest entry was pruned');
    assert.ok(await cache.find('kind', 'k11'));
  });

  it('lets a build that reuses every entry run without loading the packages those steps need', async () => {
    // Records every package the build imports, through a module resolution hook.
    const log = join(temp, 'imports.txt');
    const hooks = `import { appendFileSync } from 'node:fs';
      let file; export function initialize(data) { file = data.file; }
      export async function resolve(specifier, context, next) {
        if (!/^(node:|file:|data:|\\.|\\/)/.test(specifier)) appendFileSync(file, specifier + '\\n');
        return next(specifier, context);
      }`;
    const register = `import { register } from 'node:module'; register(${JSON.stringify(`data:text/javascript,${encodeURIComponent(hooks)}`)}, { data: { file: ${JSON.stringify(log)} } });`;
    const script = `const { build } = await import('./build.ts');
      const result = await build({ outDir: ${JSON.stringify(join(temp, 'warm'))}, quiet: true });
      console.log(JSON.stringify(result.cached));`;
    await fillCache();
    await writeFile(log, '');
    const { stdout } = await run(
      process.execPath,
      [
        '--import',
        'tsx',
        '--import',
        `data:text/javascript,${encodeURIComponent(register)}`,
        '--input-type=module',
        '-e',
        script,
      ],
      { cwd: root, env: { ...process.env, NODE_ENV: 'production' } },
    );
    assert.deepEqual((JSON.parse(stdout.trim().split('\n').pop() ?? '[]') as string[]).sort(), [
      'bundle',
      'content',
      'css',
      'editor',
      'editor-config',
      'icons',
    ]);
    const loaded = new Set((await readFile(log, 'utf8')).split('\n').filter(Boolean));
    assert.ok(
      [...loaded].some((p) => p.startsWith('react')),
      'the hook sees the packages the render imports',
    );
    for (const heavy of [
      'zod',
      'yaml',
      'marked',
      'sanitize-html',
      'fast-glob',
      '@tailwindcss/node',
      '@tailwindcss/oxide',
      'esbuild',
      'sharp',
      'linkinator',
      'lighthouse',
      'playwright-core',
    ])
      assert.ok(!loaded.has(heavy), `the build loaded ${heavy}`);
  });
});
