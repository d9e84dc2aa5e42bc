// Island: FAQ accordion (docs/site.md#interface-states). Native <details name> keeps it usable without JavaScript (one open at a
// time in current browsers); once hydrated, React enforces one open at most and adds arrow/Home/End keys.
import { useLayoutEffect, useRef, useState } from 'react';
import type { Faq } from '../../content/schema';
import { ChevronDown } from './ui-icons';

export interface FaqAccordionProps {
  /** Unique on the page: names the group and prefixes element ids. */
  id: string;
  faqs: readonly Faq[];
}

const keyTargets: Record<string, (i: number, n: number) => number> = {
  ArrowDown: (i, n) => (i + 1) % n,
  ArrowUp: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_, n) => n - 1,
};

export default function FaqAccordion({ id, faqs }: FaqAccordionProps) {
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const summaries = useRef<(HTMLElement | null)[]>([]);
  const group = useRef<HTMLDivElement>(null);

  // The click that made the loader fetch this island has usually opened an item natively: keep it open, before
  // the browser paints and before the loader replays a key pressed meanwhile.
  useLayoutEffect(() => {
    const opened = [...(group.current?.querySelectorAll('details') ?? [])].findIndex((d) => d.open);
    if (opened >= 0) setOpenIndex(opened);
  }, []);

  const onKeyDown = (event: React.KeyboardEvent, i: number) => {
    const target = keyTargets[event.key];
    if (!target) return;
    event.preventDefault();
    summaries.current[target(i, faqs.length)]?.focus();
  };

  return (
    <div ref={group} className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
      {faqs.map((faq, i) => (
        <details
          key={faq.question}
          name={id}
          open={openIndex === i}
          // Its open attribute may differ from the server HTML while hydrating: the visitor opened it natively.
          suppressHydrationWarning
          // The browser toggles the item; React mirrors it and closes any other open one.
          onToggle={(event) => {
            const opened = event.currentTarget.open;
            setOpenIndex((current) => (opened ? i : current === i ? null : current));
          }}
          className="group"
        >
          <summary
            ref={(el) => {
              summaries.current[i] = el;
            }}
            id={`${id}-q${i + 1}`}
            onKeyDown={(event) => onKeyDown(event, i)}
            className="flex cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 text-left font-semibold text-slate-900 hover:bg-slate-50 [&::-webkit-details-marker]:hidden"
          >
            {faq.question}
            <ChevronDown className="size-5 shrink-0 transition-transform group-open:rotate-180" />
          </summary>
          <p className="px-5 pb-5 leading-relaxed text-slate-700">{faq.answer}</p>
        </details>
      ))}
    </div>
  );
}
