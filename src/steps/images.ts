// Article images: each source illustration becomes AVIF and WebP at three widths (16:9), named by a hash of the
// source so the files can be cached for a year. Encoding is slow (AVIF above all), so outputs are cached across
// builds in node_modules/.cache, keyed by the same hash.
import { copyFile, mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { copyCached, writeCached } from '../lib/files';
import { heightOf, IMAGE_FORMATS, IMAGE_WIDTHS, IMAGES_DIR, type ImageSource, nameOf } from '../lib/images';

/**
 * 'final': AVIF at effort 4, what a release ships. 'draft': AVIF at effort 0, about twenty times faster to encode
 * and somewhat larger, cached apart (in draft/) so it never stands in for a final image: for the tests, whose first
 * run on a fresh clone would otherwise spend most of its time encoding.
 */
export type ImageEncoding = 'final' | 'draft';

/** Writes every variant of every source into outDir, encoding only what the cache does not hold yet. */
export async function writeImages(
  sources: readonly ImageSource[],
  outDir: string,
  finalCacheDir: string,
  encoding: ImageEncoding = 'final',
) {
  const cacheDir = encoding === 'draft' ? join(finalCacheDir, 'draft') : finalCacheDir;
  const effort = encoding === 'draft' ? 0 : 4;
  const target = join(outDir, IMAGES_DIR);
  await Promise.all([mkdir(target, { recursive: true }), mkdir(cacheDir, { recursive: true })]);
  const unique = [...new Map(sources.map((s) => [s.hash, s])).values()];
  const variants = unique.flatMap((source) =>
    IMAGE_WIDTHS.flatMap((width) => IMAGE_FORMATS.map((format) => ({ source, width, format }))),
  );
  // Copied all at once: each copy waits on the disk, not on the processor.
  const copied = await Promise.all(
    variants.map((v) =>
      copyCached(
        join(cacheDir, nameOf(v.source, v.width, v.format)),
        join(target, nameOf(v.source, v.width, v.format)),
      ),
    ),
  );
  const missing = variants.filter((_, i) => !copied[i]);
  // Encoded one at a time: sharp already uses every core for one image.
  for (const { source, width, format } of missing) {
    const name = nameOf(source, width, format);
    // sharp (a native encoder) is loaded only when something must be encoded: a warm cache never needs it.
    const { default: sharp } = await import('sharp');
    await writeCached(join(cacheDir, name), (file) => {
      const pipeline = sharp(source.file, { density: 144 }).resize(width, heightOf(width, source.ratio), {
        fit: 'cover',
      });
      return (format === 'avif' ? pipeline.avif({ quality: 50, effort }) : pipeline.webp({ quality: 78 })).toFile(file);
    });
    await copyFile(join(cacheDir, name), join(target, name));
  }
  return { files: variants.length, encoded: missing.length };
}
