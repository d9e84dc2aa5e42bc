// What the island loader (main.ts) runs: arms each [data-island] container's triggers (src/client/islands/registry.ts)
// and, when one fires, fetches React and that island's chunk, hydrates it and replays what the visitor did meanwhile.
import { type IslandEntry, islands } from './islands/registry';
import { noteInteractions } from './replay';
import { whenTriggered } from './triggers';

/** Set on each container as it goes: 'loading' once triggered, then 'hydrated' or 'failed' (tests wait on it). */
const STATE = 'data-island-state';
/**
 * Set on <html> once every island's triggers are armed: the loader comes after the page has loaded and painted
 * (src/client/boot.ts), so tests wait on it before they reach for an island.
 */
const ARMED = 'data-islands-armed';

// A page that starts to leave (a link followed, a form sent) has its imports in flight cancelled. Firefox and WebKit
// cancel them at once, and reject them ("error loading dynamically imported module", "Importing a module script
// failed") while the page is still shown: for seconds on a slow link, until the next page arrives. That is not a
// failure worth reporting. `beforeunload` comes before the cancelling, so a load it interrupted is not reported; the
// listener is there only while code loads, as Firefox keeps no page that has one in its back/forward cache. Any other
// failure is reported only if, a moment later, the page is still here and shown: a page that has been left runs no
// more timers, and one kept in the back/forward cache is hidden.
let gone = false;
window.addEventListener('pagehide', () => (gone = true));
const REPORT_AFTER_MS = 500;

async function hydrate(container: HTMLElement, name: string, entry: IslandEntry, stopNoting: () => () => void) {
  container.setAttribute(STATE, 'loading');
  let leaving = false;
  const onLeave = () => (leaving = true);
  window.addEventListener('beforeunload', onLeave);
  try {
    const [{ hydrateIsland }, island] = await Promise.all([import('./islands/hydrate'), entry.load()]);
    const replay = stopNoting();
    await hydrateIsland(container, name, island.default);
    container.setAttribute(STATE, 'hydrated');
    replay();
  } catch (error) {
    container.setAttribute(STATE, 'failed');
    const interrupted = leaving;
    setTimeout(
      () =>
        interrupted ||
        gone ||
        document.hidden ||
        console.error(`Island "${name}" could not load and keeps its server HTML:`, error),
      REPORT_AFTER_MS,
    );
  } finally {
    window.removeEventListener('beforeunload', onLeave);
  }
}

export function startIslands(registry: Record<string, IslandEntry> = islands): void {
  for (const container of document.querySelectorAll<HTMLElement>('[data-island]')) {
    const name = container.dataset.island ?? '';
    const entry = Object.hasOwn(registry, name) ? registry[name] : undefined;
    if (!entry) {
      console.error(`Unknown island "${name}": add it to src/client/islands/registry.ts`);
      continue;
    }
    const stopNoting = noteInteractions(container);
    whenTriggered(container, entry.when, () => void hydrate(container, name, entry, stopNoting));
  }
  document.documentElement.setAttribute(ARMED, '');
}
