// Budgets: each page's figures checked against the targets of docs/performance.md; a page over budget fails the
// build, naming the page and the figure.
import type { Route } from '../../../routes';
import type { PageKind } from '../../routes/types';
import type { RenderedPage } from '../../render';
import { scriptElement } from '../../lib/page-script';
import { attr, inlineScripts, type PageFigures, scriptsOf, tags } from './measure';

/**
 * What the first round trip can carry (TCP's initial window of ten segments of ~1.4 KB), applied to the HTML up to
 * the end of the first screen, inlined CSS included: all the browser needs to paint what a visitor sees first. The
 * rest of the page streams in behind it, so the length of an article does not count (docs/performance.md).
 */
export const FIRST_SCREEN_BUDGET = 14 * 1024;

/**
 * A whole page, gzip, inlined CSS included: about what a weak 3G connection (400 kbit/s) brings in a second. A list
 * never grows past it, however many records it has: /areas/ and the blog are split into pages. Only a page that is
 * one text the owner writes, of any length, publishes whole (`PUBLISHED_WHOLE`); its first screen is still budgeted.
 */
export const PAGE_BUDGET = 50 * 1024;

/** The kinds of page that are one text of the owner's: an article, the terms, the privacy notice. */
export const PUBLISHED_WHOLE: readonly PageKind[] = ['article', 'terms', 'privacy'];

/**
 * JavaScript a page may run without a trigger, gzip: the script it carries and the island loader that script fetches
 * once the page has painted, nothing else (docs/architecture.md#targets).
 */
export const JS_AT_LOAD_BUDGET = 2 * 1024;

/** Every budget a page breaks, as "page: figure" lines. */
export function budgetViolations(
  route: Pick<Route, 'path' | 'page'>,
  rendered: Pick<RenderedPage, 'html' | 'script' | 'islands'>,
  f: Pick<PageFigures, 'html' | 'firstScreen' | 'js'>,
): string[] {
  const problems: string[] = [];
  const page = route.path;
  const { html } = rendered;
  if (f.firstScreen.gzip > FIRST_SCREEN_BUDGET) {
    problems.push(
      `${page}: its first screen (the HTML up to <FirstScreenEnd />, inlined CSS included) is ${f.firstScreen.gzip} bytes gzip, over the first-screen budget of ${FIRST_SCREEN_BUDGET}: shorten the title or intro, move <FirstScreenEnd /> up if less is on screen, or use fewer CSS classes above it`,
    );
  }
  if (f.html.gzip > PAGE_BUDGET && !PUBLISHED_WHOLE.includes(route.page)) {
    problems.push(
      `${page}: ${f.html.gzip} bytes gzip, over the page budget of ${PAGE_BUDGET}: a list must be split into pages (src/lib/pagination.ts), and a page's own copy shortened`,
    );
  }
  for (const t of tags(html, 'link').filter((t) => attr(t, 'rel') === 'stylesheet')) {
    problems.push(`${page}: ${attr(t, 'href')} is a render-blocking stylesheet`);
  }
  for (const t of tags(html, 'script')) {
    const src = attr(t, 'src');
    if (src !== undefined && attr(t, 'type') !== 'module')
      problems.push(`${page}: <script src="${src}"> is not a module script, so it blocks rendering`);
  }
  if (f.js.gzip > JS_AT_LOAD_BUDGET) {
    problems.push(
      `${page}: runs ${f.js.gzip} bytes gzip of JavaScript without a trigger (its ${f.js.script} script${f.js.files.map((file) => `, ${file}`).join('')}), over the budget of ${JS_AT_LOAD_BUDGET}`,
    );
  }
  // A page runs at most one script as it loads, the one the render chose for it (the boot script, or dist/404.html's
  // fallback script, which ends by starting the islands), carried inline in the element src/lib/page-script.ts names;
  // island code, React included, waits for a trigger. The HTML is read here, not the render's word, so a script a
  // component writes itself is caught too.
  const expected = rendered.script;
  const allowed = expected ? `its one script is the ${expected.name} it carries` : 'it has no islands, so no script';
  for (const s of scriptsOf(html))
    problems.push(`${page}: fetches ${s} as it loads, but ${allowed} (island code waits for its trigger)`);
  for (const code of inlineScripts(html))
    if (code !== expected?.code)
      problems.push(
        `${page}: carries an inline script other than the one the render chose, which the CSP would refuse (${allowed})`,
      );
  if (rendered.islands.size && !expected) problems.push(`${page}: has islands but no script, so they never run`);
  const head = html.slice(0, html.indexOf('</head>'));
  if (expected && !head.includes(scriptElement(expected)))
    problems.push(
      `${page}: does not carry its ${expected.name} script as a classic script in its head, so it does not run as it should`,
    );
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
