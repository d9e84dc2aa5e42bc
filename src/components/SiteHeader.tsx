// Fixed top bar: the brand, a call button that is always in view, and the main navigation island.
// Laid out so nothing in it moves while the page arrives (docs/performance.md#still-pages): a grid whose columns do
// not depend on what has arrived, and parts of a fixed height. Phones: brand, "Call", the menu button. From 640 px the
// call button shows the number; from 1280 px the navigation is a bar after the brand, the number at the end.
import { callName } from '../lib/phone';
import { Island } from './Island';
import { useFrame } from './FrameContext';
import { Icon } from './Icon';

export function SiteHeader({ currentPath }: { currentPath: string }) {
  const { brand, nav, labels, phone } = useFrame();
  return (
    <header className="fixed inset-x-0 top-0 z-50 bg-slate-900 text-white shadow-md">
      <div className="relative mx-auto grid h-16 max-w-7xl grid-cols-[1fr_5.5rem_2.75rem] items-center gap-x-2 px-4 sm:grid-cols-[1fr_minmax(12rem,auto)_minmax(6.5rem,auto)] sm:gap-x-4 sm:px-6 xl:grid-cols-[auto_1fr_minmax(12rem,auto)] xl:gap-x-8">
        <a
          href="/"
          className="col-start-1 row-start-1 flex h-11 items-center font-extrabold leading-tight tracking-wide min-[360px]:text-lg sm:text-xl"
        >
          {brand}
        </a>
        <a
          href={phone.href}
          aria-label={callName(labels.call, phone)}
          className="col-start-2 row-start-1 flex h-11 items-center gap-2 rounded-lg bg-amber-400 px-3 font-semibold text-slate-950 hover:bg-amber-300 xl:col-start-3"
        >
          <Icon name="phone" className="size-5 shrink-0" />
          <span className="sm:hidden">{labels.call}</span>
          <span className="hidden whitespace-nowrap sm:inline">{phone.national}</span>
        </a>
        <Island name="SiteNav" props={{ nav, currentPath, label: labels.mainNav, menuLabel: labels.openMenu }} />
      </div>
    </header>
  );
}
