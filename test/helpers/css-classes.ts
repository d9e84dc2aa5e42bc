// The classes a stylesheet's selectors name, read with the parsers the build's CSS step uses: what the browser suite's
// unstyledClasses (test/browser/support/checks.ts) reads from the page's style sheets, here from the CSS text.
import postcss from 'postcss';
import selectorParser from 'postcss-selector-parser';
import { Memo } from '../../src/lib/memo';

export function selectorClasses(css: string): Set<string> {
  const named = new Set<string>();
  // Rules nest inside @media, @supports, @layer and (CSS nesting) other rules: walkRules reaches them all.
  postcss.parse(css).walkRules((rule) => {
    for (const name of classesOf(rule.selector)) named.add(name);
  });
  return named;
}

/** The classes of each selector read so far: the pages of a site share most of their rules. */
const known = new Memo<string[]>(100_000);

function classesOf(selector: string): string[] {
  return known.of(selector, () => {
    const found: string[] = [];
    selectorParser((selectors) => selectors.walkClasses((c) => void found.push(c.value))).processSync(selector);
    return found;
  });
}
