// Hydrates one [data-island] container with its component, inside an error boundary that keeps the server HTML.
import type { ComponentType } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { IslandBoundary } from './IslandBoundary';
import { islandLoaders } from './registry';

type Loaders = Record<string, () => Promise<{ default: ComponentType<never> }>>;

export async function hydrateIsland(
  container: HTMLElement,
  loaders: Loaders = islandLoaders,
): Promise<Root | undefined> {
  const name = container.dataset.island ?? '';
  const load = Object.hasOwn(loaders, name) ? loaders[name] : undefined;
  if (!load) {
    console.error(`Unknown island "${name}": add it to src/client/islands/registry.ts`);
    return undefined;
  }
  const props: Record<string, unknown> = JSON.parse(container.dataset.props ?? '{}');
  const serverHtml = container.innerHTML;
  // The props were serialized from this same component's props on the server (src/components/Island.tsx).
  const Island = (await load()).default as ComponentType<Record<string, unknown>>;
  return hydrateRoot(
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
