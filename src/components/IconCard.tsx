// A card with an icon, a heading and a line of copy; when it has an href its heading is the link, which covers the
// card (./card-link.ts).
import type { IconCard as IconCardData } from '../content/schema';
import { CARD_FRAME, CARD_LINK } from './card-link';
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
      <Heading className="text-lg font-semibold text-slate-900">
        {href ? (
          <a href={href} className={CARD_LINK}>
            {card.title}
          </a>
        ) : (
          card.title
        )}
      </Heading>
      <p className="mt-2 text-slate-600">{card.description}</p>
    </>
  );
  return (
    <div className={`h-full bg-white p-6 ${href ? CARD_FRAME : 'rounded-xl border border-slate-200 shadow-sm'}`}>
      {body}
    </div>
  );
}
