// Every island by name: the chunk that holds it and the triggers that fetch it (src/client/triggers.ts). A page
// fetches nothing for an island until one of its triggers fires. An island also needs its component in this folder
// and its server-side component in src/components/Island.tsx (docs/architecture.md#islands).
import type { ComponentProps, ComponentType } from 'react';
import type { Trigger } from '../triggers';
import { SCROLL_THRESHOLD } from '../../lib/scroll';

export interface IslandEntry {
  load: () => Promise<{ default: ComponentType<never> }>;
  when: readonly Trigger[];
}

export const islands = {
  // The <details> menu and the CSS hover and focus dropdown work before it; reaching for the brand counts too.
  SiteNav: { load: () => import('./SiteNav'), when: [{ interaction: 'header' }] },
  // The button is hidden until the page passes the threshold, so nothing is needed before that.
  ScrollToTop: { load: () => import('./ScrollToTop'), when: [{ scrolledPast: SCROLL_THRESHOLD }] },
  // Each question is a native <details>, which opens by itself; the island adds one-at-a-time and arrow keys.
  FaqAccordion: { load: () => import('./FaqAccordion'), when: ['interaction'] },
} satisfies Record<string, IslandEntry>;

export type IslandName = keyof typeof islands;

export const isIslandName = (name: string): name is IslandName => Object.hasOwn(islands, name);
export type IslandProps<N extends IslandName> = ComponentProps<
  Awaited<ReturnType<(typeof islands)[N]['load']>>['default']
>;
