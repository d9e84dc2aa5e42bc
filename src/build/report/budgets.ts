// Budgets: each page's figures checked against DESIGN.md "Targets"; a page over budget fails the build, naming
// the page and the figure.
import { isIslandName } from '../../client/islands/registry';
import type { Route } from '../../../routes';
import type { ClientBundle } from '../bundle';
import { attr, type PageFigures, tags } from './measure';

/** What the first round trip can carry (ten TCP segments of ~1.4 KB): the HTML with the CSS it needs to paint. */
export const FIRST_PAINT_BUDGET = 14 * 1024;

/** Every budget a page breaks, as "page: figure" lines. */
export function budgetViolations(
  route: Pick<Route, 'path' | 'page' | 'scripts'>,
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
  // A page loads exactly the islands it contains, the fallback script only on 404.html, and the scripts its route names.
  const containers = [...html.matchAll(/ data-island="([^"]+)"/g)].map((m) => m[1] ?? '');
  for (const n of containers)
    if (!isIslandName(n))
      problems.push(`${page}: data-island="${n}" is not an island of src/client/islands/registry.ts`);
  const islands = new Set(containers.filter(isIslandName));
  const named = new Set((route.scripts ?? []).map((name) => bundle.pageScript(name)));
  const expected = new Set([
    ...(islands.size ? [bundle.client] : []),
    ...(route.page === 'notFound' ? [bundle.fallback] : []),
    ...named,
    ...bundle.chunksFor(islands),
  ]);
  const loaded = new Set(f.js.files);
  for (const s of loaded)
    if (!expected.has(s))
      problems.push(`${page}: loads ${s}, which none of its islands (${[...islands].join(', ') || 'none'}) needs`);
  for (const s of expected)
    if (!loaded.has(s))
      problems.push(`${page}: does not load ${s}, which ${named.has(s) ? 'its route names' : 'its islands need'}`);
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
