// The blog's category filter as plain links: 'All Articles' and one per category, the list shown marked
// aria-current, so choosing works without JavaScript and each choice is a page of its own to share or go Back to.
import type { FilterLink } from '../lib/blog';

interface Props {
  label: string;
  links: readonly FilterLink[];
  /** "Showing 3 articles in Home Security" on a category's pages. */
  showing?: string;
}

const pill = (current: boolean) =>
  `inline-flex min-h-11 items-center rounded-full border px-4 py-2 text-sm font-semibold transition-colors ${
    current
      ? 'border-slate-900 bg-slate-900 text-white'
      : 'border-slate-300 bg-white text-slate-800 hover:border-slate-900'
  }`;

export function CategoryLinks({ label, links, showing }: Props) {
  return (
    <>
      <nav aria-label={label}>
        <ul className="flex flex-wrap justify-center gap-2">
          {links.map((link) => (
            <li key={link.href}>
              <a href={link.href} aria-current={link.current} className={pill(link.current !== undefined)}>
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {showing ? <p className="mt-4 text-center text-slate-700">{showing}</p> : null}
    </>
  );
}
