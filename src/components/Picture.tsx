// A responsive image: AVIF, then WebP, at several widths, with its size set so nothing moves when it loads.
import type { ResponsiveImage } from '../lib/blog';

interface Props {
  image: ResponsiveImage;
  /** The width the image takes on screen, for the browser's choice of file. */
  sizes: string;
  /** Lists load images lazily; the largest element of a page loads first, at high priority. */
  priority?: boolean;
  className?: string;
}

export function Picture({ image, sizes, priority = false, className = '' }: Props) {
  return (
    // A block of its own, as its image is: an inline <picture> whose <img> has not arrived yet sits beside the text
    // before it, and the image's top margin would move it down when it came (docs/performance.md#still-pages).
    <picture className="flow-root">
      <source type="image/avif" srcSet={image.avifSrcset} sizes={sizes} />
      <source type="image/webp" srcSet={image.webpSrcset} sizes={sizes} />
      {/* The illustrations only decorate the category beside them, so their alt text is empty. */}
      <img
        src={image.src}
        width={image.width}
        height={image.height}
        alt=""
        loading={priority ? 'eager' : 'lazy'}
        decoding={priority ? 'sync' : 'async'}
        fetchPriority={priority ? 'high' : 'auto'}
        className={className}
      />
    </picture>
  );
}
