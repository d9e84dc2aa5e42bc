// Opens a built page in happy-dom and hydrates every island at once, as the loader (src/client/loader.ts) does for
// each one when its trigger fires.
import assert from 'node:assert/strict';
import { act } from 'react';
import { openPage, type OpenPage } from './dom';

/** `before` acts on the page before it hydrates, as a visitor can while the island's code is on its way. */
export async function hydratedPage(html: string, url?: string, before?: (page: OpenPage) => void): Promise<OpenPage> {
  const page = openPage(html, url);
  before?.(page);
  // Imported after the globals exist: react-dom decides at load time whether it runs in a DOM.
  const { hydrateIsland } = await import('../../src/client/islands/hydrate');
  const { islands, isIslandName } = await import('../../src/client/islands/registry');
  await act(async () => {
    for (const element of page.document.querySelectorAll('[data-island]')) {
      const container = element as unknown as HTMLElement;
      const name = container.dataset.island ?? '';
      assert.ok(isIslandName(name), `no island "${name}" in the registry`);
      const island = await islands[name].load();
      // Not awaited: act() commits the hydration, and the promise, once its scope ends.
      void hydrateIsland(container, name, island.default);
    }
  });
  return page;
}

/** Runs a DOM interaction and lets React commit the resulting updates. */
export async function interact(run: () => void): Promise<void> {
  await act(async () => run());
}
