// Not-found page, written to dist/404.html: hosts serve it for any missing path (docs/site.md#not-found-page-and-fallbacks).
// It also carries, as JSON, the copy its client script needs for the area and article fallbacks.
import type { NotFoundCopy } from '../content/schema';
import { ButtonRow } from '../components/ButtonRow';
import { CallButton } from '../components/CallButton';
import { useFrame } from '../components/FrameContext';
import { FirstScreenEnd } from '../components/FirstScreenEnd';
import { FALLBACK_DATA_ID, type FallbackCopy, type FallbackData } from '../lib/fallback';
import { scriptJson } from '../lib/json-ld';

export interface NotFoundPageProps {
  copy: NotFoundCopy;
  fallbacks: FallbackCopy;
}

export function NotFoundPage({ copy, fallbacks }: NotFoundPageProps) {
  const frame = useFrame();
  return (
    <>
      <section className="flex min-h-[calc(100svh-4rem)] flex-col items-center bg-slate-50 px-4 py-20 text-center">
        <p className="text-7xl font-extrabold text-slate-900">{copy.code}</p>
        <h1 className="mt-4 text-2xl font-semibold text-slate-700">{copy.heading}</h1>
        <ButtonRow className="mt-8 w-full">
          <CallButton />
        </ButtonRow>
        <a href="/" className="mt-8 font-semibold text-amber-800 underline underline-offset-4 hover:text-amber-900">
          {copy.home}
        </a>
      </section>
      <FirstScreenEnd />
      {/* Read by the fallback script only: after the first screen, so the first round trip need not carry it. */}
      <script
        type="application/json"
        id={FALLBACK_DATA_ID}
        dangerouslySetInnerHTML={{ __html: scriptJson({ ...fallbacks, frame } satisfies FallbackData) }}
      />
    </>
  );
}
