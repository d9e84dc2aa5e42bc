// linkinator over a built folder: a second opinion on the build's own link check (src/steps/links.ts), which
// the tests run; the build itself never loads linkinator.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import fg from 'fast-glob';
import { LinkChecker, LinkState } from 'linkinator';
import { type BrokenLink, BrokenLinksError } from '../../src/steps/links';

/** linkinator over the output folder; returns the site paths it checked (those it skips aside) or throws BrokenLinksError. */
export async function linkinatorCheck(outDir: string): Promise<string[]> {
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
  return result.links.filter((link) => link.state !== LinkState.SKIPPED).map((link) => sitePath(link.url));
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
