// Article images: each source illustration becomes AVIF and WebP at three widths (16:9), named by a hash of the
// source so the files can be cached for a year. Encoding is slow (AVIF above all), so outputs are cached across
// builds in node_modules/.cache, keyed by the same hash.
import { copyFile, mkdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { exists } from '../lib/files';
import { heightOf, IMAGE_FORMATS, IMAGE_WIDTHS, IMAGES_DIR, type ImageSource, nameOf } from '../lib/images';

/** Writes every variant of every source into outDir, encoding only what the cache does not hold yet. */
export async function writeImages(sources: readonly ImageSource[], outDir: string, cacheDir: string) {
  const target = join(outDir, IMAGES_DIR);
  await Promise.all([mkdir(target, { recursive: true }), mkdir(cacheDir, { recursive: true })]);
  let encoded = 0;
  let bytes = 0;
  const unique = [...new Map(sources.map((s) => [s.hash, s])).values()];
  for (const source of unique) {
    for (const width of IMAGE_WIDTHS) {
      for (const format of IMAGE_FORMATS) {
        const name = nameOf(source, width, format);
        const cached = join(cacheDir, name);
        if (!(await exists(cached))) {
          // sharp (a native encoder) is loaded only when something must be encoded: a warm cache never needs it.
          const { default: sharp } = await import('sharp');
          const pipeline = sharp(source.file, { density: 144 }).resize(width, heightOf(width), { fit: 'cover' });
          await (format === 'avif' ? pipeline.avif({ quality: 50, effort: 4 }) : pipeline.webp({ quality: 78 })).toFile(
            cached,
          );
          encoded++;
        }
        await copyFile(cached, join(target, name));
        bytes += (await stat(cached)).size;
      }
    }
  }
  return { files: unique.length * IMAGE_WIDTHS.length * IMAGE_FORMATS.length, encoded, bytes };
}
