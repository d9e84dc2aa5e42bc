// Content-Security-Policy sources computed from the page itself.
import { createHash } from 'node:crypto';

/** The CSP source of an inline stylesheet (`sha256-…`). */
export function styleHash(css: string): string {
  return `sha256-${createHash('sha256').update(css).digest('base64')}`;
}
