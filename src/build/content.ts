// Content step: content/ loaded and validated (src/content/load.ts), or, when none of its inputs changed since a
// build that validated it, the validated content that build kept. Only valid content is kept, so invalid content
// always reaches the validator and fails with its messages; a hit never loads zod, yaml, marked or sanitize-html.
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Content, RawContent, RuleOptions } from '../content/load';
import type { BuildCache } from '../lib/cache';

/**
 * Everything validated content is made from: the tables and articles with their images, the loader, the helpers
 * it uses (image hashes), and the packages (their versions are in the lock file).
 */
const INPUTS = ['content', 'src/content', 'src/lib', 'package-lock.json'];

export async function loadContent(
  root: string,
  cache: BuildCache,
  options: { content?: RawContent; rules?: RuleOptions; env?: NodeJS.ProcessEnv } = {},
): Promise<Content> {
  const { env = process.env, rules = {} } = options;
  // Tables handed in by the caller (tests, the benchmark) are not files the key could cover.
  const key = options.content ? undefined : cache.key(INPUTS, root, env.SITE_URL ?? null, rules);
  const hit = key && (await cache.find('content', key));
  if (hit) return JSON.parse(await readFile(join(hit, 'content.json'), 'utf8')) as Content;
  const { readContent, validateContent } = await import('../content/load');
  const content = validateContent(options.content ?? readContent(), env, rules);
  if (key) await cache.save('content', key, (dir) => writeFile(join(dir, 'content.json'), JSON.stringify(content)));
  return content;
}
