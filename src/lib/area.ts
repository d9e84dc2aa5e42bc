// The display rules for areas (docs/site.md#areas, docs/site.md#display-limits), shared by the build and the 404 fallback in the browser.
import { fill } from './template';

/** The /areas/ card shows this many specialties, each cut to this many words (docs/site.md#display-limits). */
export const CARD_SPECIALTIES = 2;
export const CARD_SPECIALTY_WORDS = 3;

/** "kings-cross" → "Kings Cross": the name of an area that has no record (docs/site.md#errors-and-fallbacks). */
export function areaNameFromSlug(slug: string): string {
  return slug
    .split('-')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/** The specialties an /areas/ card shows: the first two, each cut to its first three words. */
export function cardSpecialties(specialties: readonly string[]): string[] {
  return specialties.slice(0, CARD_SPECIALTIES).map((s) => s.split(/\s+/).slice(0, CARD_SPECIALTY_WORDS).join(' '));
}

/** Replaces "{name}" in a line of area copy. */
export function withName(template: string, name: string): string {
  return fill(template, { name });
}

/** The regions the /areas/ index groups the areas by, in its order (docs/site.md#areas). */
export const regions = ['Central', 'North', 'South', 'East', 'West'] as const;

/**
 * The areas /areas/ shows of each region, and each page of a region that has more (/areas/region/…/): eight rows of
 * three on a wide screen, so that /areas/ stays within the page budget (src/steps/report/budgets.ts) at any number of
 * areas.
 */
export const AREAS_PER_PAGE = 24;

/** The first sentence of a description, which the /areas/ card shows on its own. */
export function firstSentence(text: string): string {
  return (/^.*?[.!?](?=\s|$)/s.exec(text)?.[0] ?? text).trim();
}
