// Content step: content/ loaded and validated (src/content/load.ts), or, when none of its inputs changed since a
// build that validated it, the validated content that build kept. Only valid content is kept, so invalid content
// always reaches the validator and fails with its messages; a hit never loads zod, yaml, marked or sanitize-html.
// When content must be validated, each file whose text an earlier build parsed skips YAML (and an article, Markdown),
// and many new articles are parsed on every core first (src/steps/parse-pool.ts).
import { createHash } from 'node:crypto';
import { link, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { deserialize, serialize } from 'node:v8';
import type { CopyClaims, Content, ParsedText, RawContent } from '../content/load';
import type { ParsedYaml } from '../content/yaml';
import type { BuildCache } from '../lib/cache';
import type { KeptMemo } from '../lib/memo';
import { BUILD_KIND_VARIABLES } from '../content/stand-ins';
import { type ParsedOn, parseTexts } from './parse-pool';

/**
 * Everything validated content is made from: the tables and articles with their images, the loader, the helpers
 * it uses (image hashes), and the packages (their versions are in the lock file).
 */
const INPUTS = ['content', 'src/content', 'src/lib', 'src/steps/content.ts', 'package-lock.json'];
/** What turns an article's text into its parsed front matter and HTML. */
const TEXT_INPUTS = ['src/content/articles.ts', 'src/lib/markdown.ts', 'src/steps/content.ts', 'package-lock.json'];
/** What decides the claims a record or article makes (the rules read content/site.yaml, which is part of their key). */
const CLAIMS_INPUTS = ['src/content', 'src/lib', 'src/steps/content.ts', 'package-lock.json'];
/** What turns a YAML file into its value and the lines of its fields. */
const YAML_INPUTS = ['src/content/yaml.ts', 'src/steps/content.ts', 'package-lock.json'];

export async function cachedContent(
  root: string,
  cache: BuildCache,
  options: {
    content?: RawContent;
    env?: NodeJS.ProcessEnv;
    /** Threads the articles are parsed on (src/steps/parse-pool.ts chooses by default). */
    threads?: number;
    /** Told how many articles were parsed afresh, and on how many threads, when the content was validated. */
    onParsed?: (parsed: ParsedOn) => void;
  } = {},
): Promise<Content> {
  const { env = process.env } = options;
  // Tables handed in by the caller (tests, the benchmark) are not files the key could cover. The year is part of
  // the key because the copy counts {yearsInBusiness} to it; the settings that make a build live or a preview are,
  // because a live build refuses what a preview lists.
  const year = new Date().getFullYear();
  const kind = BUILD_KIND_VARIABLES.map((name) => env[name] ?? null);
  const key = options.content ? undefined : cache.key(INPUTS, root, ...kind, year);
  const hit = key && (await cache.find('content', key));
  if (hit) return JSON.parse(await readFile(join(hit, 'content.json'), 'utf8')) as Content;
  const [{ filledArticleTexts, readContent, validateContent }, texts, claims, files] = await Promise.all([
    import('../content/load'),
    keptMemo<ParsedText>(cache, 'texts', TEXT_INPUTS),
    keptMemo<CopyClaims>(cache, 'claims', CLAIMS_INPUTS),
    keptMemo<ParsedYaml>(cache, 'yaml', YAML_INPUTS),
  ]);
  const raw = options.content ?? readContent(root, files);
  const parsed = await parseTexts(filledArticleTexts(raw, env, year), texts, options.threads);
  options.onParsed?.(parsed);
  let content: Content;
  try {
    content = validateContent(raw, env, { texts, claims }, year);
  } catch (error) {
    if (error instanceof Error && error.name === 'ContentErrors')
      error.message = (await formLabels(raw))(error.message);
    throw error;
  }
  if (content.warnings.length) {
    const label = await formLabels(raw);
    content.warnings = content.warnings.map(label);
  }
  await Promise.all([
    key && cache.save('content', key, (dir) => writeFile(join(dir, 'content.json'), JSON.stringify(content))),
    texts.save(),
    claims.save(),
    files.save(),
  ]);
  return content;
}

/**
 * Labels each line that names a field with the editor form's labels for it (src/lib/field-labels.ts), so the owner
 * reading a build's errors, on the host or under npm run admin, finds the field in the form. Loaded only when there
 * is something to say: the editor's configuration needs the schemas' JSON Schema export.
 */
async function formLabels(raw: RawContent): Promise<(lines: string) => string> {
  const [{ withLabels }, { editorConfig }, { contentFiles, recordFile }, { slugOf }] = await Promise.all([
    import('../lib/field-labels'),
    import('./editor-config'),
    import('../content/content-files'),
    import('../content/errors'),
  ]);
  const forms = editorConfig({ origin: 'https://localhost', categories: [], backend: { local: '' } });
  // The fields of each file, to name its list items by their headings as the form does.
  const single = new Map<string, unknown>([
    [contentFiles.site.file, raw.site],
    [contentFiles.navigation.file, raw.navigation],
    [contentFiles.social.file, raw.social],
  ]);
  for (const [key, { file, record }] of Object.entries(contentFiles.pages)) {
    const value = raw.pages[key as keyof RawContent['pages']];
    single.set(file, record ? { ...(single.get(file) as object | undefined), [record]: value } : value);
  }
  for (const table of ['services', 'productCategories', 'areas', 'reviews'] as const)
    for (const row of raw[table]) single.set(recordFile(table, slugOf(row)), row);
  return (lines) => withLabels(forms, lines, (file) => single.get(file));
}

/**
 * Parsed texts no load has used for this long are dropped, so texts edited away do not pile up; and past this many,
 * the oldest, so that a build of far larger content (the benchmark's) leaves the next build of this one a small file.
 */
const KEEP_UNUSED_MS = 7 * 24 * 60 * 60 * 1000;
const KEEP_UNUSED = 200;

/** Files a memo is kept in, each rewritten only when one of its texts was added or dropped. */
const SHARDS = 32;

/**
 * The parsed texts (articles, or YAML files) earlier validations saw, by a hash of each text: at ten thousand
 * records, YAML and Markdown are most of the content step, and an edit changes one file at a time. The memo is kept
 * in `SHARDS` files by hash, so an edit rewrites one of them and links the rest from the previous entry.
 */
async function keptMemo<V>(
  cache: BuildCache,
  kind: string,
  inputs: readonly string[],
): Promise<KeptMemo<V> & { save(): Promise<void> }> {
  const key = cache.key(inputs);
  const entry = await cache.find(kind, key);
  type Kept = Record<string, { at: number; parsed: V }>;
  // In V8's own format, which reads back faster than JSON: there is no text to decode and parse.
  const shardFile = (shard: number) => `${kind}-${shard}.bin`;
  const shards = await Promise.all(
    Array.from({ length: SHARDS }, async (_, shard) =>
      entry
        ? readFile(join(entry, shardFile(shard)))
            .then((bytes) => deserialize(bytes) as Kept)
            // A shard that cannot be read is one whose texts are parsed again.
            .catch(() => ({}) as Kept)
        : ({} as Kept),
    ),
  );
  const now = Date.now();
  const used = new Set<string>();
  const changed = new Set<number>();
  const textHash = (text: string) => createHash('sha1').update(text).digest('base64');
  const shardOf = (hash: string) => hash.charCodeAt(0) % SHARDS;
  return {
    get(text) {
      const hash = textHash(text);
      const found = shards[shardOf(hash)]![hash];
      if (found) used.add(hash);
      return found?.parsed;
    },
    set(text, parsed) {
      const hash = textHash(text);
      shards[shardOf(hash)]![hash] = { at: now, parsed };
      used.add(hash);
      changed.add(shardOf(hash));
    },
    async save() {
      const at = (hash: string) => shards[shardOf(hash)]![hash]?.at ?? 0;
      const unused = shards
        .flatMap((kept) => Object.keys(kept))
        .filter((hash) => !used.has(hash))
        .sort((a, b) => at(b) - at(a));
      const stale = unused.filter((hash, i) => i >= KEEP_UNUSED || now - at(hash) > KEEP_UNUSED_MS);
      for (const hash of stale) {
        delete shards[shardOf(hash)]![hash];
        changed.add(shardOf(hash));
      }
      if (!changed.size) return;
      // A text's last use is noted when its file is written anyway.
      for (const hash of used) {
        const kept = shards[shardOf(hash)]![hash];
        if (kept && changed.has(shardOf(hash))) kept.at = now;
      }
      const fill = async (dir: string) => {
        await Promise.all(
          shards.map(async (kept, shard) => {
            const file = join(dir, shardFile(shard));
            if (changed.has(shard) || !entry) return writeFile(file, serialize(kept));
            return link(join(entry, shardFile(shard)), file).catch(() => writeFile(file, serialize(kept)));
          }),
        );
      };
      await cache.save(kind, key, fill, true);
    },
  };
}
