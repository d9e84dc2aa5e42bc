// A content section with an h2 heading, an optional intro line and a centred column.
import type { ReactNode } from 'react';

interface Props {
  heading: string;
  intro?: string;
  id?: string;
  tone?: 'white' | 'grey';
  children: ReactNode;
}

export function Section({ heading, intro, id, tone = 'white', children }: Props) {
  return (
    <section id={id} className={`px-4 py-14 sm:px-6 sm:py-20 ${tone === 'grey' ? 'bg-slate-50' : 'bg-white'}`}>
      <div className="mx-auto max-w-7xl">
        <h2 className="text-center text-2xl font-bold tracking-tight text-slate-900 sm:text-4xl">{heading}</h2>
        {intro ? <p className="mx-auto mt-4 max-w-3xl text-center text-lg text-slate-600">{intro}</p> : null}
        <div className="mt-10">{children}</div>
      </div>
    </section>
  );
}
