// Responsive grid for cards: one column on phones, up to `columns` on wide screens.
import type { ReactNode } from 'react';

const layouts = {
  2: 'sm:grid-cols-2',
  3: 'sm:grid-cols-2 lg:grid-cols-3',
  4: 'sm:grid-cols-2 lg:grid-cols-4',
};

export function CardGrid({ columns, children }: { columns: keyof typeof layouts; children: ReactNode }) {
  return <div className={`grid gap-6 ${layouts[columns]}`}>{children}</div>;
}
