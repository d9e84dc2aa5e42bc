// Generates a synthetic site for the scaling benchmark: the real content plus N extra pages, half of them areas (in
// memory) and half articles (Markdown files in a temporary folder, read and parsed like the real ones). The copy is generated
// filler, never built into dist/: only the benchmark uses it.
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { readArticleSources } from '../../src/content/articles';
import { readContent, type RawContent } from '../../src/content/load';

const REGIONS = ['Central', 'North', 'South', 'East', 'West'] as const;
const CATEGORIES: [category: string, image: string][] = [
  ['Emergency Services', 'images/emergency-services.svg'],
  ['Home Security', 'images/home-security.svg'],
  ['Maintenance', 'images/maintenance.svg'],
  ['Lock Technology', 'images/lock-technology.svg'],
  ['Commercial Security', 'images/commercial-security.svg'],
];

/** A generated area record, in a region of its own turn or in `region`. */
export function syntheticArea(i: number, region: string = REGIONS[i % REGIONS.length] ?? 'Central') {
  const name = `Testarea ${i}`;
  return {
    slug: `testarea-${i}`,
    name,
    region,
    description: `${name} is a generated area used to measure how the build scales. It has homes, shops and offices like any other part of London. Its copy is long enough to look like a real area page.`,
    specialties: ['Period property locks', 'Mansion block locks', 'Commercial shopfront locks', 'Door entry systems'],
    landmarks: [`${name} Hall`, `${name} Park`, `${name} Market`, `${name} Library`],
    neighborhoods: [`North ${name}`, `South ${name}`, `East ${name}`, `West ${name}`],
    postalCodes: ['E1', 'E2', 'N1'],
    coordinates: { latitude: (51.3 + (i % 400) / 1000).toFixed(4), longitude: (-0.4 + (i % 600) / 1000).toFixed(4) },
    emergency: `Lockouts in ${name} happen at all hours. We aim to arrive within 30 minutes, day or night, and use non-destructive entry wherever possible.`,
    installation: `For homes in ${name} we fit BS3621 mortice locks and 3-star TS007 anti-snap cylinders, with free security surveys on request.`,
  };
}

/** A generated article's Markdown file, front matter and all (about 600 words); the Hugo yardstick builds the same. */
export function syntheticArticle(i: number): string {
  const [category, image] = CATEGORIES[i % CATEGORIES.length] ?? CATEGORIES[0]!;
  const day = new Date(Date.UTC(2020, 0, 1) + (i % 1500) * 86_400_000).toISOString().slice(0, 10);
  const section = (n: number) => `## Part ${n} of generated article ${i}

Generated paragraph ${n} of article ${i}, standing in for real advice. It has **bold** and *italic* text, and a
[link to our services](/services/) and one to [the London areas](/areas/), as a real article does. The sentence
goes on for a while so that the paragraph has about the length of a real one, which is what the benchmark needs.

- A first point about locks in section ${n}
- A second point, with [emergency lockout help](/services/emergency-lockout/)
- A third point about keys and cylinders
`;
  return `---
title: "Generated Article ${i}: How the Build Scales"
excerpt: "A generated article used by the benchmark to measure how the build's cost grows with the number of pages."
image: ${image}
date: "${day}"
category: ${category}
relatedServices:
  - /services/
relatedAreas:
  - /areas/camden/
---
${[1, 2, 3, 4, 5].map(section).join('\n')}`;
}

/**
 * The real tables plus `extra` pages, half of them articles and half areas; returns the raw content to build. Each
 * article ends with a line naming `run`, so that a cold build of a new run parses every article: the build keeps what
 * it parsed in its cache by the text (src/steps/content.ts), and the same texts built before would not be parsed again.
 */
export async function syntheticContent(extra: number, dir: string, run: string): Promise<RawContent> {
  const articleCount = Math.ceil(extra / 2);
  const blogDir = join(dir, 'content', 'blog');
  await mkdir(blogDir, { recursive: true });
  for (let start = 0; start < articleCount; start += 500) {
    const batch = Array.from({ length: Math.min(500, articleCount - start) }, (_, k) => start + k);
    await Promise.all(
      batch.map((i) =>
        writeFile(join(blogDir, `generated-article-${i}.md`), `${syntheticArticle(i)}\n\nWritten for run ${run}.\n`),
      ),
    );
  }
  const areas = Array.from({ length: extra - articleCount }, (_, i) => syntheticArea(i));
  // Synthetic articles point at the real illustrations, so they are read from a folder beside content/blog/images.
  const sources = readArticleSources(blogDir).map((s) => ({
    ...s,
    file: `content/blog/${s.file.split('/').pop() ?? ''}`,
  }));
  const contentFiles = readContent();
  return {
    ...contentFiles,
    areas: [...contentFiles.areas, ...areas],
    articles: [...contentFiles.articles, ...sources],
  };
}
