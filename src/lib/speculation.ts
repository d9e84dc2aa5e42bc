// Speculation rules: which links the browser may fetch or render before the visitor taps them, sent as a file named
// by the Speculation-Rules response header of every page (no inline script, so the CSP stays as strict as it is).
// Chromium-based browsers act on them; other browsers ignore the header. Why these eagernesses: docs/performance.md
// "Instant pages".
import { createHash } from 'node:crypto';
import { EDITOR_PATH } from './editor-preview';

/** The type browsers require of a rules file (https://wicg.github.io/nav-speculation/speculation-rules.html). */
export const SPECULATION_RULES_TYPE = 'application/speculationrules+json';
export const SPECULATION_RULES_HEADER = 'Speculation-Rules';

/** Class a template can put on a link (or an ancestor of it) that must not be fetched ahead. */
export const NO_PREFETCH_CLASS = 'no-prefetch';

type Where = { href_matches: string } | { selector_matches: string } | { and: Where[] } | { not: Where };

interface DocumentRule {
  source: 'document';
  where: Where;
  eagerness: 'conservative' | 'moderate' | 'eager';
}

export interface SpeculationRules {
  prefetch: DocumentRule[];
  prerender: DocumentRule[];
}

/**
 * The site's own pages only: a path on this origin (so not tel:, mailto: or another host), never a file (the feed,
 * 404.html, images, anything with a dot in its path: every page URL ends in "/"), never a link marked
 * rel="nofollow" or with the no-prefetch class, never the editor (no page links it, and rendering it ahead would load
 * megabytes of script).
 */
const SITE_PAGES: Where = {
  and: [
    { href_matches: '/*' },
    { not: { href_matches: '/*.*' } },
    { not: { href_matches: `${EDITOR_PATH}*` } },
    { not: { selector_matches: '[rel~=nofollow]' } },
    { not: { selector_matches: `.${NO_PREFETCH_CLASS}, .${NO_PREFETCH_CLASS} *` } },
  ],
};

export const speculationRules: SpeculationRules = {
  // Fetched when the pointer rests on a link (about 200 ms) or a finger comes down on it.
  prefetch: [{ source: 'document', where: SITE_PAGES, eagerness: 'moderate' }],
  // Rendered in the background from the moment the pointer or finger is down, before the click completes.
  prerender: [{ source: 'document', where: SITE_PAGES, eagerness: 'conservative' }],
};

/** The rules file as served, and its URL: named by a hash of its text, so a new deploy's rules are a new URL. */
export function speculationRulesFile(rules: SpeculationRules = speculationRules): { url: string; text: string } {
  const text = `${JSON.stringify(rules, null, 1)}\n`;
  const hash = createHash('sha256').update(text).digest('hex').slice(0, 10);
  return { url: `/assets/speculation-rules.${hash}.json`, text };
}

/** The header value: a structured-field string list of the rules' URL. */
export const speculationRulesHeader = (url: string) => `"${url}"`;
