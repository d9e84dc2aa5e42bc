// Opens a built page in happy-dom and hydrates its islands the way src/client/main.ts does in a browser.
import { act } from 'react';
import { openPage, type OpenPage } from './dom';

export async function hydratedPage(html: string, url?: string): Promise<OpenPage> {
  const page = openPage(html, url);
  // Imported after the globals exist: react-dom decides at load time whether it runs in a DOM.
  const { hydrateIsland } = await import('../../src/client/islands/hydrate');
  await act(async () => {
    for (const container of page.document.querySelectorAll('[data-island]')) {
      await hydrateIsland(container as unknown as HTMLElement);
    }
  });
  return page;
}

/** Runs a DOM interaction and lets React commit the resulting updates. */
export async function interact(run: () => void): Promise<void> {
  await act(async () => run());
}
