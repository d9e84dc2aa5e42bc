// Icons step: PNG fallbacks of static/favicon.svg for browsers and home screens that do not take SVG, and the web
// app manifest that names them. The PNGs are kept in the build cache under a hash of what draws them, so sharp is
// loaded only when the icon, the brand colour, the sizes or the encoder change.
import { createHash } from 'node:crypto';
import { copyFile, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { SiteSettings } from '../content/schema';
import type { BuildCache } from '../lib/cache';
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

const PNGS = [ICONS.png32, ICONS.appleTouch, ICONS.png192, ICONS.png512];

/** Draws the PNG icons into `dir`; the touch icon gets the brand colour behind it. */
async function drawIcons(svg: Buffer, dir: string, themeColor: string): Promise<void> {
  const { default: sharp } = await import('sharp');
  await Promise.all(
    PNGS.map(async ({ href, size }) => {
      let image = sharp(svg, { density: Math.ceil((72 * size) / 64) }).resize(size, size);
      // iOS paints transparent corners black.
      if (href === ICONS.appleTouch.href) image = image.flatten({ background: themeColor });
      await image.png().toFile(join(dir, href));
    }),
  );
}

export async function writeIcons(
  svgFile: string,
  outDir: string,
  site: SiteSettings,
  description: string,
  cache?: BuildCache,
) {
  const svg = await readFile(svgFile);
  // The drawing code, the sizes and sharp's version (in the lock file) are part of the key with the icon itself.
  const key = cache?.key(
    ['src/steps/icons.ts', 'src/lib/icons.ts', 'package-lock.json'],
    createHash('sha256').update(svg).digest('hex'),
    site.themeColor,
  );
  const pngs = async () => {
    const hit = key && (await cache?.find('icons', key));
    if (hit) return Promise.all(PNGS.map(({ href }) => copyFile(join(hit, href), join(outDir, href))));
    await drawIcons(svg, outDir, site.themeColor);
    if (key)
      await cache?.save('icons', key, (dir) =>
        Promise.all(PNGS.map(({ href }) => copyFile(join(outDir, href), join(dir, href)))).then(() => {}),
      );
  };
  await Promise.all([pngs(), writeFile(join(outDir, MANIFEST_URL), webManifest(site, description))]);
  return Object.keys(ICONS).length;
}
