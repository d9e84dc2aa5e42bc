// Content-Security-Policy sources computed from the page itself.
import { createHash } from 'node:crypto';

/** The CSP source of an inline stylesheet or script (`sha256-…`): the hash of its text as written in the page. */
export function inlineHash(text: string): string {
  return `sha256-${createHash('sha256').update(text).digest('base64')}`;
}
