// A long guide of any length, for the checks that an article of any length publishes whole: the bodies of the real
// articles (content/blog/*.md, their headings, lists and links) one after the other until the article has as many
// words as asked, under its own front matter. Real prose compresses as the business's own long guides will, which
// generated filler would not. Only the checks and the benchmark use it; nothing of it is built into dist/.
import { type ArticleSource, readArticleSources } from '../../src/content/articles';

const FRONT_MATTER = /^---\r?\n[\s\S]*?\r?\n---\r?\n?/;
const words = (text: string) => text.match(/\S+/g)?.length ?? 0;

/** The Markdown file of a guide of at least `atLeast` words, slug `london-lock-guide-{atLeast}-words`. */
export function longArticle(atLeast: number): ArticleSource & { slug: string } {
  const bodies = readArticleSources().map((s) => s.text.replace(FRONT_MATTER, '').trim());
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
image: images/home-security.svg
date: "2024-03-20"
category: "Home Security"
relatedServices:
  - /services/
relatedAreas:
  - /areas/camden/
  - /areas/westminster/
---
${parts.join('\n\n')}
`;
  // Named as if it sat beside the real articles, so its illustration is found in content/blog/images/.
  return { file: `content/blog/${slug}.md`, text, slug };
}
