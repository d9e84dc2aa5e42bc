// Names and URLs of the article images: each source image becomes AVIF and WebP at three widths, an article's
// illustration cut to 16:9 and a picture in its body at its own proportions, named by a hash of the source, the
// proportions and the encoder settings, so the files can be cached for a year. Pure naming: src/steps/images.ts
// encodes the files these names point at.
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
  /** Height over width of the output: 9/16 for an illustration, the image's own for a picture in a body. */
  ratio?: number;
}

export function hashImage(file: string, bytes: Buffer, ratio?: number): ImageSource {
  // A picture's proportions are part of what its files are (an illustration's are always 16:9).
  const hash = createHash('sha256')
    .update(ENCODER_VERSION)
    .update(ratio === undefined ? '' : `ratio ${ratio}`)
    .update(bytes)
    .digest('hex')
    .slice(0, 10);
  return ratio === undefined ? { file, hash } : { file, hash, ratio };
}

export const heightOf = (width: number, ratio: number = ASPECT) => Math.round(width * ratio);
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
    height: heightOf(LARGEST, source.ratio),
  };
}

/** The URL of the largest WebP, for an article's structured data. */
export function largestImageUrl(source: ImageSource): string {
  return urlOf(source, LARGEST, 'webp');
}

/** The width a picture in an article takes on screen: the article's column, or the whole screen below it. */
export const BODY_IMAGE_SIZES = '(min-width: 816px) 768px, 100vw';

/** A picture of an article's body: its `src` as written in the Markdown and the source the build encodes. */
export interface BodyImageSource {
  src: string;
  source: ImageSource;
}

/** Each <img> of sanitized HTML whose `src` is one of `images`, rewritten by `replace` (other tags as they are). */
function rewriteImages(
  html: string,
  images: readonly BodyImageSource[],
  replace: (image: ImageSource, alt: string) => string,
): string {
  const bySrc = new Map(images.map((i) => [i.src, i.source]));
  return html.replace(/<img\b[^>]*>/g, (tag) => {
    const src = /\bsrc="([^"]*)"/.exec(tag)?.[1];
    const source = src === undefined ? undefined : bySrc.get(src);
    // The sanitizer has escaped the alt text already.
    return source ? replace(source, /\balt="([^"]*)"/.exec(tag)?.[1] ?? '') : tag;
  });
}

/**
 * An article body's pictures as the page shows them: AVIF and WebP at three widths, sized so nothing moves when
 * they arrive, and loaded lazily, as they sit below the article's own illustration and the first screen.
 */
export function bodyWithPictures(html: string, images: readonly BodyImageSource[]): string {
  return rewriteImages(html, images, (source, alt) => {
    const image = responsiveImage(source);
    return (
      `<picture><source type="image/avif" srcset="${image.avifSrcset}" sizes="${BODY_IMAGE_SIZES}">` +
      `<source type="image/webp" srcset="${image.webpSrcset}" sizes="${BODY_IMAGE_SIZES}">` +
      `<img src="${image.src}" width="${image.width}" height="${image.height}" alt="${alt}" loading="lazy" decoding="async"></picture>`
    );
  });
}

/** An article body's pictures for the feed: one WebP each, at its absolute URL on `origin`. */
export function bodyWithImageUrls(html: string, images: readonly BodyImageSource[], origin: string): string {
  return rewriteImages(html, images, (source, alt) => {
    const image = responsiveImage(source);
    return `<img src="${origin}${image.src}" width="${image.width}" height="${image.height}" alt="${alt}">`;
  });
}
