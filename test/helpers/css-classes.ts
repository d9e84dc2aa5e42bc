// The classes a stylesheet's selectors name, read with the parsers the build's CSS step uses: what the browser suite's
// unstyledClasses (test/browser/support/checks.ts) reads from the page's style sheets, here from the CSS text.
import postcss from 'postcss';
import selectorParser from 'postcss-selector-parser';

export function selectorClasses(css: string): Set<string> {
  const named = new Set<string>();
  const collect = selectorParser((selectors) => selectors.walkClasses((c) => void named.add(c.value)));
  // Rules nest inside @media, @supports, @layer and (CSS nesting) other rules: walkRules reaches them all.
  postcss.parse(css).walkRules((rule) => void collect.processSync(rule.selector));
  return named;
}
