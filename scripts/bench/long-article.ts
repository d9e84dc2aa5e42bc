// A long guide of any length, for the checks that an article of any length publishes whole: the bodies of the real
// articles (content/blog/*.md, their headings, lists, links and pictures) one after the other until the article has
// as many words as asked, under its own front matter. Real prose compresses as the business's own long guides will,
// which generated filler would not. Its illustration, category and related areas are the content's own, so it
// builds whatever articles and areas the owner keeps. Only the checks and the benchmark use it; nothing of it is
// built into dist/.
import { type ArticleSource, readArticleSources } from '../../src/content/articles';
import { readContent } from '../../src/content/load';

const FRONT_MATTER = /^---\r?\n[\s\S]*?\r?\n---\r?\n?/;
const words = (text: string) => text.match(/\S+/g)?.length ?? 0;

/** The Markdown file of a guide of at least `atLeast` words, slug `london-lock-guide-{atLeast}-words`. */
export function longArticle(atLeast: number): ArticleSource & { slug: string } {
  const sources = readArticleSources();
  const bodies = sources.map((s) => s.text.replace(FRONT_MATTER, '').trim());
  // The first article's lines as written: an illustration that is in content/blog/images/ and a category spelt as
  // the others spell it (two spellings of one category are an error).
  const front = FRONT_MATTER.exec(sources[0]?.text ?? '')?.[0] ?? '';
  const line = (field: string) => new RegExp(`^${field}: .*$`, 'm').exec(front)?.[0] ?? '';
  const areas = readContent()
    .areas.slice(0, 2)
    .map((area) => `\n  - /areas/${String(area.slug)}/`);
  if (!bodies.some((body) => words(body) > 0)) throw new Error('content/blog/ has no article to make a guide of');
  const parts: string[] = [];
  let count = 0;
  for (let i = 0; count < atLeast; i++) {
    const body = bodies[i % bodies.length] ?? '';
    parts.push(body);
    count += words(body);
  }
  const slug = `london-lock-guide-${atLeast}-words`;
  const text = `---
title: "The London Lock Guide: Lockouts, Locks, Keys and Security in One Place"
excerpt: "Everything our locksmiths tell London households and businesses, in one long guide: what to do when you are locked out, which locks to fit and how to keep them working."
${line('image')}
date: "2024-03-20"
${line('category')}
relatedServices:
  - /services/
relatedAreas:${areas.length ? areas.join('') : ' []'}
---
${parts.join('\n\n')}
`;
  // Named as if it sat beside the real articles, so its illustration is found in content/blog/images/.
  return { file: `content/blog/${slug}.md`, text, slug };
}
