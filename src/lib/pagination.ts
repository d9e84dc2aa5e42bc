// How a long list is split into numbered pages (the blog's lists, a region's areas): the pages, the links between
// them, and the titles of page 2 onwards. Shared by routes and the Pagination component.
import { fill } from './template';

/** Consecutive pages of `size` items; a list with no items still has one page. */
export function paginate<T>(items: readonly T[], size: number): T[][] {
  const pages: T[][] = [];
  for (let start = 0; start < items.length; start += size) pages.push(items.slice(start, start + size));
  return pages.length ? pages : [[]];
}

/**
 * The page numbers a page of a list links to, with null where numbers are left out: every number when there are
 * at most seven, else the first, the last, and the current page with its neighbours (1 … 4 5 6 … 17), so the
 * links fit a phone's width however long the list grows. A gap of one number shows the number instead.
 */
export function pageWindow(current: number, total: number): (number | null)[] {
  if (total <= 7) return Array.from({ length: total }, (_, i) => i + 1);
  const edge = current <= 3 ? [1, 2, 3, 4] : current >= total - 2 ? [total - 3, total - 2, total - 1, total] : [];
  const shown = [...new Set([1, total, current - 1, current, current + 1, ...edge])]
    .filter((n) => n >= 1 && n <= total)
    .sort((a, b) => a - b);
  const out: (number | null)[] = [];
  for (const n of shown) {
    const previous = out.at(-1);
    if (typeof previous === 'number' && n - previous === 2) out.push(n - 1);
    else if (typeof previous === 'number' && n - previous > 2) out.push(null);
    out.push(n);
  }
  return out;
}

/** The links between the pages of a list. */
export interface PageLinks {
  previous?: string;
  next?: string;
  /** Numbered links in order; null where numbers are left out. */
  pages: ({ number: number; href: string; label: string; current: boolean } | null)[];
}

/** The copy of a list's pages (content/pages/*.yaml › pagination). */
export interface PaginationCopy {
  page: string;
  title: string;
  description: string;
}

/** The links of page `n` of `total`, or none for a list of one page. */
export function pageLinks(
  n: number,
  total: number,
  pathOf: (page: number) => string,
  copy: Pick<PaginationCopy, 'page'>,
): PageLinks | undefined {
  if (total < 2) return undefined;
  return {
    ...(n > 1 ? { previous: pathOf(n - 1) } : {}),
    ...(n < total ? { next: pathOf(n + 1) } : {}),
    pages: pageWindow(n, total).map((p) =>
      p === null ? null : { number: p, href: pathOf(p), label: fill(copy.page, { page: p }), current: p === n },
    ),
  };
}

/** Page `n`'s search title and description: the first page's own, then "{title}: Page 2 of 5" and the like. */
export function numberedSeo<S extends { title: string; description: string }>(
  n: number,
  total: number,
  copy: PaginationCopy,
  first: { seo: S; title: string },
): S {
  if (n === 1) return first.seo;
  const numbered = (template: string) => fill(template, { page: n, pages: total });
  return {
    ...first.seo,
    title: fill(numbered(copy.title), { title: first.title }),
    description: fill(numbered(copy.description), { description: first.seo.description }),
  };
}
