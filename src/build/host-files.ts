// Host files step: `_headers` and `_redirects` in the output folder, and nginx-headers.conf beside it (nginx reads
// it from the server's config, not from the web root). The CSP lists the hash of every inlined stylesheet.
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { FEED_URL } from '../lib/head';
import { headerRules, headersFile, nginxInclude, redirectsFile } from './hosting';
import type { PageResult } from './render-pages';

export async function writeHostFiles(pages: readonly PageResult[], outDir: string, nginxFile: string): Promise<string> {
  const hashes = [...new Set(pages.map((p) => p.styleHash))];
  const rules = headerRules(
    pages.map((p) => p.path),
    hashes,
  );
  await Promise.all([
    writeFile(join(outDir, '_headers'), headersFile(rules)),
    writeFile(join(outDir, '_redirects'), redirectsFile(FEED_URL)),
    writeFile(nginxFile, nginxInclude(rules)),
  ]);
  return `${rules.length} header rules, ${hashes.length} style hash${hashes.length === 1 ? '' : 'es'}`;
}
