// Server side of an island: renders the component inside a marked container with its props serialized,
// so the loader (src/client/loader.ts) can hydrate exactly this markup once the island's trigger fires.
import { createContext, createElement, useContext, type ComponentType } from 'react';
import { type IslandName, type IslandProps } from '../client/islands/registry';
import SiteNav from '../client/islands/SiteNav';
import ScrollToTop from '../client/islands/ScrollToTop';
import FaqAccordion from '../client/islands/FaqAccordion';

const components: { [N in IslandName]: ComponentType<IslandProps<N>> } = {
  SiteNav,
  ScrollToTop,
  FaqAccordion,
};

/** Collects the islands a page renders, so the document links only their scripts. */
export const IslandsUsed = createContext<Set<IslandName> | null>(null);

export function Island<N extends IslandName>({ name, props }: { name: N; props: IslandProps<N> }) {
  useContext(IslandsUsed)?.add(name);
  // The name/props pairing is checked at the call site; TypeScript cannot carry it through the lookup.
  const component = components[name] as ComponentType<object>;
  return (
    <div data-island={name} data-props={JSON.stringify(props)} className="contents">
      {createElement(component, props as object)}
    </div>
  );
}
