// Hydrates one [data-island] container with its component, inside an error boundary that keeps the server HTML.
import { type ComponentType, type ReactNode, useEffect } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { IslandBoundary } from './IslandBoundary';

/** Calls `onCommitted` once the island has hydrated and its own effects have run (a parent's effects run last). */
function Committed({ onCommitted, children }: { onCommitted: () => void; children: ReactNode }) {
  useEffect(onCommitted, [onCommitted]);
  return children;
}

/** Resolves once the island is hydrated (or, if it threw, shows its server HTML again) and its effects have run. */
export function hydrateIsland(container: HTMLElement, name: string, component: ComponentType<never>): Promise<Root> {
  // The props were serialized from this same component's props on the server (src/components/Island.tsx).
  const Island = component as ComponentType<Record<string, unknown>>;
  const props: Record<string, unknown> = JSON.parse(container.dataset.props ?? '{}');
  const serverHtml = container.innerHTML;
  return new Promise((resolve) => {
    const root = hydrateRoot(
      container,
      <Committed onCommitted={() => resolve(root)}>
        <IslandBoundary serverHtml={serverHtml}>
          <Island {...props} />
        </IslandBoundary>
      </Committed>,
      {
        onCaughtError: (error) => console.error(`Island "${name}" failed and kept its server HTML:`, error),
        onRecoverableError: (error) => console.error(`Island "${name}" did not hydrate cleanly:`, error),
      },
    );
  });
}
