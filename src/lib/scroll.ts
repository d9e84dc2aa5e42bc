// docs/site.md#interface-states: the scroll-to-top button shows only when the page is scrolled more than this many pixels.
// The loader waits for it before fetching the island (src/client/islands/registry.ts); the island gets it as a prop.
export const SCROLL_THRESHOLD = 300;
