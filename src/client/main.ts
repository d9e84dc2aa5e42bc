// Browser entry: finds the [data-island] containers on the page and hydrates each with its component, when idle.
import { hydrateIsland } from './islands/hydrate';

// Hydration waits for an idle moment so it never competes with the first paint.
const whenIdle = (task: () => void) =>
  'requestIdleCallback' in window ? requestIdleCallback(task, { timeout: 2000 }) : setTimeout(task, 1);

for (const container of document.querySelectorAll<HTMLElement>('[data-island]')) {
  whenIdle(() => void hydrateIsland(container));
}
