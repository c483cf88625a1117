import type { ReactElement } from 'react';
import styled from 'styled-components';
import { pictureSources } from './product-picture';

const StyledPicture = styled.img`
  width: 100%;
  height: auto;
  aspect-ratio: 4 / 3;
  object-fit: cover;
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

export interface ProductPictureProps {
  url: string;
  /** The product's name: the picture shows the product itself. */
  alt: string;
  /** How wide the picture is drawn, for the browser to pick a size (the `sizes` attribute). */
  sizes: string;
  /** Above the fold: load at once. Everything else waits until it is scrolled near. */
  eager?: boolean;
  /**
   * The page's largest picture on a phone: fetched before other pictures, and the app waits for
   * it before starting on a server-rendered page (api/src/web/app-loader.ts).
   */
  largest?: boolean;
  className?: string;
}

/**
 * A product's picture in a 4:3 frame. Width and height are given so the page keeps its place
 * while pictures arrive; pictures of other shapes are cropped to the frame, not stretched.
 */
export function ProductPicture({
  url,
  alt,
  sizes,
  eager = false,
  largest = false,
  className,
}: ProductPictureProps) {
  const { src, srcSet, avifSrcSet } = pictureSources(url);
  return (
    <WithAvifCopies srcSet={avifSrcSet} sizes={sizes}>
      <StyledPicture
        className={className}
        src={src}
        srcSet={srcSet}
        sizes={srcSet ? sizes : undefined}
        alt={alt}
        width={400}
        height={300}
        loading={eager || largest ? 'eager' : 'lazy'}
        fetchPriority={largest ? 'high' : 'auto'}
        decoding="async"
      />
    </WithAvifCopies>
  );
}

/**
 * Offers a picture's AVIF copies to the browsers that read AVIF, before the WebP ones of the
 * `<img>` inside, which every other browser takes.
 */
export function WithAvifCopies({
  srcSet,
  sizes,
  children,
}: {
  srcSet: string | undefined;
  sizes: string;
  children: ReactElement;
}) {
  if (!srcSet) return children;
  return (
    <picture>
      <source type="image/avif" srcSet={srcSet} sizes={sizes} />
      {children}
    </picture>
  );
}
