// When an island's code is fetched (docs/architecture.md#islands). Each island names its triggers in
// src/client/islands/registry.ts, as Astro's client:* directives do; the first trigger that fires loads it.
// https://docs.astro.build/en/reference/directives-reference/#client-directives
export type Trigger =
  /** At once, as the page loads. */
  | 'load'
  /** When the browser is next idle (Safari has no requestIdleCallback: 200 ms after the loader runs). */
  | 'idle'
  /** When any part of the island scrolls into view. */
  | 'visible'
  /** The first pointer over or down, touch, focus or key press inside the island. */
  | 'interaction'
  /** The same, anywhere inside the island's closest ancestor that matches this selector (e.g. 'header'). */
  | { interaction: string }
  /** Once the page is scrolled further down than this many pixels. */
  | { scrolledPast: number };

/** The events that mean a visitor has reached for the island, the earliest of each kind of input. */
const INTERACTIONS = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown'];

/** Calls `load` once, when the first of `triggers` fires for `container`. */
export function whenTriggered(container: HTMLElement, triggers: readonly Trigger[], load: () => void): void {
  const armed = new AbortController();
  const { signal } = armed;
  const fire = () => {
    if (signal.aborted) return;
    armed.abort();
    load();
  };
  for (const trigger of triggers) {
    if (signal.aborted) return;
    if (trigger === 'load') fire();
    else if (trigger === 'idle') {
      if ('requestIdleCallback' in window) requestIdleCallback(fire, { timeout: 2000 });
      else setTimeout(fire, 200);
    } else if (trigger === 'visible') {
      const seen = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && fire());
      // The container is display: contents and has no box of its own: its children are what can be seen.
      for (const child of container.children) seen.observe(child);
      signal.addEventListener('abort', () => seen.disconnect());
    } else if (trigger === 'interaction' || 'interaction' in trigger) {
      const area = trigger === 'interaction' ? container : (container.closest(trigger.interaction) ?? container);
      for (const type of INTERACTIONS) area.addEventListener(type, fire, { capture: true, passive: true, signal });
    } else {
      const check = () => window.scrollY > trigger.scrolledPast && fire();
      window.addEventListener('scroll', check, { passive: true, signal });
      // A page opened part way down (a reload, a #link) may never scroll, so the position is read once as well;
      // reading it lays the page out, so not before the first paint, which it would hold up on a long page.
      requestAnimationFrame(() => setTimeout(check));
    }
  }
}
