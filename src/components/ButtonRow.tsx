// A centred row of buttons that stays still while the page arrives (docs/performance.md#still-pages): its columns
// have fixed widths, known from the number of buttons before any of them is parsed, so the first button is painted
// where it will stay. A flex row centres what it has so far and moves it when the next button comes. On phones the
// buttons stack, full width.
import { Children, type ReactNode } from 'react';

// Whole class names, so Tailwind finds them in this file.
const columns = [
  'sm:grid-cols-[16rem]',
  'sm:grid-cols-[16rem_16rem]',
  'sm:grid-cols-[16rem_16rem] lg:grid-cols-[16rem_16rem_16rem]',
];

export function ButtonRow({ children, className = '' }: { children: ReactNode; className?: string }) {
  const count = Math.min(Children.toArray(children).length, columns.length);
  return (
    <div className={`mx-auto grid max-w-sm gap-4 sm:max-w-none sm:justify-center ${columns[count - 1]} ${className}`}>
      {children}
    </div>
  );
}
