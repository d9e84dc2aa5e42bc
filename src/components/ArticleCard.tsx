// An article as a card: image, category, title, clamped excerpt, date and read time. The link is the title, so a
// screen reader names it by the title alone; its ::after covers the card, so a tap anywhere on it follows the link.
import type { ArticleCard as Card } from '../lib/blog';
import { CARD_FRAME, CARD_LINK } from './card-link';
import { Picture } from './Picture';
import { articlePath } from '../lib/paths';

interface Props {
  article: Card;
  headingLevel?: 'h2' | 'h3';
  /** Lines of excerpt: 3 on /blog/, 2 under 'Related Articles' (docs/site.md#display-limits). */
  excerptLines?: 2 | 3;
  /** Related cards show only the image, title and excerpt. */
  compact?: boolean;
}

const clamp = { 2: 'line-clamp-2', 3: 'line-clamp-3' };

export function ArticleCard({ article, headingLevel = 'h2', excerptLines = 3, compact = false }: Props) {
  const Heading = headingLevel;
  return (
    <div className={`${CARD_FRAME} flex h-full flex-col overflow-hidden bg-white`}>
      <Picture
        image={article.image}
        sizes="(min-width: 1280px) 400px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
        className="aspect-video w-full object-cover"
      />
      <div className="flex flex-1 flex-col p-5">
        {compact ? null : (
          <p className="text-sm font-semibold uppercase tracking-wide text-amber-800">{article.category}</p>
        )}
        <Heading className="mt-1 text-xl font-semibold text-slate-900">
          <a href={articlePath(article.slug)} className={CARD_LINK}>
            {article.title}
          </a>
        </Heading>
        <p className={`mt-2 text-slate-600 ${clamp[excerptLines]}`}>{article.excerpt}</p>
        {compact ? null : (
          <p className="mt-auto flex gap-2 pt-4 text-sm text-slate-600">
            <time dateTime={article.date}>{article.dateLabel}</time>
            <span aria-hidden="true">·</span>
            <span>{article.readTime}</span>
          </p>
        )}
      </div>
    </div>
  );
}
