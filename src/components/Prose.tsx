// A readable column of paragraphs.
import type { ReactNode } from 'react';

export function Prose({ children }: { children: ReactNode }) {
  return <div className="mx-auto max-w-3xl space-y-5 text-lg leading-relaxed text-slate-700">{children}</div>;
}
