// Link check step: linkinator over every HTML file of the output, internal links and #fragments included.
// tel:, mailto: and external links are skipped: this check must pass offline.
import { LinkChecker, LinkState } from 'linkinator';

export class BrokenLinksError extends Error {
  constructor(readonly broken: { page: string; url: string; status: number | undefined }[]) {
    const lines = broken.map((b) => `  ${b.page} → ${b.url} (${b.status ?? 'no response'})`);
    super(`${broken.length} broken link${broken.length === 1 ? '' : 's'}:\n${lines.join('\n')}`);
    this.name = 'BrokenLinksError';
  }
}

/** Returns the number of links checked; throws BrokenLinksError listing each broken one with its page. */
export async function checkLinks(outDir: string): Promise<number> {
  const checker = new LinkChecker();
  const result = await checker.check({
    serverRoot: outDir,
    path: '**/*.html',
    recurse: true,
    checkFragments: true,
    // In folder mode the site itself is http://localhost:PORT, so only other hosts count as external.
    linksToSkip: ['^https?://(?!localhost)', '^tel:', '^mailto:'],
  });
  const local = (url: string | undefined) => (url ? url.replace(/^https?:\/\/localhost:\d+/, '') : '(unknown page)');
  const broken = result.links
    .filter((link) => link.state === LinkState.BROKEN)
    .map((link) => ({ page: local(link.parent), url: local(link.url), status: link.status }));
  if (broken.length > 0) throw new BrokenLinksError(broken);
  return result.links.length;
}
