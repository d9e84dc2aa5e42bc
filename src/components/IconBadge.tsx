// The square amber badge that holds a card's icon.
import type { IconName } from '../content/schema';
import { Icon } from './Icon';

export function IconBadge({ name, className = '' }: { name: IconName; className?: string }) {
  return (
    <span
      className={`inline-flex size-12 shrink-0 items-center justify-center rounded-lg bg-amber-100 text-amber-800 ${className}`}
    >
      <Icon name={name} />
    </span>
  );
}
