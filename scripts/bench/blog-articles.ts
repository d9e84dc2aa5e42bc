// Generates a blog that has grown: the real content plus articles written as Markdown files in a temporary folder,
// read and validated like the real ones, so the blog index and category pages can be built at any size. Every
// article has its own title, excerpt and body, drawn from locksmith vocabulary so that pages compress like real
// copy rather than like repeated filler; titles and excerpts are either of varied length or all as long as the
// schema allows (the worst case for a page of the index). Their categories and illustrations are the real
// articles', whatever they are, and every other article is in the first of them, so that one category runs to
// several pages. Only the blog scale checks use it; nothing of it is built into dist/.
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parse } from 'yaml';
import { readArticleSources } from '../../src/content/articles';
import { readContent, type RawContent } from '../../src/content/load';

/**
 * The real articles' categories, as they spell them, each with the illustration of its first article (a file of
 * content/blog/images/): a generated article in a category of its own spelling would clash with the real ones.
 */
const realContent = readContent();
const CATEGORIES = new Map<string, string>();
for (const { text } of realContent.articles) {
  const front: unknown = parse(/^---\r?\n([\s\S]*?)\r?\n---/.exec(text)?.[1] ?? '');
  const { category, image } = (front ?? {}) as { category?: unknown; image?: unknown };
  if (typeof category === 'string' && typeof image === 'string' && !CATEGORIES.has(category))
    CATEGORIES.set(category, image);
}
const NAMES = [...CATEGORIES.keys()];

/** Areas the generated articles link to: the site's own, so the links resolve whatever areas it has. */
const AREAS = realContent.areas.map((a) => String(a.slug));
const PLACES = [
  'Camden',
  'Islington',
  'Hackney',
  'Lambeth',
  'Croydon',
  'Ealing',
  'Greenwich',
  'Barnet',
  'Brent',
  'Southwark',
  'Wandsworth',
  'Richmond',
  'Lewisham',
  'Haringey',
  'Bromley',
  'Hounslow',
];
const ADJECTIVES = [
  'anti-snap',
  'British Standard',
  'BS3621',
  'multipoint',
  'keyless',
  'high-security',
  'restricted',
  'weatherproof',
  'smart',
  'five-lever',
  'night-latch',
  'retrofit',
  'tamper-proof',
  'budget-friendly',
  'heavy-duty',
  'sash-window',
];
const THINGS = [
  'cylinders',
  'mortice deadlocks',
  'uPVC door mechanisms',
  'garage door locks',
  'window restrictors',
  'patio door locks',
  'key safes',
  'transponder keys',
  'door entry systems',
  'master key suites',
  'shed padlocks',
  'letterbox guards',
  'sliding door bolts',
  'CCTV doorbells',
  'alarm keypads',
  'fire exit bars',
];
const PEOPLE = [
  'landlords',
  'first-time buyers',
  'shop owners',
  'students',
  'families',
  'office managers',
  'van drivers',
  'pensioners',
  'tenants',
  'property managers',
  'builders',
  'night-shift workers',
];
const VERBS = [
  'choose',
  'fit',
  'service',
  'upgrade',
  'replace',
  'inspect',
  'repair',
  'secure',
  'compare',
  'test',
  'lubricate',
  'adjust',
];
const MOMENTS = [
  'the clocks go back',
  'a long holiday',
  'moving house',
  'winter sets in',
  'a break-in next door',
  'the tenancy starts',
  'the insurer visits',
  'the builders leave',
  'the school run',
  'a late-night lockout',
];

/** A small seeded generator, so a given article is the same text on every run. */
function random(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
}

/** Joins phrases until the text is at least `min` characters; one that grew past `max` is cut at a word, with "…". */
function between(min: number, max: number, first: string, more: () => string): string {
  let text = first;
  while (text.length < min) text += more();
  if (text.length > max) text = `${text.slice(0, text.lastIndexOf(' ', max - 1))}…`;
  return text.replace(/[\s,;:]+(…?)$/, '$1');
}

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

function sentence(pick: ReturnType<typeof random>): string {
  return capitalise(
    `${pick(PEOPLE)} in ${pick(PLACES)} often ${pick(VERBS)} ${pick(ADJECTIVES)} ${pick(THINGS)} before ${pick(MOMENTS)}, and a locksmith can ${pick(VERBS)} the ${pick(THINGS)} at the same visit.`,
  );
}

/** "varied": titles of 40–110 characters and excerpts of 120–240; "longest": 95–110 and 230–240 (of 110 and 240). */
export type Lengths = 'varied' | 'longest';

/** Article `i` of the generated ones, as the Markdown file an editor would write. */
export function generatedArticle(i: number, date: string, lengths: Lengths = 'varied'): { slug: string; text: string } {
  const pick = random(i + 1);
  const share = lengths === 'longest' ? 1 : ((i * 37) % 100) / 100;
  const category = (i % 2 === 0 ? NAMES[0] : NAMES[(i >> 1) % NAMES.length]) ?? '';
  const place = pick(PLACES);
  const head = `${capitalise(pick(ADJECTIVES))} ${pick(THINGS)} in ${place} (guide ${i + 1})`;
  let clauses = 0;
  const clause = () =>
    clauses++ === 0
      ? `: how ${pick(PEOPLE)} ${pick(VERBS)} ${pick(THINGS)}`
      : ` and ${pick(VERBS)} ${pick(ADJECTIVES)} ${pick(THINGS)}`;
  const title = between(40 + share * 55, 110, head, clause);
  const excerpt = between(120 + share * 110, 240, sentence(pick), () => ` ${sentence(pick)}`);
  const slug = `${place.toLowerCase()}-${pick(VERBS)}-${pick(THINGS)
    .replace(/[^a-z]+/gi, '-')
    .toLowerCase()}-guide-${i + 1}`;
  const section = (n: number) => `## ${capitalise(pick(VERBS))} your ${pick(ADJECTIVES)} ${pick(THINGS)} (part ${n})

${[1, 2, 3].map(() => sentence(pick)).join(' ')} Ask about [our services](/services/) or read about
[locksmiths in ${capitalise(pick(AREAS))}](/areas/${pick(AREAS)}/).

- **${capitalise(pick(VERBS))}** ${pick(ADJECTIVES)} ${pick(THINGS)} *before* ${pick(MOMENTS)}
- ${sentence(pick)}
- ${sentence(pick)}
`;
  const text = `---
title: ${JSON.stringify(title)}
excerpt: ${JSON.stringify(excerpt)}
image: ${CATEGORIES.get(category) ?? ''}
date: "${date}"
category: ${JSON.stringify(category)}
relatedServices:
  - /services/
relatedAreas:
  - /areas/${AREAS[i % AREAS.length]}/
---
${[1, 2, 3, 4].map(section).join('\n')}`;
  return { slug, text };
}

/**
 * The real content with articles added until there are `total`, newest first: the generated ones were published
 * one a day after the newest real article, so the first pages of the blog are full of long titles.
 */
export async function grownBlog(total: number, dir: string, lengths: Lengths = 'varied'): Promise<RawContent> {
  const real = readContent();
  const count = Math.max(0, total - real.articles.length);
  const blogDir = join(dir, 'content', 'blog');
  await mkdir(blogDir, { recursive: true });
  const start = Date.UTC(2024, 2, 16);
  await Promise.all(
    Array.from({ length: count }, (_, i) => {
      const date = new Date(start + i * 86_400_000).toISOString().slice(0, 10);
      const { slug, text } = generatedArticle(i, date, lengths);
      return writeFile(join(blogDir, `${slug}.md`), text);
    }),
  );
  // They use the real illustrations, which are found beside the real articles (src/content/articles.ts).
  const sources = readArticleSources(blogDir).map((s) => ({
    ...s,
    file: `content/blog/${s.file.split('/').pop() ?? ''}`,
  }));
  return { ...real, articles: [...real.articles, ...sources] };
}
