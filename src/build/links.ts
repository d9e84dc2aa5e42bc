// Link check step: every href, src and srcset of every page, resolved against the files actually written and
// the ids of the target page, so #fragments count too. It reads the pages from memory and the file list from the
// output folder, so it costs milliseconds per thousand pages. tel:, mailto: and other hosts are skipped (the check
// runs offline); links to the site's own origin (canonical, og:url) are checked like relative ones.
// linkinatorCheck() crawls the same output with linkinator, as a second opinion the tests run.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import fg from 'fast-glob';
import { LinkChecker, LinkState } from 'linkinator';

/** A page as the check sees it: its URL path ("/about/", "/404.html"), the links it holds and the ids it declares. */
export interface LinkedPage {
  path: string;
  links: string[];
  ids: ReadonlySet<string>;
}

const LINK_ATTRIBUTE = / (?:href|src)="([^"]*)"|\ssrc[sS]et="([^"]*)"/g;

const decode = (s: string) =>
  s
    .replace(/&amp;/g, '&')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"');

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
  for (const match of html.matchAll(LINK_ATTRIBUTE)) {
    if (match[1] !== undefined) links.push(intern(decode(match[1])));
    else for (const c of (match[2] ?? '').split(',')) links.push(intern(decode(c.trim().split(/\s+/)[0] ?? '')));
  }
  const ids = new Set([...html.matchAll(/ id="([^"]+)"/g)].map((m) => intern(decode(m[1] ?? ''))));
  return { links, ids };
}

/** Where a site path lives in the output: "/" and "/about/" are folders with an index.html. */
const fileOf = (path: string) => (path.endsWith('/') ? `${path}index.html` : path).slice(1);

/**
 * Checks every link of every page against the files in outDir; returns the number of links checked or throws
 * BrokenLinksError naming each broken target and the pages that link to it.
 */
export async function checkLinks(
  pages: readonly LinkedPage[],
  outDir: string,
  origin: string,
  onPage?: (done: number, total: number) => void,
): Promise<number> {
  const files = new Set(await fg('**/*', { cwd: outDir, dot: true }));
  const byPath = new Map(pages.map((p) => [p.path, p]));
  const base = new URL(`${origin}/`);
  const broken: BrokenLink[] = [];
  let count = 0;
  for (const [i, page] of pages.entries()) {
    onPage?.(i + 1, pages.length);
    const pageUrl = new URL(page.path, base);
    for (const value of page.links) {
      if (!value || /^(tel|mailto):/.test(value)) continue;
      // Most links are root-relative paths: split them by hand; anything else goes through URL resolution.
      let pathname: string;
      let hash: string;
      if (/^\/(?!\/)[^?#\\]*(#[^#]*)?$/.test(value) && !value.includes('/.')) {
        const at = value.indexOf('#');
        pathname = at < 0 ? value : value.slice(0, at);
        hash = at < 0 ? '' : value.slice(at);
      } else {
        const url = new URL(value, pageUrl);
        if (url.origin !== base.origin) continue;
        pathname = url.pathname;
        hash = url.hash;
      }
      count++;
      const target = decodeURIComponent(pathname);
      const shown = `${target}${hash}`;
      if (!files.has(fileOf(target))) broken.push({ page: page.path, url: shown, status: '404' });
      else if (hash.length > 1 && !byPath.get(target)?.ids.has(decodeURIComponent(hash.slice(1)))) {
        broken.push({ page: page.path, url: shown, status: 'no element with that id' });
      }
    }
  }
  if (broken.length > 0) throw new BrokenLinksError(broken);
  return count;
}

interface BrokenLink {
  page: string;
  url: string;
  status: string;
}

/** Lists each broken target once, with the pages that link to it. */
export class BrokenLinksError extends Error {
  constructor(readonly broken: BrokenLink[]) {
    const byTarget = new Map<string, BrokenLink[]>();
    for (const b of broken) {
      const target = `${b.url} (${b.status})`;
      byTarget.set(target, [...(byTarget.get(target) ?? []), b]);
    }
    const lines = [...byTarget].map(([target, links]) => {
      const pages = [...new Set(links.map((l) => l.page))].sort();
      const shown = pages.slice(0, 5).join(', ') + (pages.length > 5 ? ` and ${pages.length - 5} more` : '');
      return `  ${target} linked from ${shown}`;
    });
    super(`${byTarget.size} broken link target${byTarget.size === 1 ? '' : 's'}:\n${lines.join('\n')}`);
    this.name = 'BrokenLinksError';
  }
}

/** linkinator over the output folder; returns the number of links checked or throws BrokenLinksError. */
export async function linkinatorCheck(outDir: string): Promise<number> {
  const checker = new LinkChecker();
  const result = await checker.check({
    serverRoot: outDir,
    path: '**/*.html',
    recurse: true,
    checkFragments: true,
    // In folder mode the site itself is http://localhost:PORT, so only other hosts count as external.
    linksToSkip: ['^https?://(?!localhost)', '^tel:', '^mailto:'],
  });
  // linkinator reports local URLs as file paths under the output folder: show them as site paths.
  const sitePath = (url: string | undefined) => {
    if (!url) return '(unknown page)';
    const path = url
      .replace(/^https?:\/\/localhost:\d+/, '')
      .replace(outDir, '')
      .replace(/index\.html(?=$|#)/, '');
    return path.startsWith('/') ? path : `/${path}`;
  };
  const broken = result.links
    .filter((link) => link.state === LinkState.BROKEN)
    .map((link) => ({
      page: sitePath(link.parent),
      url: sitePath(link.url),
      // A missing #fragment comes back with the page's own status (200): say what is actually wrong.
      status:
        link.url.includes('#') && link.status === 200
          ? 'no element with that id'
          : String(link.status ?? 'no response'),
    }));
  if (broken.length > 0) throw new BrokenLinksError(await withLinkingPages(outDir, broken));
  return result.links.length;
}

/**
 * linkinator names one parent per URL, and for a missing #fragment it names whichever page led it to the target
 * page, not the page holding the link. Finding the href in the HTML names every page that really links to it.
 */
async function withLinkingPages(outDir: string, broken: BrokenLink[]): Promise<BrokenLink[]> {
  const files = await fg('**/*.html', { cwd: outDir });
  const pages = await Promise.all(
    files.map(async (file) => ({
      page: `/${file.replace(/index\.html$/, '')}`,
      html: await readFile(join(outDir, file), 'utf8'),
    })),
  );
  return broken.flatMap((link) => {
    const linking = pages.filter((p) => p.html.includes(`href="${link.url}"`));
    return linking.length ? linking.map((p) => ({ ...link, page: p.page })) : [link];
  });
}
