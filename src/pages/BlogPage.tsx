// A page of the blog's index or of one category (docs/site.md#blog): the hero, the category links, this page's
// articles as cards, and the links to the list's other pages.
import type { BlogIndexCopy } from '../content/schema';
import { ArticleCard } from '../components/ArticleCard';
import { CategoryLinks } from '../components/CategoryLinks';
import { PageHero } from '../components/PageHero';
import { Pagination } from '../components/Pagination';
import type { ArticleCard as Card, FilterLink } from '../lib/blog';
import type { PageLinks } from '../lib/pagination';
import { FEED_URL } from '../lib/head';
import { FirstScreenEnd } from '../components/FirstScreenEnd';

export interface BlogPageProps {
  copy: BlogIndexCopy;
  hero: { title: string; subtitle: string };
  /** This page's articles, newest first. */
  articles: Card[];
  filter: FilterLink[];
  /** "Showing N articles in {category}", counting every page of the category. */
  showing?: string;
  /** Absent when the list fits on one page. */
  pagination?: PageLinks;
}

/** Cards in the first row at the widest layout (lg:grid-cols-3); at 390 px the first card alone fills the screen. */
const FIRST_ROW = 3;

const card = (article: Card) => (
  <li key={article.slug}>
    <ArticleCard article={article} />
  </li>
);

export function BlogPage({ copy, hero, articles, filter, showing, pagination }: BlogPageProps) {
  return (
    <>
      <PageHero title={hero.title} subtitle={hero.subtitle} />
      <section className="px-4 py-12 sm:px-6">
        <div className="mx-auto max-w-7xl">
          <CategoryLinks label={copy.filterLabel} links={filter} showing={showing} />
          <ul id="articles" className="mt-8 grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
            {articles.slice(0, FIRST_ROW).map(card)}
            <FirstScreenEnd />
            {articles.slice(FIRST_ROW).map(card)}
          </ul>
          {pagination ? <Pagination links={pagination} labels={copy.pagination} /> : null}
          <p className="mt-12 text-center">
            <a
              href={FEED_URL}
              className="font-semibold text-amber-800 underline underline-offset-4 hover:text-amber-900"
            >
              {copy.feed}
            </a>
          </p>
        </div>
      </section>
    </>
  );
}
