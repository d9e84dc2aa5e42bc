// Builds the real site once per test file into a temporary folder and reads pages from it.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fg from 'fast-glob';
import { build } from '../../build';
import { buildRoutes, type Route } from '../../routes';
import { loadContent } from '../../src/content/load';
import { outputFile } from '../../src/lib/paths';

export interface BuiltSite {
  outDir: string;
  routes: Route[];
  /** The HTML written for a route path ("/about/"). */
  html(path: string): Promise<string>;
  /** Every .html file in the output, relative to it. */
  htmlFiles(): Promise<string[]>;
  remove(): Promise<void>;
}

export async function buildSite(env: NodeJS.ProcessEnv = {}): Promise<BuiltSite> {
  const parent = await mkdtemp(join(tmpdir(), 'locksmith-test-'));
  const outDir = join(parent, 'dist');
  const saved = { ...process.env };
  Object.assign(process.env, env);
  try {
    await build({ outDir, quiet: true });
  } finally {
    process.env = saved;
  }
  return {
    outDir,
    routes: buildRoutes(loadContent(env)),
    html: (path) => readFile(join(outDir, outputFile(path)), 'utf8'),
    htmlFiles: () => fg('**/*.html', { cwd: outDir }),
    remove: () => rm(parent, { recursive: true, force: true }),
  };
}
