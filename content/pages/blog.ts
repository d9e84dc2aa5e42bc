// Copy of the blog index and its category pages, of what the article pages share, and of 'Post Not Found'
// (docs/site.md#blog, #an-article, #errors-and-fallbacks). The articles themselves are Markdown files in content/blog/.
import type { ArticlePageCopy, BlogIndexCopy, PostNotFoundCopy } from '../schema';

export const blogIndex = {
  seo: {
    title: 'Locksmith Blog & Advice for London Homes and Businesses',
    description:
      'Practical advice from London locksmiths: what to do when locked out, choosing BS3621 and anti-snap locks, avoiding scams, landlord duties and more.',
    keywords: ['locksmith advice', 'home security tips London', 'lock guides', 'locksmith blog London'],
  },
  hero: {
    title: 'Locksmith Blog & Advice',
    subtitle: 'Expert tips, guides, and insights about locksmith services and security in London',
  },
  category: {
    seo: {
      title: '{category}: Locksmith Advice',
      description:
        'Every article on {category} from our London locksmiths, newest first: practical guides, tips and advice for homes and businesses.',
      keywords: ['locksmith advice', 'locksmith blog London', 'lock and security guides'],
    },
    hero: {
      title: 'Articles on {category}',
      subtitle: 'Guides and advice from our London locksmiths, newest first',
    },
  },
  allArticles: 'All Articles',
  filterLabel: 'Filter articles by category',
  showing: {
    one: 'Showing {count} article in {category}',
    other: 'Showing {count} articles in {category}',
  },
  feed: 'Follow new articles with the Atom feed',
  pagination: {
    label: 'Pages of articles',
    previous: 'Previous',
    next: 'Next',
    page: 'Page {page}',
    title: '{title}: Page {page} of {pages}',
    description: 'Page {page} of {pages}. {description}',
  },
} satisfies BlogIndexCopy;

export const articlePage = {
  back: { label: 'Back to Blog', href: '/blog/' },
  readTime: '{minutes} min read',
  relatedLinks: 'Related Links',
  viewServices: 'View Our Services',
  areaLink: 'Locksmith in {name}',
  relatedArticles: 'Related Articles',
  reviewed: 'Last reviewed {date}',
  cta: {
    heading: 'Need a Locksmith Now?',
    text: 'Day or night, we aim to reach you within 30 minutes (20–30 minutes on average), with a fixed price agreed before we start.',
  },
} satisfies ArticlePageCopy;

export const postNotFound = {
  title: 'Post Not Found',
  text: 'We could not find that article. It may have been renamed or removed; the blog lists everything we have published.',
  back: { label: 'Back to Blog', href: '/blog/' },
} satisfies PostNotFoundCopy;
