import { useId, useState } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import type { SubCategory } from '../../model/entities';
import { DEFAULT_SUBCATEGORY_IMAGE_URL, paths, subCategoryImageUrl } from '../../model/paths';

export type CardSubCategory = Pick<SubCategory, 'subCategoryId' | 'titlePrimary' | 'contentPrimary' | 'subCategoryImage'>;

export interface CardProps {
  subCategory: CardSubCategory;
  /** `eager` for a card that is likely above the fold (the first one); `lazy` otherwise. */
  imageLoading?: 'lazy' | 'eager';
  className?: string;
}

/** Intrinsic size of the image box (16:10); the attributes reserve the space before the image loads. */
export const CARD_IMAGE_WIDTH = 480;
export const CARD_IMAGE_HEIGHT = 300;

const CardLink = styled(Link)`
  display: flex;
  flex-direction: column;
  height: 100%;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  transition:
    box-shadow 150ms ease,
    transform 150ms ease,
    border-color 150ms ease;

  &:hover {
    color: ${({ theme }) => theme.colors.text};
    border-color: ${({ theme }) => theme.colors.borderStrong};
    box-shadow: ${({ theme }) => theme.shadows.cardHover};
    transform: translateY(-2px);
  }

  &:focus-visible {
    outline-offset: 3px;
  }
`;

const Image = styled.img`
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: ${CARD_IMAGE_WIDTH} / ${CARD_IMAGE_HEIGHT};
  object-fit: cover;
  background: ${({ theme }) => theme.colors.surfaceMuted};
  border-bottom: 3px solid ${({ theme }) => theme.colors.accent};
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg} ${theme.space.lg}`};
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  color: ${({ theme }) => theme.colors.primary};

  ${CardLink}:hover & {
    text-decoration: underline;
    text-decoration-thickness: 2px;
    text-underline-offset: 0.2em;
  }
`;

const Content = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  white-space: pre-line;
  display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 4;
  line-clamp: 4;
  overflow: hidden;
`;

/**
 * One sub-category on the home page: its image (decorative, `alt=""`; the default image when it has
 * none or the image fails to load), primary title and primary content (line breaks kept, clamped to
 * four lines); the whole card links to the sub-category.
 */
export function Card({ subCategory, imageLoading = 'lazy', className }: CardProps) {
  const { subCategoryId, titlePrimary, contentPrimary, subCategoryImage } = subCategory;
  const titleId = useId();
  const contentId = useId();
  const wanted = subCategoryImageUrl(subCategoryImage);
  // The URL that failed to load, if any; the default image is shown instead of it.
  const [failed, setFailed] = useState<string | null>(null);
  const src = failed === wanted ? DEFAULT_SUBCATEGORY_IMAGE_URL : wanted;

  const onImageError = () => {
    if (src !== DEFAULT_SUBCATEGORY_IMAGE_URL) setFailed(wanted);
  };

  return (
    <CardLink
      to={paths.subCategory(subCategoryId)}
      className={className}
      aria-labelledby={titleId}
      aria-describedby={contentPrimary ? contentId : undefined}
    >
      <Image
        src={src}
        // Decorative: the title below names the card; an alt text would read it twice.
        alt=""
        width={CARD_IMAGE_WIDTH}
        height={CARD_IMAGE_HEIGHT}
        loading={imageLoading}
        decoding="async"
        onError={onImageError}
      />
      <Body>
        <Title id={titleId} lang="hi">
          {titlePrimary}
        </Title>
        {contentPrimary ? (
          <Content id={contentId} lang="hi">
            {contentPrimary}
          </Content>
        ) : null}
      </Body>
    </CardLink>
  );
}
