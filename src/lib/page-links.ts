// What the build keeps of a written page for the link check: its links and ids, as interned strings, so the
// page's HTML can be dropped once it is written.
import { decodeEntities } from './xml';

/** A page as the check sees it: its URL path ("/about/", "/404.html"), the links it holds and the ids it declares. */
export interface LinkedPage {
  path: string;
  links: string[];
  ids: ReadonlySet<string>;
}

/** href, src, srcset and id attributes: one pass over the page collects its links and its ids. */
const LINK_OR_ID = / (?:href|src)="([^"]*)"|\ssrc[sS]et="([^"]*)"| id="([^"]+)"/g;

const interned = new Map<string, string>();

/**
 * One copy of each distinct string, detached from the page it was found in: a substring of a regex match can keep
 * its whole page alive, and 10,000 pages held that way take gigabytes. Most links repeat on every page.
 */
export function intern(value: string): string {
  let copy = interned.get(value);
  if (copy === undefined) {
    if (interned.size > 500_000) interned.clear();
    copy = Buffer.from(value, 'utf8').toString('utf8');
    interned.set(copy, copy);
  }
  return copy;
}

/** The links (href, src and each srcset candidate) and ids of a page, so its HTML need not be kept. */
export function linksOf(html: string): { links: string[]; ids: Set<string> } {
  const links: string[] = [];
  const ids = new Set<string>();
  for (const match of html.matchAll(LINK_OR_ID)) {
    if (match[1] !== undefined) links.push(intern(decodeEntities(match[1])));
    else if (match[2] !== undefined)
      for (const c of match[2].split(',')) links.push(intern(decodeEntities(c.trim().split(/\s+/)[0] ?? '')));
    else ids.add(intern(decodeEntities(match[3] ?? '')));
  }
  return { links, ids };
}
