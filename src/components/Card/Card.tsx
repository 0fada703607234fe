import { useId } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import type { SubCategory } from '../../model/entities';
import { paths } from '../../model/paths';
import { SubCategoryImage } from '../SubCategoryImage';

export type CardSubCategory = Pick<SubCategory, 'subCategoryId' | 'titlePrimary' | 'contentPrimary' | 'subCategoryImage'>;

export interface CardProps {
  subCategory: CardSubCategory;
  /** `eager` for a card that is likely above the fold (the first one); `lazy` otherwise. */
  imageLoading?: 'lazy' | 'eager';
  className?: string;
}

/** The card: a frame the title's link covers whole (see CardLink), lifted while pointed at. */
const Frame = styled.div`
  position: relative;
  display: flex;
  flex-direction: column;
  height: 100%;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
  color: ${({ theme }) => theme.colors.text};
  transition:
    box-shadow 150ms ease,
    transform 150ms ease,
    border-color 150ms ease;

  &:hover {
    border-color: ${({ theme }) => theme.colors.borderStrong};
    box-shadow: ${({ theme }) => theme.shadows.cardHover};
    transform: translateY(-2px);
  }
`;

/**
 * The title is the link, so its name is what it shows (speech input: 'click' and the title); its
 * ::after stretches over the whole card, so the picture and the text are tapped through to it too.
 * The focus ring goes round the card.
 */
const CardLink = styled(Link)`
  color: inherit;
  text-decoration: none;

  &::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: inherit;
  }

  &:focus-visible {
    outline: none;
  }

  &:focus-visible::after {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -3px;
  }
`;

/** The sub-category's picture, square-cornered inside the card, over an accent line. */
const Image = styled(SubCategoryImage)`
  border-radius: 0;
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

  ${Frame}:hover & {
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
  const contentId = useId();

  return (
    <Frame className={className}>
      {/* Decorative (the default): the title below names the card; an alt text would read it twice. */}
      <Image file={subCategoryImage} loading={imageLoading} />
      <Body>
        <Title lang="hi">
          <CardLink to={paths.subCategory(subCategoryId)} aria-describedby={contentPrimary ? contentId : undefined}>
            {titlePrimary}
          </CardLink>
        </Title>
        {contentPrimary ? (
          <Content id={contentId} lang="hi">
            {contentPrimary}
          </Content>
        ) : null}
      </Body>
    </Frame>
  );
}
