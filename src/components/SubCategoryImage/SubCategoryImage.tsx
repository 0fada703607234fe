import { useState } from 'react';
import styled from 'styled-components';
import { DEFAULT_SUBCATEGORY_IMAGE_URL, subCategoryImageUrl } from '../../model/paths';

export interface SubCategoryImageProps {
  /** The sub-category's `subCategoryImage` file name; empty or null shows the default image. */
  file: string | null | undefined;
  /** Decorative by default (`alt=""`): the sub-category's title is next to it. */
  alt?: string;
  /**
   * `eager` above the fold (the sub-category page's picture, the first card): then asked for
   * first of the page's pictures too, since it is the largest thing on the first screen. `lazy` otherwise.
   */
  loading?: 'lazy' | 'eager';
  className?: string;
}

/** Intrinsic size (16:10), as the home cards' pictures; the attributes reserve the space before it loads. */
export const SUBCATEGORY_IMAGE_WIDTH = 480;
export const SUBCATEGORY_IMAGE_HEIGHT = 300;

const Image = styled.img`
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: ${SUBCATEGORY_IMAGE_WIDTH} / ${SUBCATEGORY_IMAGE_HEIGHT};
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

/**
 * A sub-category's picture from `/static/subcategoryimg/{file}`: the default image when it has none,
 * or when its own fails to load (once: a failing default image is left as it is).
 */
export function SubCategoryImage({ file, alt = '', loading = 'lazy', className }: SubCategoryImageProps) {
  const wanted = subCategoryImageUrl(file);
  // The URL that failed to load, if any; the default image is shown instead of it.
  const [failed, setFailed] = useState<string | null>(null);
  const src = failed === wanted ? DEFAULT_SUBCATEGORY_IMAGE_URL : wanted;

  return (
    <Image
      className={className}
      src={src}
      alt={alt}
      width={SUBCATEGORY_IMAGE_WIDTH}
      height={SUBCATEGORY_IMAGE_HEIGHT}
      loading={loading}
      fetchPriority={loading === 'eager' ? 'high' : undefined}
      decoding="async"
      onError={() => {
        if (src !== DEFAULT_SUBCATEGORY_IMAGE_URL) setFailed(wanted);
      }}
    />
  );
}
