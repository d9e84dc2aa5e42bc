// Fixed top bar: the brand and the main navigation island. Laid out so nothing in it moves while the page arrives
// (docs/performance.md#still-pages): a grid whose columns do not depend on what has arrived, and parts of a fixed
// height, so the navigation grows to the right from where it starts and the menu button has its place reserved.
import { Island } from './Island';
import { useChrome } from './ChromeContext';

export function SiteHeader({ currentPath }: { currentPath: string }) {
  const { brand, nav, labels } = useChrome();
  return (
    <header className="fixed inset-x-0 top-0 z-50 bg-slate-900 text-white shadow-md">
      <div className="relative mx-auto grid h-16 max-w-7xl grid-cols-[1fr_minmax(6.5rem,auto)] items-center gap-x-4 px-4 sm:px-6 lg:grid-cols-[auto_1fr] lg:gap-x-8">
        <a href="/" className="flex h-11 items-center text-lg font-extrabold tracking-wide sm:text-xl">
          {brand}
        </a>
        <Island name="SiteNav" props={{ nav, currentPath, label: labels.mainNav, menuLabel: labels.openMenu }} />
      </div>
    </header>
  );
}
