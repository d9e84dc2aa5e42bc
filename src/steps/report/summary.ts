// The build's account of itself: build-report.json (every page's figures, every step's time, the smallest margin
// under the first-screen budget) and the table a build ends with (pages by kind with their first screens, margins,
// whole pages and the JavaScript they fetch at load, the smallest margin, what each island fetches when triggered,
// the slowest pages and the slowest steps).
import { writeFile } from 'node:fs/promises';
import { FIRST_SCREEN_BUDGET, PAGE_BUDGET, PUBLISHED_WHOLE } from './budgets';
import { formatBytes, formatMs, type StepTiming } from './log';
import type { PageFigures } from './measure';
import type { PageResult } from '../render-pages';

/** How far under the first-screen budget the largest first screen is: the room every page still has. */
export interface Margin {
  path: string;
  /** Budget minus the page's first screen with its CSS, gzip (negative when over). */
  bytes: number;
  /** The same as a share of the budget. */
  share: number;
}

export function smallestMargin(figures: readonly Pick<PageFigures, 'path' | 'firstScreen'>[]): Margin | undefined {
  const largest = figures.reduce<(typeof figures)[number] | undefined>(
    (max, f) => (!max || f.firstScreen.gzip > max.firstScreen.gzip ? f : max),
    undefined,
  );
  if (!largest) return undefined;
  const bytes = FIRST_SCREEN_BUDGET - largest.firstScreen.gzip;
  return { path: largest.path, bytes, share: bytes / FIRST_SCREEN_BUDGET };
}

/** "456 bytes (3%)": in bytes, since a margin that matters is often under a kilobyte. */
export const formatMargin = (m: Pick<Margin, 'bytes' | 'share'>) =>
  `${m.bytes.toLocaleString('en-GB')} bytes (${Math.round(m.share * 100)}%)`;

const row = (cells: string[], widths: number[]) =>
  `  ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join('  ')}`;

export function summaryTable(pages: readonly PageResult[], steps: readonly StepTiming[]): string {
  const figures = pages.map((p) => p.figures);
  const byKind = new Map<string, PageFigures[]>();
  for (const f of figures) {
    const list = byKind.get(f.kind);
    if (list) list.push(f);
    else byKind.set(f.kind, [f]);
  }
  const widths = [12, 6, 11, 13, 11, 11, 11];
  const header = ['kind', 'pages', 'HTML', 'first screen', 'margin', 'page gzip', 'JS at load'];
  const lines = [row(header, widths)];
  const max = (list: PageFigures[], of: (f: PageFigures) => number) => Math.max(...list.map(of));
  for (const [kind, list] of byKind) {
    const raw = list.reduce((a, f) => a + f.html.raw, 0);
    const first = max(list, (f) => f.firstScreen.gzip);
    const js = max(list, (f) => f.js.gzip);
    lines.push(
      row(
        [
          kind,
          String(list.length),
          formatBytes(raw),
          formatBytes(first),
          formatBytes(FIRST_SCREEN_BUDGET - first),
          formatBytes(max(list, (f) => f.html.gzip)),
          js ? formatBytes(js) : '–',
        ],
        widths,
      ),
    );
  }
  const total = figures.reduce((a, f) => a + f.html.raw, 0);
  const margin = smallestMargin(figures);
  lines.push(row(['all', String(figures.length), formatBytes(total), '', '', '', ''], widths));
  lines.push(
    `  First screen: the HTML up to where the page's first screen ends, inlined CSS included, gzip (largest of the kind); budgeted at ${formatBytes(FIRST_SCREEN_BUDGET)}, what the first round trip carries. Page gzip: the whole page (largest), which streams in behind it; budgeted at ${formatBytes(PAGE_BUDGET)} but for ${PUBLISHED_WHOLE.join(', ')}, which publish whole.`,
  );
  if (margin) {
    lines.push(
      `  Smallest margin: ${formatMargin(margin)} under the ${formatBytes(FIRST_SCREEN_BUDGET)} first-screen budget, on ${margin.path} (first screen ${formatBytes(FIRST_SCREEN_BUDGET - margin.bytes)} gzip with its CSS)`,
    );
  }
  // The same on every page that has it: the first one found says it.
  const onDemand = new Map<string, number>();
  for (const f of figures) for (const [what, gzip] of Object.entries(f.js.onDemand)) onDemand.set(what, gzip);
  const costs = [...onDemand].map(([what, gzip]) => `${what} ${formatBytes(gzip)}`);
  if (costs.length) lines.push(`  Fetched when triggered (gzip, React included): ${costs.join(', ')}`);
  // Of the pages this build rendered: one left unchanged in the previous output took none.
  const slowest = pages
    .filter((p) => p.ms > 0)
    .sort((a, b) => b.ms - a.ms)
    .slice(0, 3);
  if (slowest.length) lines.push(`  Slowest pages: ${slowest.map((p) => `${p.path} ${formatMs(p.ms)}`).join(', ')}`);
  const slowSteps = [...steps].sort((a, b) => b.ms - a.ms).slice(0, 4);
  lines.push(`  Slowest steps: ${slowSteps.map((s) => `${s.name} ${formatMs(s.ms)}`).join(', ')}`);
  return lines.join('\n');
}

/** build-report.json: when, how long each step took, and the figures of every page with its render time. */
export async function writeReport(
  file: string,
  pages: readonly PageResult[],
  steps: readonly StepTiming[],
  totalMs: number,
  editor?: { files: readonly { file: string; bytes: number; gzip: number }[] },
) {
  const figures = pages.map((p) => ({ ...p.figures, renderMs: Math.round(p.ms * 100) / 100 }));
  const budget = {
    firstScreen: FIRST_SCREEN_BUDGET,
    page: PAGE_BUDGET,
    publishedWhole: PUBLISHED_WHOLE,
    measures:
      'firstScreen.gzip of every page: the HTML up to the end of its first screen with the inlined CSS, what the first round trip (ten TCP segments) can carry; html.gzip of every page but the kinds published whole: the whole page, which streams in behind the first screen',
    smallestMargin: smallestMargin(figures),
  };
  // The editor is no page: its files are listed apart, outside the budgets, so its size is seen without mixing in.
  const report = {
    builtAt: new Date().toISOString(),
    totalMs,
    steps,
    budget,
    pages: figures,
    ...(editor ? { editor: { files: editor.files } } : {}),
  };
  await writeFile(file, `${JSON.stringify(report, null, 1)}\n`);
}
