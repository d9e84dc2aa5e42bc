// Links between the pages of a list: previous, numbered (the current one marked aria-current) and next, as
// plain links with rel="prev" and rel="next", so every page of the blog is reachable without JavaScript. On a
// phone the numbers take a row of their own below Previous and Next, which would not fit beside them.
import type { PageLinks } from '../lib/pagination';

interface Props {
  links: PageLinks;
  labels: { label: string; previous: string; next: string };
}

const box = 'inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg border px-3 font-semibold';
const link = `${box} border-slate-300 bg-white text-slate-800 hover:border-slate-900`;

export function Pagination({ links, labels }: Props) {
  return (
    <nav aria-label={labels.label} className="mt-12">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        {links.previous ? (
          <li>
            <a href={links.previous} rel="prev" className={link}>
              <span aria-hidden="true">‹&nbsp;</span>
              {labels.previous}
            </a>
          </li>
        ) : null}
        <li className="order-last w-full sm:order-none sm:w-auto">
          <ul className="flex flex-wrap items-center justify-center gap-2">
            {links.pages.map((page, i) =>
              page ? (
                <li key={page.href}>
                  <a
                    href={page.href}
                    aria-label={page.label}
                    aria-current={page.current ? 'page' : undefined}
                    className={page.current ? `${box} border-slate-900 bg-slate-900 text-white` : link}
                  >
                    {page.number}
                  </a>
                </li>
              ) : (
                <li key={`gap-${i}`} aria-hidden="true" className="text-slate-600">
                  …
                </li>
              ),
            )}
          </ul>
        </li>
        {links.next ? (
          <li>
            <a href={links.next} rel="next" className={link}>
              {labels.next}
              <span aria-hidden="true">&nbsp;›</span>
            </a>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
