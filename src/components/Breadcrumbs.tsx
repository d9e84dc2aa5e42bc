// Visible breadcrumb trail; the same crumbs feed the BreadcrumbList JSON-LD (src/lib/json-ld.ts).
import type { Crumb } from '../lib/types';
import { useChrome } from './ChromeContext';

export function Breadcrumbs({ crumbs }: { crumbs: readonly Crumb[] }) {
  const { labels } = useChrome();
  return (
    <nav aria-label={labels.breadcrumb} className="border-b border-slate-200 bg-slate-50">
      <ol className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-2 px-4 py-3 text-sm text-slate-600 sm:px-6">
        {crumbs.map((crumb, i) => (
          <li key={crumb.label} className="flex items-center gap-2">
            {i > 0 ? <span aria-hidden="true">›</span> : null}
            {crumb.href ? (
              <a href={crumb.href} className="underline-offset-2 hover:text-slate-900 hover:underline">
                {crumb.label}
              </a>
            ) : (
              <span aria-current="page" className="font-medium text-slate-900">
                {crumb.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
