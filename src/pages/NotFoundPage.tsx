// Not-found page, written to dist/404.html: hosts serve it for any missing path (docs/site.md#not-found-page-and-fallbacks).
// It also carries, as JSON, the copy its client script needs for the area and article fallbacks.
import type { NotFoundCopy } from '../../content/schema';
import { useChrome } from '../components/ChromeContext';
import { FALLBACK_DATA_ID, type FallbackCopy, type FallbackData } from '../lib/fallback';
import { scriptJson } from '../lib/json-ld';

export interface NotFoundPageProps {
  copy: NotFoundCopy;
  fallbacks: FallbackCopy;
}

export function NotFoundPage({ copy, fallbacks }: NotFoundPageProps) {
  const chrome = useChrome();
  return (
    <section className="flex min-h-[60vh] flex-col items-center justify-center bg-slate-50 px-4 py-20 text-center">
      <p className="text-7xl font-extrabold text-slate-900">{copy.code}</p>
      <h1 className="mt-4 text-2xl font-semibold text-slate-700">{copy.heading}</h1>
      <a href="/" className="mt-8 font-semibold text-amber-800 underline underline-offset-4 hover:text-amber-900">
        {copy.home}
      </a>
      <script
        type="application/json"
        id={FALLBACK_DATA_ID}
        dangerouslySetInnerHTML={{ __html: scriptJson({ ...fallbacks, chrome } satisfies FallbackData) }}
      />
    </section>
  );
}
