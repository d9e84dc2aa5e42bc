// Blog index: the hero, the category filter and every article as a card (SPEC.md §2 "/blog").
import type { BlogIndexCopy } from '../../content/schema';
import { ArticleCard } from '../components/ArticleCard';
import { PageHero } from '../components/PageHero';
import { Island } from '../components/Island';
import type { ArticleCard as Card, Category } from '../lib/blog';

export interface BlogPageProps {
  copy: BlogIndexCopy;
  /** Newest first. */
  articles: Card[];
  categories: Category[];
}

const LIST_ID = 'articles';

export function BlogPage({ copy, articles, categories }: BlogPageProps) {
  return (
    <>
      <PageHero title={copy.hero.title} subtitle={copy.hero.subtitle} />
      <section className="px-4 py-12 sm:px-6">
        <div className="mx-auto max-w-7xl">
          <Island
            name="BlogFilter"
            props={{
              listId: LIST_ID,
              categories,
              labels: { all: copy.allArticles, group: copy.filterLabel, showing: copy.showing },
            }}
          />
          <ul id={LIST_ID} className="mt-6 grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
            {articles.map((article) => (
              <li key={article.slug} data-category={article.categorySlug}>
                <ArticleCard article={article} />
              </li>
            ))}
          </ul>
          <p className="mt-12 text-center">
            <a
              href="/blog/feed.xml"
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
