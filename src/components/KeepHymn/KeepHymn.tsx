import styled from 'styled-components';
import { SITE_TEXTS } from '../../model/messages';
import { secondaryActionStyle } from '../StatusMessage';

const TEXT = SITE_TEXTS.favourites;

export interface KeepHymnProps {
  starred: boolean;
  onToggleStar: () => void;
  /** Opens the choice of lists (the page shows it: AddToList in a dialog). */
  onAddToList: () => void;
  /** How many of the reader's lists hold this hymn ('in 2 lists' on the button: the reader sees it is in one). */
  listCount: number;
  className?: string;
}

const Button = styled.button`
  ${secondaryActionStyle}
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};

  &[data-starred='true'] {
    border-color: ${({ theme }) => theme.colors.accent};
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
`;

/** The star, in the accent colour when filled; a shape as well as a colour, for readers who cannot tell colours apart. */
const Star = styled.span<{ $filled: boolean }>`
  color: ${({ $filled, theme }) => ($filled ? theme.colors.accentText : 'inherit')};
  font-size: 1.2em;
  line-height: 1;
`;

const Hindi = styled.span`
  font-weight: 400;
`;

/**
 * A hymn's star (one tap keeps it in My bhajans, one more takes it out) and 'Add to list', each
 * with its Hindi as the chrome has it. The star says what it is, in words as well as its shape:
 * '☆ Star' to keep the hymn, '★ Starred' once kept (the name a screen reader reads is the same words).
 */
export function KeepHymn({ starred, onToggleStar, onAddToList, listCount, className }: KeepHymnProps) {
  const star = starred ? TEXT.starred : TEXT.star;
  return (
    <>
      <Button type="button" className={className} data-starred={starred} onClick={onToggleStar}>
        <Star $filled={starred} aria-hidden="true">
          {starred ? '★' : '☆'}
        </Star>
        <span>
          {star.en} · <Hindi lang="hi">{star.hi}</Hindi>
        </span>
      </Button>
      <Button type="button" className={className} aria-haspopup="dialog" onClick={onAddToList}>
        <span aria-hidden="true">+</span>
        <span>
          {TEXT.addToList.en} · <Hindi lang="hi">{TEXT.addToList.hi}</Hindi>
        </span>
        {listCount > 0 ? <span>{` (${TEXT.inLists(listCount)})`}</span> : null}
      </Button>
    </>
  );
}
