// Desktop Services dropdown: opens on mouse hover or on click/Enter, closes on choosing an item, Escape, or leaving.
import { useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { NavItem } from '../../../lib/types';
import { ChevronDown } from '../ui-icons';
import { NavAnchor } from './NavAnchor';

const MENU_ID = 'services-menu';
const subscribeToNothing = () => () => {};
const isClient = () => true;
const isServer = () => false;

export function ServicesDropdown({ item, currentPath }: { item: NavItem; currentPath: string }) {
  const [open, setOpen] = useState(false);
  // Until hydration, CSS :hover/:focus-within shows the menu, so it works without JavaScript. The server snapshot
  // (false) is used while hydrating, so the first client render matches the HTML; React then re-renders with true.
  const hydrated = useSyncExternalStore(subscribeToNothing, isClient, isServer);
  // Opened without a click (by hover, or by focus before hydration): a click then keeps it open.
  const openedImplicitly = useRef(false);
  const root = useRef<HTMLLIElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  // The hover or focus that made the loader fetch this island shows the menu through CSS: keep it shown once
  // React drives it, set before the browser paints and before the loader replays a click or key made meanwhile.
  useLayoutEffect(() => {
    if (!root.current?.matches(':hover, :focus-within')) return;
    openedImplicitly.current = true;
    setOpen(true);
  }, []);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const hoverOpen = (event: React.PointerEvent) => {
    if (event.pointerType !== 'mouse' || open) return;
    openedImplicitly.current = true;
    setOpen(true);
  };
  // A click after a hover keeps the menu open rather than shutting it under the pointer.
  const toggle = () => {
    if (openedImplicitly.current) openedImplicitly.current = false;
    else setOpen((o) => !o);
  };
  const close = () => {
    openedImplicitly.current = false;
    setOpen(false);
  };

  const visibility = open ? 'block' : hydrated ? 'hidden' : 'hidden group-hover:block group-focus-within:block';
  return (
    <li
      ref={root}
      className="group relative"
      onPointerEnter={hoverOpen}
      onPointerLeave={(e) => e.pointerType === 'mouse' && close()}
      onKeyDown={(e) => {
        if (e.key !== 'Escape' || !open) return;
        close();
        button.current?.focus();
      }}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) close();
      }}
    >
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={MENU_ID}
        onClick={toggle}
        className="flex items-center gap-1 rounded-md px-3 py-2 hover:bg-white/10"
      >
        {item.label}
        <ChevronDown className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`} />
      </button>
      <ul
        id={MENU_ID}
        className={`absolute left-0 top-full w-64 rounded-lg bg-white py-2 text-slate-800 shadow-xl ${visibility}`}
      >
        {item.children?.map((child) => (
          <li key={child.href + child.label}>
            <NavAnchor
              link={child}
              currentPath={currentPath}
              onClick={close}
              className="block px-4 py-2 hover:bg-slate-100"
            />
          </li>
        ))}
      </ul>
    </li>
  );
}
