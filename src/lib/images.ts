// Names and URLs of the article images: each source illustration becomes AVIF and WebP at three widths (16:9),
// named by a hash of the source and the encoder settings, so the files can be cached for a year. Pure naming:
// src/steps/images.ts encodes the files these names point at.
import { createHash } from 'node:crypto';
import { basename, extname } from 'node:path';
import type { ResponsiveImage } from './blog';

export const IMAGE_WIDTHS = [480, 800, 1200] as const;
const [, MIDDLE, LARGEST] = IMAGE_WIDTHS;
const ASPECT = 9 / 16;
export const IMAGE_FORMATS = ['avif', 'webp'] as const;
/** Bump when the encoder settings change, so every hash (and every cached file) changes with them. */
const ENCODER_VERSION = 'v1 avif q50 e4, webp q78';
export const IMAGES_DIR = '/images/blog';

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

export const heightOf = (width: number) => Math.round(width * ASPECT);
export const nameOf = (source: ImageSource, width: number, format: string) =>
  `${basename(source.file, extname(source.file))}-${width}.${source.hash}.${format}`;
const urlOf = (source: ImageSource, width: number, format: string) => `${IMAGES_DIR}/${nameOf(source, width, format)}`;

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
