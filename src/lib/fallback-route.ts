// What dist/404.html does for a path the host could not find (SPEC.md §8, DESIGN.md "Static hosting behaviour").

export type Fallback =
  | { kind: 'redirect'; to: string }
  | { kind: 'area'; slug: string }
  | { kind: 'post'; slug: string }
  | { kind: 'notFound'; path: string };

const under = (section: string, path: string) => new RegExp(`^/${section}/([A-Za-z0-9-]+)/?$`).exec(path)?.[1];

export function fallbackFor(path: string): Fallback {
  // An unknown product category goes to the category index (replacing the broken URL in history).
  if (/^\/products\/.+/.test(path)) return { kind: 'redirect', to: '/products/' };
  // An unknown area still gets an area page, named after its slug.
  const area = under('areas', path);
  if (area) return { kind: 'area', slug: area.toLowerCase() };
  const post = under('blog', path);
  if (post) return { kind: 'post', slug: post.toLowerCase() };
  return { kind: 'notFound', path };
}
