// A list of short lines, each with a tick.
import { Icon } from './Icon';

export function CheckList({ items, className = '' }: { items: readonly string[]; className?: string }) {
  return (
    <ul className={`space-y-2 ${className}`}>
      {items.map((item) => (
        <li key={item} className="flex items-start gap-2">
          <Icon name="check" className="mt-0.5 size-5 shrink-0 text-green-700" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
