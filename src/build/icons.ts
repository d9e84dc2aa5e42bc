// Icons step: PNG fallbacks of static/favicon.svg for browsers and home screens that do not take SVG, and the web
// app manifest that names them. Small enough to draw on every build (about 40 ms in all).
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import type { SiteSettings } from '../../content/schema';
import { ICONS, MANIFEST_URL } from '../lib/icons';

function webManifest(site: SiteSettings, description: string): string {
  return `${JSON.stringify(
    {
      name: site.name,
      short_name: site.name,
      description,
      start_url: '/',
      scope: '/',
      display: 'minimal-ui',
      background_color: '#ffffff',
      theme_color: site.themeColor,
      icons: [ICONS.svg, ICONS.png192, ICONS.png512].map((i) =>
        i.size
          ? { src: i.href, sizes: `${i.size}x${i.size}`, type: 'image/png' }
          : { src: i.href, sizes: 'any', type: 'image/svg+xml' },
      ),
    },
    null,
    2,
  )}\n`;
}

export async function writeIcons(svgFile: string, outDir: string, site: SiteSettings, description: string) {
  const svg = await readFile(svgFile);
  const png = async ({ href, size }: { href: string; size: number }, background?: string) => {
    let image = sharp(svg, { density: Math.ceil((72 * size) / 64) }).resize(size, size);
    // iOS paints transparent corners black; the touch icon gets the brand colour behind it instead.
    if (background) image = image.flatten({ background });
    await image.png().toFile(join(outDir, href));
  };
  await Promise.all([
    png(ICONS.png32),
    png(ICONS.appleTouch, site.themeColor),
    png(ICONS.png192),
    png(ICONS.png512),
    writeFile(join(outDir, MANIFEST_URL), webManifest(site, description)),
  ]);
  return Object.keys(ICONS).length;
}
