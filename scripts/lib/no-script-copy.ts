// The floor a page is measured against (docs/architecture.md#targets: FCP and LCP within 10% of the same page without
// scripts): a copy of the built site whose pages fetch no script and preload nothing, everything else unchanged.
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fg from 'fast-glob';

/** Removes the page's scripts, inline or not, keeping data (JSON-LD, the 404 page's fallback data), and module preloads. */
export function withoutScripts(html: string): string {
  return html
    .replace(/<script\b([^>]*)>[\s\S]*?<\/script>/g, (script, attrs: string) =>
      / type="application\/(ld\+)?json"/.test(attrs) ? script : '',
    )
    .replace(/<link\b[^>]*\brel="modulepreload"[^>]*\/?>/g, '');
}

export interface NoScriptCopy {
  dir: string;
  remove(): Promise<void>;
}

export async function noScriptCopy(distDir: string): Promise<NoScriptCopy> {
  const dir = await mkdtemp(join(tmpdir(), 'locksmith-no-script-'));
  await cp(distDir, dir, { recursive: true });
  for (const file of await fg('**/*.html', { cwd: dir, absolute: true })) {
    await writeFile(file, withoutScripts(await readFile(file, 'utf8')));
  }
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}
