// Content-Security-Policy sources computed from the page itself.
import { createHash } from 'node:crypto';

/** The CSP source of an inline stylesheet or script (`sha256-…`): the hash of its text as written in the page. */
export function inlineHash(text: string): string {
  return `sha256-${createHash('sha256').update(text).digest('base64')}`;
}

/** The CSP sources (`sha256-…`) of the inline stylesheets and scripts of the pages a policy covers. */
export interface InlineHashes {
  styles: readonly string[];
  scripts: readonly string[];
}

/**
 * The policy of the site's pages: scripts from the site itself and the inline page scripts allowed by their hashes,
 * the inlined CSS allowed by its hashes, nothing from any other origin. `default-src 'none'` means anything not
 * listed here (fonts, frames, fetches) is refused. In a meta tag (`delivery: 'meta'`), browsers ignore
 * frame-ancestors and say so in the console, so it is left out there; X-Frame-Options does its work.
 */
export function contentSecurityPolicy(hashes: InlineHashes, delivery: 'header' | 'meta' = 'header'): string {
  const sources = (list: readonly string[]) => list.map((h) => `'${h}'`).join(' ');
  return [
    "default-src 'none'",
    ["script-src 'self'", sources(hashes.scripts)].filter(Boolean).join(' '),
    `style-src ${sources(hashes.styles) || "'none'"}`,
    "img-src 'self'",
    // The pages fetch nothing, but crawlers' audits (Lighthouse's robots.txt check) fetch from the page's origin.
    "connect-src 'self'",
    "manifest-src 'self'",
    "base-uri 'none'",
    // The quote form posts to the site's own handler (docs/site.md#quote-requests); nowhere else.
    "form-action 'self'",
    ...(delivery === 'header' ? ["frame-ancestors 'none'"] : []),
  ].join('; ');
}
