// Full-screen hero of the home page over the London skyline illustration. Its content hangs from the top, at a
// fixed distance, rather than being centred in the screen: centred, every line that arrived would move the ones
// above it (docs/performance.md#still-pages).
import type { HomeCopy } from '../../content/schema';
import { ButtonRow } from '../../components/ButtonRow';
import { CallButton, LinkButton } from '../../components/CallButton';
import { Icon } from '../../components/Icon';

export function HomeHero({ hero }: { hero: HomeCopy['hero'] }) {
  return (
    <section className="relative min-h-[calc(100svh-4rem)] bg-slate-900 bg-[url(/images/hero-london.svg)] bg-cover bg-bottom px-4 pb-16 pt-[max(4rem,12svh)] text-white sm:px-6">
      <div className="absolute inset-0 bg-slate-950/55" aria-hidden="true" />
      <div className="relative mx-auto max-w-4xl text-center">
        <h1 className="text-4xl font-extrabold tracking-tight sm:text-6xl">{hero.title}</h1>
        <p className="mx-auto mt-5 max-w-2xl text-lg text-slate-200 sm:text-xl">{hero.subtitle}</p>
        <ButtonRow className="mt-8">
          <CallButton />
          <LinkButton href={hero.servicesButton.href} label={hero.servicesButton.label} />
        </ButtonRow>
        {/* A fixed-width list on phones and a column a point on wider screens: no point moves when the next arrives. */}
        <ul className="mx-auto mt-10 grid max-w-sm gap-3 text-left text-slate-100 sm:max-w-none sm:grid-cols-3 sm:gap-6 sm:text-center">
          {hero.points.map((point) => (
            <li key={point} className="flex items-start gap-2 sm:flex-col sm:items-center">
              <Icon name="check" className="size-5 shrink-0 text-amber-400 sm:size-6" />
              {point}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
