// A menu link that marks the current page for assistive technology (aria-current="page").
import type { NavLink } from '../../../lib/types';

interface Props {
  link: NavLink;
  currentPath: string;
  className: string;
  onClick?: () => void;
}

export function NavAnchor({ link, currentPath, className, onClick }: Props) {
  const current = link.href === currentPath;
  return (
    <a
      href={link.href}
      aria-current={current ? 'page' : undefined}
      className={`${className} ${current ? 'text-amber-300' : ''}`}
      onClick={onClick}
    >
      {link.label}
    </a>
  );
}
