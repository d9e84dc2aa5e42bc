// Every island by name. The browser loads each one lazily, so a page downloads only the islands it contains.
import type { ComponentProps } from 'react';

export const islandLoaders = {
  SiteNav: () => import('./SiteNav'),
  ScrollToTop: () => import('./ScrollToTop'),
  FaqAccordion: () => import('./FaqAccordion'),
};

export type IslandName = keyof typeof islandLoaders;

export const isIslandName = (name: string): name is IslandName => Object.hasOwn(islandLoaders, name);
export type IslandProps<N extends IslandName> = ComponentProps<
  Awaited<ReturnType<(typeof islandLoaders)[N]>>['default']
>;
