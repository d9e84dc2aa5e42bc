// Figures in the docs that a command produces sit between `<!-- name:start -->` and `<!-- name:end -->`, and only
// that command writes them (`npm run figures`, `npm run bench -- --write`); test/docs.test.ts holds them to the build.
import { readFile, writeFile } from 'node:fs/promises';
import type { PageScriptName } from '../../src/lib/types';
import type { OnDemand } from '../../src/steps/bundle';
import type { PageFigures } from '../../src/steps/report/measure';
import { formatBytes } from '../../src/steps/report/log';

/** Where the block `name` of a document is: the end of its start marker and the start of its end marker. */
function blockSpan(doc: string, name: string): { from: number; to: number } | undefined {
  const start = `<!-- ${name}:start -->`;
  const from = doc.indexOf(start);
  const to = doc.indexOf(`<!-- ${name}:end -->`);
  return from < 0 || to < from ? undefined : { from: from + start.length, to };
}

/** The lines of a document's block, or undefined when it has none. */
export function blockOf(doc: string, name: string): string | undefined {
  const span = blockSpan(doc, name);
  return span && doc.slice(span.from, span.to).trim();
}

/** Writes `body` into the block `name` of `file`, failing (and writing nothing) when the file lacks its markers. */
export async function writeBlock(file: string, name: string, body: string): Promise<void> {
  const doc = await readFile(file, 'utf8');
  const span = blockSpan(doc, name);
  if (!span) throw new Error(`${file} has no <!-- ${name}:start --> … <!-- ${name}:end --> block to write into`);
  await writeFile(file, `${doc.slice(0, span.from)}\n${body.trim()}\n${doc.slice(span.to)}`);
}

/** The report of a build, as build.ts writes it to build-report.json: the part the docs' figures come from. */
export interface BuildReport {
  pages: PageFigures[];
}

const AT_LOAD: Record<PageScriptName, string> = {
  boot: 'the boot script inline, and the loader it fetches after the first paint (every page with an island)',
  fallback: "dist/404.html's script inline, and the loader it fetches (after the first paint beside the 404 text)",
};
/** What is fetched on demand: an island by its name, and the 404 page's fallback page. */
const ON_DEMAND: Partial<Record<OnDemand, string>> = { fallback: "dist/404.html's fallback page" };

/**
 * The scripts a visitor may download, from a build's report: what each page script costs at load, and what each
 * island (or the 404 page's fallback) fetches when it is needed. They depend on src/ alone, never on the content, so
 * an owner's edit leaves them as they are.
 */
export function scriptFigures(report: BuildReport): string {
  const atLoad = new Map<PageScriptName, number>();
  const onDemand = new Map<OnDemand, number>();
  for (const { js } of report.pages) {
    if (js.script) atLoad.set(js.script, js.gzip);
    for (const [what, gzip] of Object.entries(js.onDemand) as [OnDemand, number][]) onDemand.set(what, gzip);
  }
  const rows = [
    ...[...atLoad].sort().map(([name, gzip]) => `| ${AT_LOAD[name]} | at load | ${formatBytes(gzip)} |`),
    ...[...onDemand]
      .sort()
      .map(
        ([what, gzip]) =>
          `| ${ON_DEMAND[what] ?? what}, with React the first time | when needed | ${formatBytes(gzip)} |`,
      ),
  ];
  return ['| JavaScript | fetched | gzip |', '|---|---|---|', ...rows].join('\n');
}
