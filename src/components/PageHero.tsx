// The dark headline band at the top of inner pages, with an optional icon above the title.
import type { ReactNode } from 'react';
import type { IconName } from '../../content/schema';
import { ButtonRow } from './ButtonRow';
import { Icon } from './Icon';

interface Props {
  title: string;
  subtitle: string;
  icon?: IconName;
  children?: ReactNode;
}

export function PageHero({ title, subtitle, icon, children }: Props) {
  return (
    <section className="bg-slate-900 px-4 py-14 text-center text-white sm:px-6 sm:py-20">
      {icon ? (
        <span className="mb-5 inline-flex size-14 items-center justify-center rounded-xl bg-amber-400 text-slate-950">
          <Icon name={icon} className="size-8" />
        </span>
      ) : null}
      <h1 className="mx-auto max-w-4xl text-3xl font-extrabold tracking-tight sm:text-5xl">{title}</h1>
      <p className="mx-auto mt-4 max-w-3xl text-lg text-slate-300">{subtitle}</p>
      {children ? <ButtonRow className="mt-8">{children}</ButtonRow> : null}
    </section>
  );
}
