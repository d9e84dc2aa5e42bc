// A card with an icon, a heading and a line of copy; a link when it has an href.
import type { IconCard as IconCardData } from '../../content/schema';
import { IconBadge } from './IconBadge';

export function IconCard({
  card,
  href,
  headingLevel = 'h3',
}: {
  card: IconCardData;
  href?: string;
  headingLevel?: 'h2' | 'h3';
}) {
  const Heading = headingLevel;
  const body = (
    <>
      <IconBadge name={card.icon} className="mb-4" />
      <Heading className="text-lg font-semibold text-slate-900">{card.title}</Heading>
      <p className="mt-2 text-slate-600">{card.description}</p>
    </>
  );
  const frame = 'block h-full rounded-xl border border-slate-200 bg-white p-6 shadow-sm';
  return href ? (
    <a href={href} className={`${frame} transition-shadow hover:border-amber-400 hover:shadow-md`}>
      {body}
    </a>
  ) : (
    <div className={frame}>{body}</div>
  );
}
