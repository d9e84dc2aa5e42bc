// Article images: each source illustration becomes AVIF and WebP at three widths (16:9), named by a hash of the
// source so the files can be cached for a year. Encoding is slow (AVIF above all), so outputs are cached across
// builds in node_modules/.cache, keyed by the same hash.
import { createHash } from 'node:crypto';
import { copyFile, mkdir, stat } from 'node:fs/promises';
import { basename, extname, join } from 'node:path';
import sharp from 'sharp';
import type { ResponsiveImage } from '../lib/blog';

export const IMAGE_WIDTHS = [480, 800, 1200] as const;
const [, MIDDLE, LARGEST] = IMAGE_WIDTHS;
const ASPECT = 9 / 16;
const FORMATS = ['avif', 'webp'] as const;
/** Bump when the encoder settings change, so every hash (and every cached file) changes with them. */
const ENCODER_VERSION = 'v1 avif q50 e4, webp q78';
const PUBLIC_DIR = '/images/blog';

/** A source image with the hash its output names carry. */
export interface ImageSource {
  /** Absolute path of the source file. */
  file: string;
  hash: string;
}

export function hashImage(file: string, bytes: Buffer): ImageSource {
  const hash = createHash('sha256').update(ENCODER_VERSION).update(bytes).digest('hex').slice(0, 10);
  return { file, hash };
}

const heightOf = (width: number) => Math.round(width * ASPECT);
const nameOf = (source: ImageSource, width: number, format: string) =>
  `${basename(source.file, extname(source.file))}-${width}.${source.hash}.${format}`;
const urlOf = (source: ImageSource, width: number, format: string) => `${PUBLIC_DIR}/${nameOf(source, width, format)}`;

export function responsiveImage(source: ImageSource): ResponsiveImage {
  const srcset = (format: string) => IMAGE_WIDTHS.map((w) => `${urlOf(source, w, format)} ${w}w`).join(', ');
  return {
    src: urlOf(source, MIDDLE, 'webp'),
    avifSrcset: srcset('avif'),
    webpSrcset: srcset('webp'),
    width: LARGEST,
    height: heightOf(LARGEST),
  };
}

/** The URL of the largest WebP, for an article's structured data. */
export function largestImageUrl(source: ImageSource): string {
  return urlOf(source, LARGEST, 'webp');
}

/** Whether an encoded file is already in the cache. */
export async function exists(file: string): Promise<boolean> {
  return stat(file).then(
    () => true,
    () => false,
  );
}

/** Writes every variant of every source into outDir, encoding only what the cache does not hold yet. */
export async function writeImages(sources: readonly ImageSource[], outDir: string, cacheDir: string) {
  const target = join(outDir, PUBLIC_DIR);
  await Promise.all([mkdir(target, { recursive: true }), mkdir(cacheDir, { recursive: true })]);
  let encoded = 0;
  let bytes = 0;
  const unique = [...new Map(sources.map((s) => [s.hash, s])).values()];
  for (const source of unique) {
    for (const width of IMAGE_WIDTHS) {
      for (const format of FORMATS) {
        const name = nameOf(source, width, format);
        const cached = join(cacheDir, name);
        if (!(await exists(cached))) {
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
  return { files: unique.length * IMAGE_WIDTHS.length * FORMATS.length, encoded, bytes };
}
