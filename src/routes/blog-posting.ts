// An article as structured data (a BlogPosting): on its own page, and for the first articles of /blog/.
import type { Article } from '../content/articles';
import type { PostingData } from '../lib/json-ld';
import { largestImageUrl } from '../lib/images';
import { articlePath } from '../lib/paths';

/** The article's BlogPosting data, from its front matter and words. */
export function posting(a: Article): PostingData {
  return {
    path: articlePath(a.slug),
    headline: a.title,
    description: a.seo?.metaDescription ?? a.excerpt,
    date: a.date,
    modified: a.reviewed,
    image: largestImageUrl(a.imageSource),
    keywords: a.seo?.keywords,
    section: a.category,
    words: a.words,
  };
}
