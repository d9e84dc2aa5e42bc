// Fixed top bar: the brand and the main navigation island.
import { Island } from './Island';
import { useChrome } from './ChromeContext';

export function SiteHeader({ currentPath }: { currentPath: string }) {
  const { brand, nav, labels } = useChrome();
  return (
    <header className="fixed inset-x-0 top-0 z-50 bg-slate-900 text-white shadow-md">
      <div className="relative mx-auto flex h-16 max-w-7xl items-center justify-between px-4 sm:px-6">
        <a href="/" className="text-lg font-extrabold tracking-wide sm:text-xl">
          {brand}
        </a>
        <Island name="SiteNav" props={{ nav, currentPath, label: labels.mainNav, menuLabel: labels.openMenu }} />
      </div>
    </header>
  );
}
