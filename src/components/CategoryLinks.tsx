// The blog's category filter as plain links: 'All Articles' and one per category, the list shown marked
// aria-current, so choosing works without JavaScript and each choice is a page of its own to share or go Back to.
// On phones the links are one row that scrolls sideways, on wider screens a grid of fixed columns: in a centred or
// wrapping row, each link that arrived would move the ones already painted, or a half-arrived label would grow onto
// the next line (docs/performance.md#still-pages).
import type { FilterLink } from '../lib/blog';

interface Props {
  label: string;
  links: readonly FilterLink[];
  /** "Showing 3 articles in Home Security" on a category's pages. */
  showing?: string;
}

const pill = (current: boolean) =>
  `flex h-full min-h-11 items-center justify-center whitespace-nowrap rounded-full text-center sm:whitespace-normal border px-4 py-2 text-sm font-semibold transition-colors ${
    current
      ? 'border-slate-900 bg-slate-900 text-white'
      : 'border-slate-300 bg-white text-slate-800 hover:border-slate-900'
  }`;

export function CategoryLinks({ label, links, showing }: Props) {
  return (
    <>
      <nav aria-label={label}>
        <ul className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-2 sm:mx-0 sm:grid sm:grid-cols-3 sm:overflow-visible sm:px-0 sm:pb-0 lg:grid-cols-6">
          {links.map((link) => (
            <li key={link.href} className="shrink-0">
              <a href={link.href} aria-current={link.current} className={pill(link.current !== undefined)}>
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {showing ? <p className="mt-4 text-slate-700">{showing}</p> : null}
    </>
  );
}
