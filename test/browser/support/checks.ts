// Checks every page gets: console and network problems, axe-core, sideways overflow, what reads without
// JavaScript, and screenshots.
import { mkdir } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import type * as Axe from 'axe-core';
import type { EnginePage } from './engines';

/**
 * Collects console errors and warnings (hydration errors, CSP violations and failed loads all land there),
 * uncaught exceptions, failed requests and error responses. `missingDocument` is the URL of a document the host
 * answers with 404.html: its own 404 is the one expected error.
 */
export function watchProblems(page: Page, missingDocument?: string): string[] {
  const problems: string[] = [];
  const expected404 = (url: string) => url === missingDocument;
  page.on('console', (message) => {
    const type = message.type();
    if (type !== 'error' && type !== 'warning') return;
    const url = message.location().url;
    if (type === 'error' && expected404(url) && message.text().includes('status of 404')) return;
    problems.push(`console.${type}: ${message.text()}${url ? ` (${url})` : ''}`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught ${error.name}: ${error.message}`));
  // A document that sends the visitor on at once (404.html for an unknown product, from its head) cancels what it
  // had asked for, such as the speculation rules its headers name, and the rest of its own body if it is still
  // arriving: aborted because the document was left, not failed. Chromium may report the abort just before the
  // navigation that caused it, so an abort from the current document is counted at once and taken back if the page
  // then moves to another document.
  let aborted: { problem: string; asker: string }[] = [];
  page.on('requestfailed', (request) => {
    const error = request.failure()?.errorText;
    const problem = `request failed: ${request.url()} (${error})`;
    // A document is its own asker; anything else was asked for by the document it names as its referrer.
    const asker = request.isNavigationRequest() ? request.url() : request.headers()['referer'];
    if (error === 'net::ERR_ABORTED' && asker) {
      if (asker !== page.url()) return;
      aborted.push({ problem, asker });
    }
    problems.push(problem);
  });
  page.on('framenavigated', (frame) => {
    if (frame !== page.mainFrame()) return;
    for (const { problem } of aborted.filter(({ asker }) => asker !== frame.url()))
      problems.splice(problems.indexOf(problem), 1);
    aborted = aborted.filter(({ asker }) => asker === frame.url());
  });
  page.on('response', (response) => {
    if (response.status() >= 400 && !expected404(response.url()))
      problems.push(`HTTP ${response.status()}: ${response.url()}`);
  });
  return problems;
}

/**
 * docs/architecture.md#targets: WCAG 2.2 A and AA, and axe's best practices too (one main landmark, one level-one heading,
 * all content inside landmarks, headings in order…), which are not WCAG failures but what screen-reader users rely on.
 */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Runs axe-core in the page and returns one line per violation and element. The script is evaluated through
 * the DevTools protocol, which the page's CSP does not govern, so the page keeps its real CSP (and its CSP
 * violations still show) while axe runs.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  await page.evaluate(axeSource);
  const results = await page.evaluate(
    // resultTypes: only violations are read, and leaving out the details of passes makes a run about a third faster.
    (tags) =>
      (window as unknown as { axe: typeof Axe }).axe.run(document, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
      }),
    AXE_TAGS,
  );
  return violationLines(results.violations);
}

/** One line per violation and element. */
const violationLines = (violations: readonly Axe.Result[]) =>
  violations.flatMap((v) =>
    v.nodes.map((node) => `${v.id} (${v.impact ?? 'no impact'}): ${v.help} at ${node.target.join(' ')} (${v.helpUrl})`),
  );

/**
 * axeViolations in a page of any engine's driver (EnginePage), whose page must run scripts: axe waits on timers,
 * which Firefox stops with them. The source goes in as the body of the driver's own function, not through eval, which
 * the page's CSP refuses in WebKit.
 */
export async function engineAxeViolations(page: EnginePage): Promise<string[]> {
  const run = new Function(
    'tags',
    `${axeSource};\nreturn axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] })` +
      '.then((results) => results.violations);',
  ) as (tags: string[]) => Promise<Axe.Result[]>;
  return violationLines(await page.evaluate(run, AXE_TAGS));
}

/** Resizes to `width` and names what sticks out, if the document has become wider than the viewport. */
export async function overflowAt(page: Page, width: number): Promise<string[]> {
  const viewport = page.viewportSize();
  await page.setViewportSize({ width, height: viewport?.height ?? 800 });
  return page.evaluate((limit) => {
    const scrollWidth = document.documentElement.scrollWidth;
    if (scrollWidth <= limit) return [];
    // No named functions in here: tsx would wrap them in a `__name` helper that the page does not have.
    const out = new Set(
      [...document.querySelectorAll<HTMLElement>('body *')].filter(
        (el) => el.getBoundingClientRect().right > limit + 0.5,
      ),
    );
    // The innermost elements past the edge are the ones to fix; their ancestors only stretch around them.
    const wide = [...out]
      .filter((el) => ![...el.children].some((child) => out.has(child as HTMLElement)))
      .map((el) => ({
        right: Math.round(el.getBoundingClientRect().right),
        tag: el.tagName.toLowerCase(),
        cls: el.getAttribute('class') ?? '',
      }))
      .sort((a, b) => b.right - a.right)
      .slice(0, 5)
      .map((el) => `<${el.tag} class="${el.cls}"> right edge at ${el.right} px`);
    return [`document is ${scrollWidth} px wide`, ...wide];
  }, width);
}

/**
 * Classes on the page that no rule of its stylesheets names. Each page inlines only the CSS its classes need, so a
 * class the build missed (or one a script renders later, as the 404 fallbacks do) leaves that element unstyled.
 */
export function unstyledClasses(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const named = new Set<string>();
    const rules: CSSRule[] = [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules]);
    while (rules.length) {
      const rule = rules.pop();
      if (rule instanceof CSSStyleRule) {
        for (const m of rule.selectorText.matchAll(/\.((?:\\.|[\w-])+)/g))
          named.add((m[1] ?? '').replace(/\\(.)/g, '$1'));
      }
      // Rules nest inside @media, @supports, @layer and (CSS nesting) other style rules.
      if (rule instanceof CSSGroupingRule || rule instanceof CSSStyleRule) rules.push(...rule.cssRules);
    }
    const used = new Set([...document.querySelectorAll('[class]')].flatMap((el) => [...el.classList]));
    return [...used].filter((name) => !named.has(name));
  });
}

export interface Readable {
  /** The visible text of <main>, whitespace collapsed. */
  main: string;
  /** Every link a visitor can see, as "text → href". */
  links: string[];
}

/** What a visitor can read and follow on the page as it is shown now. */
export function readable(page: Page): Promise<Readable> {
  return page.evaluate(() => ({
    main: (document.querySelector('main')?.innerText ?? '').replace(/\s+/g, ' ').trim(),
    links: [...document.querySelectorAll('a[href]')]
      .filter((a) => a.checkVisibility())
      .map((a) => `${(a.textContent ?? '').replace(/\s+/g, ' ').trim()} → ${a.getAttribute('href')}`),
  }));
}

export const screenshotDir = 'screenshots';

/** A full-page PNG in screenshots/ (git-ignored), replaced on every run. */
export async function screenshot(page: Page, name: string): Promise<void> {
  await mkdir(screenshotDir, { recursive: true });
  await page.screenshot({ path: `${screenshotDir}/${name}.png`, fullPage: true });
}

/**
 * The elements that intersect the viewport but start after the first `prefixBytes` bytes of the page's HTML (the
 * first screen the budget measures, src/lib/first-screen.ts), as "tag.class: text". Elements are compared in
 * document order: the page with JavaScript off is the parsed HTML, so its nth element is the nth start tag, and the
 * prefix parsed alone holds exactly the elements that start inside it.
 */
export async function outsideFirstScreen(page: Page, prefixBytes: number): Promise<string[]> {
  return page.evaluate(async (bytes) => {
    const html = await (await fetch(location.href)).arrayBuffer();
    const prefix = new TextDecoder().decode(html.slice(0, bytes));
    const inPrefix = new DOMParser().parseFromString(prefix, 'text/html').querySelectorAll('body *').length;
    // No named functions in here: tsx would wrap them in a helper the page does not have.
    return [...document.querySelectorAll('body *')]
      .map((el, i) => ({ el, i, r: el.getBoundingClientRect() }))
      .filter(({ i, r }) => i >= inPrefix && r.width > 0 && r.height > 0 && r.bottom > 0 && r.right > 0)
      .filter(({ r }) => r.top < innerHeight && r.left < innerWidth)
      .map(
        ({ el }) =>
          `${el.tagName.toLowerCase()}.${[...el.classList].join('.')}: ${el.textContent?.trim().slice(0, 40)}`,
      );
  }, prefixBytes);
}
