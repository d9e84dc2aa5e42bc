// Mobile menu: native <details> so it opens without JavaScript; once hydrated, React drives it so that
// choosing an item or pressing Escape closes it.
import type { NavItem } from '../../../lib/types';
import { ChevronDown, MenuIcon } from '../ui-icons';
import { NavAnchor } from './NavAnchor';
import { useDisclosure } from './useDisclosure';

const linkClass = 'block rounded-md px-3 py-3 hover:bg-white/10';

export function MobileMenu({
  nav,
  currentPath,
  label,
}: {
  nav: readonly NavItem[];
  currentPath: string;
  label: string;
}) {
  const menu = useDisclosure();
  const services = useDisclosure();
  const closeAll = () => {
    menu.setOpen(false);
    services.setOpen(false);
  };
  return (
    <details
      {...menu.detailsProps}
      className="h-11 xl:hidden"
      onKeyDown={(e) => {
        if (e.key !== 'Escape' || !menu.open) return;
        closeAll();
        menu.summaryRef.current?.focus();
      }}
    >
      <summary
        {...menu.summaryProps}
        className="flex min-h-11 cursor-pointer list-none items-center gap-2 rounded-md px-2.5 py-2 hover:bg-white/10 sm:px-3 [&::-webkit-details-marker]:hidden"
      >
        <MenuIcon />
        {/* On phones the icon alone, to leave room for the call button; the name stays for screen readers. */}
        <span className="sr-only sm:not-sr-only">{label}</span>
      </summary>
      <ul className="absolute inset-x-0 top-full max-h-[calc(100vh-4rem)] overflow-y-auto border-t border-white/10 bg-slate-900 px-4 py-3 shadow-xl">
        {nav.map((item) => (
          <li key={item.href}>
            {item.children ? (
              <details {...services.detailsProps}>
                <summary
                  {...services.summaryProps}
                  className={`${linkClass} flex cursor-pointer list-none items-center justify-between [&::-webkit-details-marker]:hidden`}
                >
                  {item.label}
                  <ChevronDown className={`size-4 transition-transform ${services.open ? 'rotate-180' : ''}`} />
                </summary>
                <ul className="ml-3 border-l border-white/20 pl-3">
                  {item.children.map((child) => (
                    <li key={child.href + child.label}>
                      <NavAnchor link={child} currentPath={currentPath} onClick={closeAll} className={linkClass} />
                    </li>
                  ))}
                </ul>
              </details>
            ) : (
              <NavAnchor link={item} currentPath={currentPath} onClick={closeAll} className={linkClass} />
            )}
          </li>
        ))}
      </ul>
    </details>
  );
}
