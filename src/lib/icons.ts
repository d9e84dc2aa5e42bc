// The web app manifest and the icons: src/steps/icons.ts draws the PNGs from static/favicon.svg, the head tags
// link them, and the structured data names the largest one as the business's logo.
export const MANIFEST_URL = '/site.webmanifest';
export const ICONS = {
  svg: { href: '/favicon.svg', size: 0 },
  png32: { href: '/favicon-32.png', size: 32 },
  appleTouch: { href: '/apple-touch-icon.png', size: 180 },
  png192: { href: '/icon-192.png', size: 192 },
  png512: { href: '/icon-512.png', size: 512 },
} as const;

/**
 * The logo in JSON-LD: a PNG (Google takes JPG, PNG or GIF, not SVG) at least 112 px square, drawn on an opaque
 * background so it reads on white (https://developers.google.com/search/docs/appearance/structured-data/logo).
 */
export const LOGO = ICONS.png512;
