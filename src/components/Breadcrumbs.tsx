// Visible breadcrumb trail; the same crumbs feed the BreadcrumbList JSON-LD (src/lib/json-ld.ts). The crumbs run as
// a line of text, so a long title that is still arriving wraps word by word where it is, rather than jumping to the
// next line whole (docs/performance.md#still-pages).
import type { Crumb } from '../lib/types';
import { useFrame } from './FrameContext';

export function Breadcrumbs({ crumbs }: { crumbs: readonly Crumb[] }) {
  const { labels } = useFrame();
  return (
    <nav aria-label={labels.breadcrumb} className="border-b border-slate-200 bg-slate-50">
      <ol className="mx-auto max-w-7xl px-4 py-3 text-sm text-slate-600 sm:px-6">
        {crumbs.map((crumb, i) => (
          <li key={crumb.label} className="inline">
            {i > 0 ? (
              <span aria-hidden="true" className="mx-2">
                ›
              </span>
            ) : null}
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
