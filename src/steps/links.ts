// Link check step: every href, src and srcset of every page, resolved against the files actually written and
// the ids of the target page, so #fragments count too. It reads the pages and the list of the output's files from
// memory, so it costs milliseconds per thousand pages. tel:, mailto:, sms: and other hosts are skipped (the check
// runs offline); links to the site's own origin (canonical, og:url) are checked like relative ones.
import type { LinkedPage } from '../lib/page-links';
import { outputFile } from '../lib/paths';

/**
 * Checks every link of every page against the output's files (paths as listFiles gives them); returns the number of
 * links checked or throws BrokenLinksError naming each broken target and the pages that link to it.
 */
export async function checkLinks(
  pages: readonly LinkedPage[],
  files: ReadonlySet<string>,
  origin: string,
  onPage?: (done: number, total: number) => void,
): Promise<number> {
  const byPath = new Map(pages.map((p) => [p.path, p]));
  const base = new URL(`${origin}/`);
  /** What a link points at and, when it is broken, why; null for links the check skips (other hosts, tel:). */
  const verdictOf = (value: string, pageUrl: () => URL): { shown: string; status?: string } | null => {
    if (!value || /^(tel|mailto|sms):/.test(value)) return null;
    // Most links are root-relative paths: split them by hand; anything else goes through URL resolution.
    let pathname: string;
    let hash: string;
    if (/^\/(?!\/)[^?#\\]*(#[^#]*)?$/.test(value) && !value.includes('/.')) {
      const at = value.indexOf('#');
      pathname = at < 0 ? value : value.slice(0, at);
      hash = at < 0 ? '' : value.slice(at);
    } else {
      const url = new URL(value, pageUrl());
      if (url.origin !== base.origin) return null;
      pathname = url.pathname;
      hash = url.hash;
    }
    const target = decodeURIComponent(pathname);
    const shown = `${target}${hash}`;
    if (!files.has(outputFile(target))) return { shown, status: '404' };
    if (hash.length > 1 && !byPath.get(target)?.ids.has(decodeURIComponent(hash.slice(1))))
      return { shown, status: 'no element with that id' };
    return { shown };
  };
  // The menu, footer and cards repeat the same links on every page: a link that does not depend on the page it is
  // on (root-relative or absolute) is resolved once.
  const verdicts = new Map<string, ReturnType<typeof verdictOf>>();
  const broken: BrokenLink[] = [];
  let count = 0;
  for (const [i, page] of pages.entries()) {
    onPage?.(i + 1, pages.length);
    const pageUrl = () => new URL(page.path, base);
    for (const value of page.links) {
      const independent = value.startsWith('/') || /^[a-z][a-z\d+.-]*:/i.test(value);
      let verdict = independent ? verdicts.get(value) : undefined;
      if (verdict === undefined) {
        verdict = verdictOf(value, pageUrl);
        if (independent) verdicts.set(value, verdict);
      }
      if (!verdict) continue;
      count++;
      if (verdict.status) broken.push({ page: page.path, url: verdict.shown, status: verdict.status });
    }
  }
  if (broken.length > 0) throw new BrokenLinksError(broken);
  return count;
}

export interface BrokenLink {
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
