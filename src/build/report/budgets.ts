// Budgets: each page's figures checked against DESIGN.md "Targets"; a page over budget fails the build, naming
// the page and the figure.
import { isIslandName } from '../../client/islands/registry';
import type { Route } from '../../../routes';
import type { ClientBundle } from '../bundle';
import { attr, islandNamesOf, type PageFigures, scriptsOf, tags } from './measure';

/** What the first round trip can carry (ten TCP segments of ~1.4 KB): the HTML with the CSS it needs to paint. */
export const FIRST_PAINT_BUDGET = 14 * 1024;

/** JavaScript a page may fetch as it loads, gzip: the island loader and nothing else (DESIGN.md "Targets"). */
export const JS_AT_LOAD_BUDGET = 2 * 1024;

/** Every budget a page breaks, as "page: figure" lines. */
export function budgetViolations(
  route: Pick<Route, 'path' | 'page'>,
  html: string,
  f: PageFigures,
  bundle: ClientBundle,
): string[] {
  const problems: string[] = [];
  const page = route.path;
  if (f.html.gzip > FIRST_PAINT_BUDGET) {
    problems.push(
      `${page}: HTML with its inlined CSS is ${f.html.gzip} bytes gzip, over the first-paint budget of ${FIRST_PAINT_BUDGET}`,
    );
  }
  for (const t of tags(html, 'link').filter((t) => attr(t, 'rel') === 'stylesheet')) {
    problems.push(`${page}: ${attr(t, 'href')} is a render-blocking stylesheet`);
  }
  for (const t of tags(html, 'script')) {
    const type = attr(t, 'type');
    if (type === 'application/ld+json' || type === 'application/json') continue;
    if (type !== 'module')
      problems.push(
        `${page}: <script${attr(t, 'src') ? ` src="${attr(t, 'src')}"` : ''}> is not a module script, so it blocks rendering`,
      );
    else if (!attr(t, 'src')) problems.push(`${page}: an inline module script (the CSP forbids it)`);
  }
  if (f.js.gzip > JS_AT_LOAD_BUDGET) {
    problems.push(
      `${page}: fetches ${f.js.gzip} bytes gzip of JavaScript as it loads (${f.js.files.join(', ')}), over the budget of ${JS_AT_LOAD_BUDGET}`,
    );
  }
  // As it loads a page fetches one script: the loader if it has islands, the fallback script on dist/404.html
  // (which ends by starting the loader), and nothing else; island code, React included, waits for a trigger.
  const named = islandNamesOf(html);
  for (const n of named)
    if (!isIslandName(n))
      problems.push(`${page}: data-island="${n}" is not an island of src/client/islands/registry.ts`);
  const expected = route.page === 'notFound' ? bundle.fallback : named.length > 0 ? bundle.loader : undefined;
  const scripts = scriptsOf(html);
  const allowed = expected ? `its one script is ${expected}` : 'it has no islands, so no script';
  for (const s of scripts)
    if (s !== expected)
      problems.push(`${page}: fetches ${s} as it loads, but ${allowed} (island code waits for its trigger)`);
  if (expected && !scripts.includes(expected))
    problems.push(`${page}: does not load ${expected}, so its islands never run`);
  for (const t of tags(html, 'img')) {
    const src = attr(t, 'src') ?? '';
    if (!attr(t, 'width') || !attr(t, 'height'))
      problems.push(`${page}: <img src="${src}"> has no width and height, so it shifts the layout`);
    if (!/\.(avif|webp|svg)$/.test(src)) problems.push(`${page}: <img src="${src}"> is not AVIF, WebP or SVG`);
  }
  for (const t of tags(html, 'source')) {
    if (!/^image\/(avif|webp)$/.test(attr(t, 'type') ?? ''))
      problems.push(`${page}: <source type="${attr(t, 'type')}"> is not AVIF or WebP`);
  }
  return problems;
}

export class BudgetError extends Error {
  constructor(readonly problems: string[]) {
    const shown = problems.slice(0, 20).map((p) => `  ${p}`);
    if (problems.length > 20) shown.push(`  … and ${problems.length - 20} more (see build-report.json)`);
    super(`${problems.length} budget${problems.length === 1 ? '' : 's'} exceeded:\n${shown.join('\n')}`);
    this.name = 'BudgetError';
  }
}
