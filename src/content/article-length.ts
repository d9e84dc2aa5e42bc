// How long an article may grow before the build says so. Length never fails a build: the first-screen budget does
// not depend on it (docs/performance.md "First screen"), and every word is prerendered. Past the ceiling a warning
// suggests a series, for the readers' sake rather than the site's.
import type { Article } from './articles';

/**
 * About a 52-minute read at 230 words a minute, and about 40 KB of HTML gzip (a 10,000-word guide measured 34 KB,
 * its first screen 8.6 KB, whatever its length): far past the longest guides this trade publishes (2,000–6,000 words).
 */
export const ARTICLE_WORDS_CEILING = 12_000;

export function longArticleWarnings(articles: readonly Pick<Article, 'file' | 'words'>[]): string[] {
  return articles
    .filter((a) => a.words > ARTICLE_WORDS_CEILING)
    .map(
      (a) =>
        `${a.file}: ${a.words.toLocaleString('en-GB')} words, over the ${ARTICLE_WORDS_CEILING.toLocaleString('en-GB')} an article should hold. It builds and publishes whole, but readers are better served by a series: split it into articles of the same category that link to each other.`,
    );
}
