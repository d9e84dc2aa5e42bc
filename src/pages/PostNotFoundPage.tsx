// What /blog/{unknown}/ shows (docs/site.md#errors-and-fallbacks), rendered in the browser by dist/404.html's fallback script.
import type { PostNotFoundCopy } from '../content/schema';
import { ButtonRow } from '../components/ButtonRow';
import { CallButton, LinkButton } from '../components/CallButton';

export function PostNotFoundPage({ copy }: { copy: PostNotFoundCopy }) {
  return (
    <section className="flex min-h-[60vh] flex-col items-center justify-center bg-slate-50 px-4 py-20 text-center">
      <h1 className="text-3xl font-extrabold text-slate-900 sm:text-4xl">{copy.title}</h1>
      <p className="mx-auto mt-4 max-w-xl text-lg text-slate-600">{copy.text}</p>
      <ButtonRow className="mt-8 w-full">
        <CallButton />
        <LinkButton href={copy.back.href} label={copy.back.label} variant="dark" />
      </ButtonRow>
    </section>
  );
}
