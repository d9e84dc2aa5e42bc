// The blog: its lists (src/routes/blog-lists.ts) and a page per article with its related links and articles.
import type { Content } from '../content/load';
import { blogPostingNode } from '../lib/json-ld';
import type { Article } from '../content/articles';
import { bodyWithPictures, responsiveImage } from '../lib/images';
import { type ArticleCard, categoriesOf, categorySlug, formatDate, relatedArticles } from '../lib/blog';
import { areaNameFromSlug, withName } from '../lib/area';
import { articlePath, sectionPath } from '../lib/paths';
import { kindCard, page, sectionCrumb } from './page';
import { posting } from './blog-posting';
import { blogListRoutes } from './blog-lists';
import type { Route } from './types';
import { fill } from '../lib/template';

/** An article as a card: on /blog/ and under 'Related Articles'. */
export function articleCard(content: Content, a: Article): ArticleCard {
  return {
    slug: a.slug,
    title: a.title,
    excerpt: a.excerpt,
    category: a.category,
    categorySlug: categorySlug(a.category),
    date: a.date,
    dateLabel: formatDate(a.date, 'short'),
    readTime: fill(content.pages.articlePage.readTime, { minutes: a.readMinutes }),
    image: responsiveImage(a.imageSource),
  };
}

export function blogRoutes(content: Content, articleCards: boolean): Route[] {
  const { articles, pages: copy, site } = content;
  const blogCrumb = sectionCrumb(content, sectionPath('blog'));
  const cards = articles.map((a) => articleCard(content, a));
  // Related articles and category pages come from the same grouping, made once: linear in the number of articles.
  const byCategory = new Map<string, ArticleCard[]>();
  for (const c of cards) {
    const list = byCategory.get(c.category);
    if (list) list.push(c);
    else byCategory.set(c.category, [c]);
  }
  const categories = categoriesOf(articles);
  return [
    ...blogListRoutes(content, { cards }, categories),
    ...categories.flatMap((category) =>
      blogListRoutes(content, { category, cards: byCategory.get(category.name) ?? [] }, categories),
    ),
    ...articles.map((a, i) => {
      const card = cards[i] ?? articleCard(content, a);
      const links = [
        ...a.relatedServices.map((href) => ({ href, label: copy.articlePage.viewServices })),
        // docs/site.md#an-article: the name comes from the path's last segment, not from the area record.
        ...a.relatedAreas.map((href) => ({
          href,
          label: withName(copy.articlePage.areaLink, areaNameFromSlug(href.split('/').filter(Boolean).pop() ?? '')),
        })),
      ];
      return page(content, {
        path: articlePath(a.slug),
        page: 'article',
        props: {
          article: {
            ...card,
            dateLong: formatDate(a.date, 'long'),
            html: bodyWithPictures(a.html, a.bodyImages),
            ...(a.reviewed ? { reviewed: { date: a.reviewed, long: formatDate(a.reviewed, 'long') } } : {}),
          },
          copy: copy.articlePage,
          relatedLinks: links,
          related: relatedArticles(card, byCategory.get(card.category) ?? []),
        },
        seo: {
          title: a.seo?.title ?? a.title,
          description: a.seo?.metaDescription ?? a.excerpt,
          keywords: a.seo?.keywords ?? [],
        },
        trail: [blogCrumb, { label: a.title }],
        ogType: 'article',
        card: articleCards ? { name: a.slug, eyebrow: a.category, title: a.title } : kindCard(content, 'blog'),
        jsonLd: [blogPostingNode(site, posting(a))],
      });
    }),
  ];
}
