// Content step: content/ loaded and validated (src/content/load.ts), or, when none of its inputs changed since a
// build that validated it, the validated content that build kept. Only valid content is kept, so invalid content
// always reaches the validator and fails with its messages; a hit never loads zod, yaml, marked or sanitize-html.
// When content must be validated, each file whose text an earlier build parsed skips YAML (and an article, Markdown).
import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Content, ParsedText, RawContent } from '../content/load';
import type { ParsedYaml } from '../content/yaml';
import type { BuildCache } from '../lib/cache';
import { BUILD_KIND_VARIABLES } from '../content/stand-ins';

/**
 * Everything validated content is made from: the tables and articles with their images, the loader, the helpers
 * it uses (image hashes), and the packages (their versions are in the lock file).
 */
const INPUTS = ['content', 'src/content', 'src/lib', 'src/steps/content.ts', 'package-lock.json'];
/** What turns an article's text into its parsed front matter and HTML. */
const TEXT_INPUTS = ['src/content/articles.ts', 'src/lib/markdown.ts', 'src/steps/content.ts', 'package-lock.json'];
/** What turns a YAML file into its value and the lines of its fields. */
const YAML_INPUTS = ['src/content/yaml.ts', 'src/steps/content.ts', 'package-lock.json'];

export async function cachedContent(
  root: string,
  cache: BuildCache,
  options: { content?: RawContent; env?: NodeJS.ProcessEnv } = {},
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
  const [{ readContent, validateContent }, texts, files] = await Promise.all([
    import('../content/load'),
    keptMemo<ParsedText>(cache, 'texts', TEXT_INPUTS),
    keptMemo<ParsedYaml>(cache, 'yaml', YAML_INPUTS),
  ]);
  const raw = options.content ?? readContent(root, files);
  let content: Content;
  try {
    content = validateContent(raw, env, texts, year);
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

/**
 * The parsed texts (articles, or YAML files) earlier validations saw, by a hash of each text: at ten thousand
 * records, YAML and Markdown are most of the content step, and an edit changes one file at a time. The memo is
 * written again only when a text was added or an old one is due to be dropped.
 */
async function keptMemo<V>(
  cache: BuildCache,
  kind: string,
  inputs: readonly string[],
): Promise<{ get(text: string): V | undefined; set(text: string, parsed: V): void; save(): Promise<void> }> {
  const key = cache.key(inputs);
  const entry = await cache.find(kind, key);
  type Kept = Record<string, { at: number; parsed: V }>;
  const kept: Kept = entry ? (JSON.parse(await readFile(join(entry, `${kind}.json`), 'utf8')) as Kept) : {};
  const now = Date.now();
  const used = new Set<string>();
  let added = false;
  const textHash = (text: string) => createHash('sha1').update(text).digest('base64');
  return {
    get(text) {
      const hash = textHash(text);
      const found = kept[hash];
      if (found) used.add(hash);
      return found?.parsed;
    },
    set(text, parsed) {
      const hash = textHash(text);
      kept[hash] = { at: now, parsed };
      used.add(hash);
      added = true;
    },
    async save() {
      const unused = Object.keys(kept)
        .filter((hash) => !used.has(hash))
        .sort((a, b) => (kept[b]?.at ?? 0) - (kept[a]?.at ?? 0));
      const stale = unused.filter((hash, i) => i >= KEEP_UNUSED || now - (kept[hash]?.at ?? 0) > KEEP_UNUSED_MS);
      if (!added && !stale.length) return;
      for (const hash of stale) delete kept[hash];
      for (const hash of used) if (kept[hash]) kept[hash].at = now;
      await cache.save(kind, key, (dir) => writeFile(join(dir, `${kind}.json`), JSON.stringify(kept)), true);
    },
  };
}
