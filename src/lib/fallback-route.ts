// What dist/404.html does for a path the host could not find (SPEC.md §8, DESIGN.md "Static hosting behaviour").

export type Fallback = { kind: 'redirect'; to: string } | { kind: 'notFound'; path: string };

export function fallbackFor(path: string): Fallback {
  // An unknown product category goes to the category index (replacing the broken URL in history).
  if (/^\/products\/.+/.test(path)) return { kind: 'redirect', to: '/products/' };
  return { kind: 'notFound', path };
}
