// A card that is one link without wrapping the card in it: the link is the card's heading, so a screen reader names it
// by the heading alone, and the link's ::after stretches over the card (the nearest positioned ancestor), so a tap or
// click anywhere on the card follows it. The card shows hover and keyboard focus as a whole.

/** The card: positioned, for the link to cover it. */
export const CARD_FRAME =
  'relative rounded-xl border border-slate-200 shadow-sm transition-shadow hover:border-amber-400 hover:shadow-md';

/**
 * The heading's link (Tailwind's after: variant gives the ::after its empty content); keyboard focus outlines the
 * ::after, which is the card's shape.
 */
export const CARD_LINK =
  'after:absolute after:inset-0 after:rounded-xl focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-amber-600';
