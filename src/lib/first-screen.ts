// Where a page's first screen ends in its HTML. The first-paint budget (docs/performance.md "First screen") counts
// the bytes up to this point, inlined CSS included: what the first round trip must carry for the browser to paint
// what a visitor sees before scrolling. The rest of the page streams in behind it.
//
// A template marks the point with <FirstScreenEnd /> (src/components) after the last block that can be on the first
// screen at phone or desktop size, and the renderer reports its offset. A page that marks nothing is budgeted whole.
// test/browser/first-screen.test.ts proves each mark: every element that intersects the first viewport, at 390×844
// and 1280×800, starts before it.
//
// The mark stays in the page, for the browser too: the head of a marked page says
// `<link rel="expect" href="#first-screen-end" blocking="render">`, so Chromium holds its first paint until the mark
// is parsed and paints the first screen whole, never half of it (docs/performance.md#still-pages). Engines that do
// not know `rel="expect"` ignore it; the layouts are built not to move for them.

/** The id of the mark, which the head's `rel="expect"` link names. */
export const FIRST_SCREEN_ID = 'first-screen-end';

/** The mark as React renders <FirstScreenEnd />: an empty <template>, allowed anywhere in the body, even between <li>s. */
export const FIRST_SCREEN_END = `<template id="${FIRST_SCREEN_ID}"></template>`;

/**
 * Words of an article's body that the first screen can hold: at 390 px a line of body text holds about 9 words, and
 * under the header, image, title and date there is room for about 8 lines; at 1280 × 800 the image and title fill
 * the screen. 150 words is twice the most a first screen shows, so the mark never lands inside it.
 */
export const LEAD_WORDS = 150;

// The block elements article HTML may contain (the sanitizer's allow-list, src/lib/markdown.ts).
const BLOCK_TAG = /<(\/?)(p|h2|h3|h4|ul|ol|li)\b[^>]*>/g;

/**
 * Article HTML with the mark after the top-level block (paragraph, heading or whole list) that brings its words to
 * LEAD_WORDS, or at the end when the body is shorter. A block is never split, so the page's DOM is unchanged.
 */
export function markLead(html: string, words = LEAD_WORDS): string {
  let depth = 0;
  let counted = 0;
  let textFrom = 0;
  for (const match of html.matchAll(BLOCK_TAG)) {
    const end = (match.index ?? 0) + match[0].length;
    counted += wordCount(html.slice(textFrom, match.index));
    textFrom = end;
    depth += match[1] ? -1 : 1;
    if (depth === 0 && counted >= words) return html.slice(0, end) + FIRST_SCREEN_END + html.slice(end);
  }
  return html + FIRST_SCREEN_END;
}

const wordCount = (html: string) => html.replace(/<[^>]*>/g, ' ').match(/\S+/g)?.length ?? 0;

/** Where the first screen of a document ends: the mark's offset, or the whole length when there is none. */
export function firstScreenEnd(html: string, page: string): number {
  const at = html.indexOf(FIRST_SCREEN_END);
  if (at < 0) return html.length;
  if (html.indexOf(FIRST_SCREEN_END, at + 1) >= 0)
    throw new Error(`${page} marks the end of its first screen more than once (<FirstScreenEnd /> once a page)`);
  return at;
}
