// URL and file-path rules shared by routes, links and the build: every page URL ends in "/".

/** The page URL of a service, product category, etc.: "/services/" + "lock-repair" → "/services/lock-repair/". */
export function pagePath(...segments: string[]): string {
  const inner = segments.filter(Boolean).join('/');
  return inner ? `/${inner}/` : '/';
}

/** Absolute URL on the site's origin ("https://host" + "/about/"). */
export function absoluteUrl(origin: string, path: string): string {
  return new URL(path, `${origin}/`).href;
}

/** Where a route's HTML lives in dist/: "/" → "index.html", "/about/" → "about/index.html", "/404.html" as is. */
export function outputFile(path: string): string {
  const relative = path.replace(/^\//, '');
  return path.endsWith('/') ? `${relative}index.html` : relative;
}

/** The tel: link for a number in international format; spaces are not allowed in tel: URIs (RFC 3966). */
export function telHref(telephone: string): string {
  return `tel:${telephone.replace(/\s+/g, '')}`;
}
