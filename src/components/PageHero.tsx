// The dark headline band at the top of inner pages.
import type { ReactNode } from 'react';

export function PageHero({ title, subtitle, children }: { title: string; subtitle: string; children?: ReactNode }) {
  return (
    <section className="bg-slate-900 px-4 py-14 text-center text-white sm:px-6 sm:py-20">
      <h1 className="mx-auto max-w-4xl text-3xl font-extrabold tracking-tight sm:text-5xl">{title}</h1>
      <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-300">{subtitle}</p>
      {children ? <div className="mt-8 flex flex-wrap justify-center gap-4">{children}</div> : null}
    </section>
  );
}
