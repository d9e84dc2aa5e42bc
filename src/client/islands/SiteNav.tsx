// Island: the main navigation, a desktop link bar with the Services dropdown and a collapsible mobile menu.
import type { NavItem } from '../../lib/types';
import { ServicesDropdown } from './nav/ServicesDropdown';
import { MobileMenu } from './nav/MobileMenu';
import { NavAnchor } from './nav/NavAnchor';

export interface SiteNavProps {
  nav: readonly NavItem[];
  currentPath: string;
  label: string;
  menuLabel: string;
}

export default function SiteNav({ nav, currentPath, label, menuLabel }: SiteNavProps) {
  return (
    <nav aria-label={label} className="col-start-3 row-start-1 flex h-16 items-center xl:col-start-2">
      {/* Each link hangs from the top of the bar, so it is where it stays before its text has arrived. */}
      <ul className="hidden h-16 items-start gap-1 pt-3 xl:flex">
        {nav.map((item) =>
          item.children ? (
            <ServicesDropdown key={item.href} item={item} currentPath={currentPath} />
          ) : (
            <li key={item.href}>
              <NavAnchor
                link={item}
                currentPath={currentPath}
                className="block rounded-md px-3 py-2 hover:bg-white/10"
              />
            </li>
          ),
        )}
      </ul>
      <MobileMenu nav={nav} currentPath={currentPath} label={menuLabel} />
    </nav>
  );
}
