// The reviews a page shows (docs/site.md#reviews): the newest of content/reviews/, all of them on the home page and
// those of one service or area on its page, each with its service and area named and its date written out. A page
// with none to show gets none, and no empty section.
import type { Content } from '../content/load';
import type { Review, ReviewsCopy } from '../content/schema';
import { formatDate } from '../lib/blog';

/** A review as a page prints it. */
export interface ReviewCard extends Pick<Review, 'slug' | 'words' | 'name' | 'date' | 'source' | 'incentive'> {
  /** What and where the job was, as the site names them ("Emergency Lockout, Camden"), or empty. */
  job: string;
  dateLabel: string;
}

export interface ReviewsProps {
  copy: ReviewsCopy;
  items: ReviewCard[];
}

/** How many the home page shows, and a service or area page. */
const SHOWN = { home: 6, page: 3 } as const;

/**
 * The services' titles and the areas' names by slug, made once per content: every area page asks, so making them per
 * page cost time in the square of the number of areas.
 */
const namesByContent = new WeakMap<Content, { titles: Map<string, string>; names: Map<string, string> }>();
function namesOf(content: Content) {
  let found = namesByContent.get(content);
  if (!found) {
    const titles = new Map(content.services.map((s) => [s.slug, s.title]));
    const names = new Map(content.areas.map((a) => [a.slug, a.name]));
    namesByContent.set(content, (found = { titles, names }));
  }
  return found;
}

/** The reviews for a page, or undefined when it has none to show. */
export function reviewsFor(content: Content, only?: { service?: string; area?: string }): ReviewsProps | undefined {
  const { titles, names } = namesOf(content);
  const chosen = content.reviews
    .filter((r) => !only || (only.service ? r.service === only.service : r.area === only.area))
    .slice(0, only ? SHOWN.page : SHOWN.home);
  if (chosen.length === 0) return undefined;
  return {
    copy: content.pages.home.reviews,
    items: chosen.map(({ slug, words, name, date, source, service, area, incentive }) => ({
      slug,
      words,
      name,
      date,
      source,
      ...(incentive ? { incentive } : {}),
      job: [service && titles.get(service), area && names.get(area)].filter(Boolean).join(', '),
      dateLabel: formatDate(date, 'long'),
    })),
  };
}
