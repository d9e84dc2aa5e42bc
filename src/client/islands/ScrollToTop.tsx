// Island: round button that appears after 300 px of scroll (docs/site.md#interface-states) and scrolls back to the top. The loader
// fetches it once the page passes that threshold (src/client/islands/registry.ts); from then on it shows and hides
// itself.
import { useEffect, useState } from 'react';
import { ArrowUp } from './ui-icons';

export interface ScrollToTopProps {
  label: string;
  /** Shown only when the page is scrolled more than this many pixels (src/lib/scroll.ts). */
  threshold: number;
}

export default function ScrollToTop({ label, threshold }: ScrollToTopProps) {
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const update = () => setVisible(window.scrollY > threshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);

  const scrollUp = () => {
    // The button hides itself near the top. If it still had focus then, Chromium would move focus to <body> and
    // cancel the smooth scroll about 250 px short of the top, so focus goes first to the page's main content,
    // which is also where a keyboard user expects to carry on.
    document.getElementById('main')?.focus({ preventScroll: true });
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
  };

  // Rendered hidden on the server: without JavaScript the button could not work, so it never shows.
  return (
    <button
      type="button"
      hidden={!visible}
      aria-label={label}
      onClick={scrollUp}
      className="fixed bottom-5 right-5 z-40 flex size-12 items-center justify-center rounded-full bg-amber-400 text-slate-950 shadow-lg hover:bg-amber-300"
    >
      <ArrowUp />
    </button>
  );
}
