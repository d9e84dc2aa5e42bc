// The dark headline band at the top of inner pages, with an optional icon above the title, and a call button under
// the copy: a call link within a few items of the start of <main> on every page, for a screen reader as for the eye.
import type { ReactNode } from 'react';
import type { IconName } from '../content/schema';
import { ButtonRow } from './ButtonRow';
import { callName } from '../lib/phone';
import { CallButton } from './CallButton';
import { useFrame } from './FrameContext';
import { Icon } from './Icon';

interface Props {
  title: string;
  subtitle: string;
  icon?: IconName;
  /** The call button's label, when not the site's "Call Now". */
  callLabel?: string;
  /** The number in large type in place of the call button (the contact page leads with it). */
  largeNumber?: boolean;
  /** Buttons after the call button. */
  children?: ReactNode;
}

export function PageHero({ title, subtitle, icon, callLabel, largeNumber = false, children }: Props) {
  return (
    <section className="bg-slate-900 px-4 py-14 text-center text-white sm:px-6 sm:py-20">
      {icon ? (
        <span className="mb-5 inline-flex size-14 items-center justify-center rounded-xl bg-amber-400 text-slate-950">
          <Icon name={icon} className="size-8" />
        </span>
      ) : null}
      <h1 className="mx-auto max-w-4xl text-3xl font-extrabold tracking-tight sm:text-5xl">{title}</h1>
      <p className="mx-auto mt-4 max-w-3xl text-lg text-slate-300">{subtitle}</p>
      {largeNumber ? <LargeNumber /> : null}
      {largeNumber && !children ? null : (
        <ButtonRow className="mt-8">
          {largeNumber ? null : <CallButton label={callLabel} />}
          {children}
        </ButtonRow>
      )}
    </section>
  );
}

/** The number as a heading-sized link, the icon above it, so neither moves while the number arrives. */
function LargeNumber() {
  const { phone, labels } = useFrame();
  return (
    <a
      href={phone.href}
      aria-label={callName(labels.call, phone)}
      className="mt-6 flex flex-col items-center gap-2 text-4xl font-extrabold tracking-tight text-amber-400 hover:text-amber-300 sm:text-5xl"
    >
      <Icon name="phone" className="size-8" />
      {phone.national}
    </a>
  );
}
