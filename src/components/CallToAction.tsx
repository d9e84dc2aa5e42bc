// Closing call-to-action band: a heading, a line of copy, a call button and optional other buttons, then the text
// links when the business takes texts (their message names `topic`, the page's service or area, where it has one).
import type { ReactNode } from 'react';
import { ButtonRow } from './ButtonRow';
import { CallButton } from './CallButton';
import { TextLinks } from './TextLinks';

interface Props {
  heading: string;
  text: string;
  callLabel?: string;
  topic?: string;
  children?: ReactNode;
}

export function CallToAction({ heading, text, callLabel, topic, children }: Props) {
  return (
    <section className="bg-amber-400 px-4 py-14 text-center text-slate-950 sm:px-6">
      <h2 className="mx-auto max-w-3xl text-2xl font-bold tracking-tight sm:text-3xl">{heading}</h2>
      <p className="mx-auto mt-3 max-w-2xl text-lg">{text}</p>
      <ButtonRow className="mt-8">
        <CallButton label={callLabel} variant="dark" />
        {children}
      </ButtonRow>
      <TextLinks topic={topic} className="mt-6" />
    </section>
  );
}
