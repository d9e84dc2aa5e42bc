// Browser entry: finds the [data-island] containers on the page and hydrates each with its component, when idle.
import type { ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { isIslandName, islandLoaders } from './islands/registry';
import { IslandBoundary } from './islands/IslandBoundary';

async function hydrateIsland(container: HTMLElement): Promise<void> {
  const name = container.dataset.island;
  if (!isIslandName(name)) {
    console.error(`Unknown island "${name}": add it to src/islands/registry.ts`);
    return;
  }
  const props: Record<string, unknown> = JSON.parse(container.dataset.props ?? '{}');
  const serverHtml = container.innerHTML;
  // The props were serialized from this same component's props on the server (src/islands/Island.tsx).
  const { default: Island } = (await islandLoaders[name]()) as unknown as { default: ComponentType<Record<string, unknown>> };
  hydrateRoot(
    container,
    <IslandBoundary serverHtml={serverHtml}>
      <Island {...props} />
    </IslandBoundary>,
    {
      onCaughtError: (error) => console.error(`Island "${name}" failed and kept its server HTML:`, error),
      onRecoverableError: (error) => console.error(`Island "${name}" did not hydrate cleanly:`, error),
    },
  );
}

// Hydration waits for an idle moment so it never competes with the first paint.
const whenIdle = (task: () => void) =>
  'requestIdleCallback' in window ? requestIdleCallback(task, { timeout: 2000 }) : setTimeout(task, 1);

for (const container of document.querySelectorAll<HTMLElement>('[data-island]')) {
  whenIdle(() => void hydrateIsland(container));
}
