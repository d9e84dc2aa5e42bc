// Island: the blog's category filter (SPEC.md §2 "/blog", §4). The article cards stay server-rendered HTML,
// so their text is not shipped a second time as props; the filter only shows and hides them. The chosen
// category lives in the URL (?category=…), so a filtered list can be shared and survives reload and Back.
import { useEffect, useState } from 'react';
import { type Category, showingMessage } from '../../lib/blog';

export interface BlogFilterProps {
  /** The id of the list whose [data-category] items are filtered. */
  listId: string;
  categories: Category[];
  labels: { all: string; group: string; showing: { one: string; other: string } };
}

const PARAM = 'category';

function categoryInUrl(categories: readonly Category[]): string | null {
  const value = new URLSearchParams(window.location.search).get(PARAM);
  return categories.some((c) => c.slug === value) ? value : null;
}

export default function BlogFilter({ listId, categories, labels }: BlogFilterProps) {
  // The server renders every article, so the first render shows them all too; the URL is read after hydration.
  const [active, setActive] = useState<string | null>(null);

  useEffect(() => {
    const sync = () => setActive(categoryInUrl(categories));
    sync();
    window.addEventListener('popstate', sync);
    return () => window.removeEventListener('popstate', sync);
  }, [categories]);

  useEffect(() => {
    const items = document.getElementById(listId)?.querySelectorAll<HTMLElement>('[data-category]') ?? [];
    for (const item of items) item.hidden = active !== null && item.dataset.category !== active;
  }, [active, listId]);

  const choose = (slug: string | null) => {
    setActive(slug);
    const url = new URL(window.location.href);
    if (slug) url.searchParams.set(PARAM, slug);
    else url.searchParams.delete(PARAM);
    if (url.href !== window.location.href) window.history.pushState(null, '', url);
  };

  const current = categories.find((c) => c.slug === active);
  const button = (pressed: boolean) =>
    `min-h-11 rounded-full border px-4 py-2 text-sm font-semibold transition-colors ${
      pressed
        ? 'border-slate-900 bg-slate-900 text-white'
        : 'border-slate-300 bg-white text-slate-800 hover:border-slate-900'
    }`;
  return (
    <div>
      <div role="group" aria-label={labels.group} className="flex flex-wrap justify-center gap-2">
        <button
          type="button"
          aria-pressed={active === null}
          aria-controls={listId}
          onClick={() => choose(null)}
          className={button(active === null)}
        >
          {labels.all}
        </button>
        {categories.map((c) => (
          <button
            key={c.slug}
            type="button"
            aria-pressed={active === c.slug}
            aria-controls={listId}
            onClick={() => choose(c.slug)}
            className={button(active === c.slug)}
          >
            {c.name}
          </button>
        ))}
      </div>
      <p role="status" className="mt-4 min-h-6 text-center text-slate-700">
        {current ? showingMessage(labels.showing, current.count, current.name) : ''}
      </p>
    </div>
  );
}
