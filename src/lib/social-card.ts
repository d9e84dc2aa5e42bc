// The social preview cards: a 1200×630 card per page kind and per article (brand, eyebrow, title, tagline), drawn
// as SVG. Each card's URL carries a hash of its drawing, so routes can name it without encoding anything;
// src/steps/social-images.ts rasterises the drawings into those files.
import { createHash } from 'node:crypto';
import type { SiteSettings, SocialCopy } from '../content/schema';
import type { SocialImage } from './types';
import { escapeXml } from './xml';
import { fill } from './template';

const SOCIAL_WIDTH = 1200;
const SOCIAL_HEIGHT = 630;
export const SOCIAL_DIR = '/images/og';
/** Bump when the drawing or encoder changes in a way the SVG text does not show. */
const ENCODER_VERSION = 'og v2 png palette';
const FONT = "'DejaVu Sans', 'Liberation Sans', Arial, Helvetica, sans-serif";

export interface SocialCard {
  /** File name stem: the page kind or the article slug. */
  name: string;
  eyebrow: string;
  title: string;
}

/** Breaks a title into at most `maxLines` lines of about `perLine` characters, ending with … if it must cut. */
export function wrapTitle(title: string, perLine: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of title.split(/\s+/)) {
    if (line && (line + ' ' + word).length > perLine) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${kept[maxLines - 1]?.replace(/[\s,.;:–-]*\S*$/, '')}…`;
  return kept;
}

/** The card as SVG. Bold sans at 64 px is about 36 px a character, so 28 characters fill the text column. */
export function socialCardSvg(card: SocialCard, site: SiteSettings, copy: SocialCopy): string {
  const long = card.title.length > 75;
  const size = long ? 54 : 64;
  const lines = wrapTitle(card.title, long ? 32 : 26, 3);
  const titleTop = 296;
  const tspans = lines
    .map((l, i) => `<tspan x="96" y="${Math.round(titleTop + i * size * 1.15)}">${escapeXml(l)}</tspan>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SOCIAL_WIDTH}" height="${SOCIAL_HEIGHT}" viewBox="0 0 ${SOCIAL_WIDTH} ${SOCIAL_HEIGHT}">
<rect width="1200" height="630" fill="${site.themeColor}"/>
<rect width="24" height="630" fill="#fbbf24"/>
<g transform="translate(96 64) scale(1.25)">
<path d="M20 30v-6a12 12 0 0 1 24 0v6" fill="none" stroke="#fbbf24" stroke-width="6" stroke-linecap="round"/>
<rect x="14" y="30" width="36" height="24" rx="4" fill="#fbbf24"/>
<circle cx="32" cy="40" r="4" fill="${site.themeColor}"/><rect x="30" y="42" width="4" height="7" rx="1" fill="${site.themeColor}"/>
</g>
<text x="190" y="124" font-family="${FONT}" font-size="34" font-weight="700" fill="#ffffff" letter-spacing="3">${escapeXml(site.brand)}</text>
<text x="96" y="214" font-family="${FONT}" font-size="28" font-weight="700" fill="#fbbf24">${escapeXml(card.eyebrow.toUpperCase())}</text>
<text font-family="${FONT}" font-size="${size}" font-weight="700" fill="#ffffff">${tspans}</text>
<rect x="96" y="510" width="1008" height="2" fill="#334155"/>
<text x="96" y="560" font-family="${FONT}" font-size="28" fill="#cbd5e1">${escapeXml(copy.tagline)}</text>
</svg>`;
}

const cardHash = (svg: string) => createHash('sha256').update(ENCODER_VERSION).update(svg).digest('hex').slice(0, 10);

// Pages of a kind share one card: draw and hash it once per build (the copy object is new on every load).
const drawn = new WeakMap<SocialCopy, Map<string, SocialImage>>();

/** The image's URL path and alt text, computed from the drawing without encoding it. */
export function socialImage(card: SocialCard, site: SiteSettings, copy: SocialCopy): SocialImage {
  let cards = drawn.get(copy);
  if (!cards) drawn.set(copy, (cards = new Map()));
  const key = `${site.brand}|${site.themeColor}|${card.name}|${card.eyebrow}|${card.title}`;
  let image = cards.get(key);
  if (!image) cards.set(key, (image = drawImage(card, site, copy)));
  return image;
}

function drawImage(card: SocialCard, site: SiteSettings, copy: SocialCopy): SocialImage {
  return {
    path: `${SOCIAL_DIR}/${card.name}.${cardHash(socialCardSvg(card, site, copy))}.png`,
    alt: fill(copy.imageAlt, { title: card.title }),
    width: SOCIAL_WIDTH,
    height: SOCIAL_HEIGHT,
    card,
  };
}
