// The blog's lists: /blog/ and each category's page, paged, with the category links and structured data.
import type { Content } from '../content/load';
import type { Crumb } from '../lib/types';
import { blogNode, blogPostingNode, itemListNode } from '../lib/json-ld';
import { type SocialCard } from '../lib/social-card';
import { ARTICLES_PER_PAGE, type ArticleCard, type Category, type FilterLink, showingMessage } from '../lib/blog';
import { numberedSeo, pageLinks, paginate } from '../lib/pagination';
import { articlePath, blogListPath, sectionPath } from '../lib/paths';
import { kindCard, page, sectionCrumb } from './page';
import { posting } from './blog-posting';
import type { Route } from './types';
import { fill } from '../lib/template';

/** The blog's structured data lists its first five articles (docs/site.md#display-limits). */
const BLOG_JSON_LD_POSTS = 5;

/** One list of the blog: every article (/blog/) or one category's (/blog/category/{slug}/), newest first. */
export interface BlogList {
  category?: Category;
  cards: ArticleCard[];
}

/**
 * The pages of a list, ARTICLES_PER_PAGE articles each: /blog/, /blog/page/2/, … and the same below each
 * category's page. Every page has the category links, its own title, description, canonical, breadcrumbs and
 * structured data, and links to the other pages, all plain HTML.
 */
export function blogListRoutes(content: Content, list: BlogList, categories: readonly Category[]): Route[] {
  const { pages, site, social, articles } = content;
  const copy = pages.blogIndex;
  const { category } = list;
  const named = (template: string) => fill(template, { category: category?.name ?? '' });
  const first = category
    ? {
        seo: {
          title: named(copy.category.seo.title),
          description: named(copy.category.seo.description),
          keywords: [category.name, ...copy.category.seo.keywords],
        },
        hero: { title: named(copy.category.hero.title), subtitle: copy.category.hero.subtitle },
      }
    : { seo: copy.seo, hero: copy.hero };
  const blogCrumb = sectionCrumb(content, sectionPath('blog'));
  const chunks = paginate(list.cards, ARTICLES_PER_PAGE);
  const total = chunks.length;
  const pathOf = (n: number) => blogListPath(category?.slug, n);
  const card: SocialCard = category
    ? {
        name: `blog-category-${category.slug}`,
        ...social.cards.blogCategory,
        title: named(social.cards.blogCategory.title),
      }
    : kindCard(content, 'blog');
  return chunks.map((cards, i) => {
    const n = i + 1;
    const path = pathOf(n);
    const numbered = (template: string) => fill(template, { page: n, pages: total });
    const current: FilterLink['current'] = n === 1 ? 'page' : 'true';
    const filter: FilterLink[] = [
      { label: copy.allArticles, href: blogListPath(), ...(category ? {} : { current }) },
      ...categories.map((c) => ({
        label: c.name,
        href: blogListPath(c.slug),
        ...(c.slug === category?.slug ? { current } : {}),
      })),
    ];
    const pagination = pageLinks(n, total, pathOf, copy.pagination);
    const listCrumb: Crumb[] = category ? [blogCrumb, { label: category.name, href: pathOf(1) }] : [blogCrumb];
    const trail: Crumb[] =
      n === 1
        ? [...listCrumb.slice(0, -1), { label: listCrumb.at(-1)?.label ?? blogCrumb.label }]
        : [...listCrumb, { label: numbered(copy.pagination.page) }];
    const newest = category ? articles.find((a) => a.category === category.name) : articles[0];
    const isBlogHome = !category && n === 1;
    return page(content, {
      path,
      page: category ? 'blogCategory' : 'blog',
      props: {
        copy,
        hero: first.hero,
        articles: cards,
        filter,
        ...(category ? { showing: showingMessage(copy.showing, category.count, category.name) } : {}),
        ...(pagination ? { pagination } : {}),
      },
      seo: numberedSeo(n, total, copy.pagination, { seo: first.seo, title: first.hero.title }),
      trail,
      pageType: 'CollectionPage',
      card,
      ...(newest ? { lastmod: newest.date } : {}),
      // /blog/ describes the blog by its first five articles (docs/site.md#display-limits); every other page lists its own.
      jsonLd: [
        isBlogHome
          ? blogNode(
              site,
              path,
              copy.hero.title,
              copy.seo.description,
              articles.slice(0, BLOG_JSON_LD_POSTS).map((a) => blogPostingNode(site, posting(a))),
            )
          : itemListNode(
              site,
              path,
              cards.map((c) => ({ path: articlePath(c.slug), name: c.title })),
            ),
      ],
    });
  });
}
