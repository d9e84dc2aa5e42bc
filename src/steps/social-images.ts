// Social images step: rasterises each distinct card of src/lib/social-card.ts to a PNG with sharp. Outputs are
// cached across builds in node_modules/.cache, keyed by the hash in their names, like the article images.
import { copyFile, mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { SiteSettings, SocialCopy } from '../content/schema';
import { copyCached, writeCached } from '../lib/files';
import { SOCIAL_DIR, socialCardSvg } from '../lib/social-card';
import type { SocialImage } from '../lib/types';

/** Encodes each distinct card not yet in the cache and copies all of them into outDir. */
export async function writeSocialImages(
  images: readonly SocialImage[],
  site: SiteSettings,
  copy: SocialCopy,
  outDir: string,
  cacheDir: string,
) {
  await Promise.all([mkdir(join(outDir, SOCIAL_DIR), { recursive: true }), mkdir(cacheDir, { recursive: true })]);
  const unique = [...new Map(images.map((i) => [i.path, i])).values()];
  const cachedOf = (image: SocialImage) => join(cacheDir, image.path.slice(SOCIAL_DIR.length + 1));
  const copied = await Promise.all(unique.map((image) => copyCached(cachedOf(image), join(outDir, image.path))));
  const missing = unique.filter((_, i) => !copied[i]);
  for (const image of missing) {
    // sharp (a native encoder) is loaded only when a card must be encoded: a warm cache never needs it.
    const { default: sharp } = await import('sharp');
    // A flat-colour card compresses best as a palette PNG: ~25 KB instead of ~90 KB.
    await writeCached(cachedOf(image), (file) =>
      sharp(Buffer.from(socialCardSvg(image.card, site, copy)))
        .png({ palette: true, effort: 4 })
        .toFile(file),
    );
    await copyFile(cachedOf(image), join(outDir, image.path));
  }
  return { files: unique.length, encoded: missing.length };
}
