// Full-screen hero of the home page over the London skyline illustration.
import type { HomeCopy } from '../../../content/schema';
import { CallButton, LinkButton } from '../../components/CallButton';
import { Icon } from '../../components/Icon';

export function HomeHero({ hero }: { hero: HomeCopy['hero'] }) {
  return (
    <section className="relative flex min-h-[calc(100svh-4rem)] items-center bg-slate-900 bg-[url(/images/hero-london.svg)] bg-cover bg-bottom px-4 py-16 text-white sm:px-6">
      <div className="absolute inset-0 bg-slate-950/55" aria-hidden="true" />
      <div className="relative mx-auto max-w-4xl text-center">
        <h1 className="text-4xl font-extrabold tracking-tight sm:text-6xl">{hero.title}</h1>
        <p className="mx-auto mt-5 max-w-2xl text-lg text-slate-200 sm:text-xl">{hero.subtitle}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-4">
          <CallButton />
          <LinkButton href={hero.servicesButton.href} label={hero.servicesButton.label} />
        </div>
        <ul className="mt-10 flex flex-wrap justify-center gap-x-6 gap-y-3 text-slate-100">
          {hero.points.map((point) => (
            <li key={point} className="flex items-center gap-2">
              <Icon name="check" className="size-5 text-amber-400" />
              {point}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
