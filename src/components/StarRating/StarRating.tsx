import { FEEDBACK_TEXTS } from '../../model/feedbackTexts';
import { useId, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { RATING_START, RATING_STARS } from '../../model/constants';

import { visuallyHidden } from '../../theme/visuallyHidden';

export interface StarRatingProps {
  /** Stars chosen, 0 (not rated, the start) to RATING_STARS. */
  value: number;
  onChange: (value: number) => void;
  /** The group's visible label (and so its name). */
  label?: ReactNode;
  /** The radio inputs' name (one is made up when not given). */
  name?: string;
  className?: string;
}

const TEXTS = FEEDBACK_TEXTS;
const STAR_NUMBERS = Array.from({ length: RATING_STARS }, (_, index) => index + 1);

/** The words and the clear button line up with the stars, under the legend. */
const Wrapper = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm}`};
`;

const Group = styled.fieldset`
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
`;

const Legend = styled.legend`
  padding: 0;
  margin-bottom: ${({ theme }) => theme.space.xxs};
  font-weight: 600;
`;

/** The five stars in a row; at a large text size on a narrow phone, in two rather than past the edge. */
const Stars = styled.div`
  display: flex;
  flex-wrap: wrap;
`;

const StarLabel = styled.label`
  position: relative;
  display: inline-flex;
`;

/** Over the drawn star, unseen: a click or tap on the star is a click on the radio input. */
const Radio = styled.input`
  position: absolute;
  inset: 0;
  z-index: 1;
  width: 100%;
  height: 100%;
  margin: 0;
  opacity: 0;
  cursor: pointer;
`;

const StarName = styled.span`
  ${visuallyHidden}
`;

/** The star the visitor sees; the radio input over it carries the state and the focus. */
const StarBox = styled.span<{ $lit: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.layout.tapTarget};
  height: ${({ theme }) => theme.layout.tapTarget};
  border-radius: ${({ theme }) => theme.radii.md};

  svg {
    width: 2rem;
    height: 2rem;
    fill: ${({ $lit, theme }) => ($lit ? theme.colors.accent : 'transparent')};
    /* Outlines dark enough to be seen on white (3:1 and more), lit or not. */
    stroke: ${({ $lit, theme }) => ($lit ? theme.colors.accentText : theme.colors.textMuted)};
    stroke-width: 1.5;
    stroke-linejoin: round;
    transition: fill 120ms ease;
  }

  ${Radio}:focus-visible + & {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -2px;
  }
`;

const Value = styled.span`
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.layout.tapTarget};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const ClearButton = styled.button`
  min-height: ${({ theme }) => theme.layout.tapTarget};
  padding: ${({ theme }) => `0 ${theme.space.xs}`};
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.primary};
  text-decoration: underline;
  text-underline-offset: 0.15em;
  cursor: pointer;

  &:hover {
    color: ${({ theme }) => theme.colors.primaryHover};
  }
`;

function StarIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M12 2.8l2.8 5.9 6.4.8-4.7 4.4 1.2 6.4L12 17.2l-5.7 3.1 1.2-6.4-4.7-4.4 6.4-.8z" />
    </svg>
  );
}

/**
 * A rating of 1 to 5 stars; 0 means not rated (the start). The stars are native radio inputs in a
 * labelled radio group, drawn as stars: a click or tap on star n chooses n, Tab reaches the group,
 * the arrow keys move along it and Space chooses. 'Clear rating' goes back to not rated.
 */
export function StarRating({ value, onChange, label = TEXTS.rating, name, className }: StarRatingProps) {
  const legendId = useId();
  const ownName = useId();
  const groupRef = useRef<HTMLFieldSetElement>(null);
  // The star under the pointer: the stars up to it light up before the click.
  const [hovered, setHovered] = useState<number | null>(null);
  const lit = hovered ?? value;

  const clear = () => {
    onChange(RATING_START);
    // The button disappears with the rating; the stars keep the focus.
    groupRef.current?.querySelector('input')?.focus();
  };

  return (
    <Wrapper className={className}>
      <Group ref={groupRef} role="radiogroup" aria-labelledby={legendId}>
        <Legend id={legendId}>{label}</Legend>
        <Stars onMouseLeave={() => setHovered(null)}>
          {STAR_NUMBERS.map((stars) => (
            <StarLabel key={stars} onMouseEnter={() => setHovered(stars)}>
              <Radio type="radio" name={name ?? ownName} value={stars} checked={value === stars} onChange={() => onChange(stars)} />
              <StarBox $lit={stars <= lit}>
                <StarIcon />
              </StarBox>
              <StarName>{TEXTS.star(stars)}</StarName>
            </StarLabel>
          ))}
        </Stars>
      </Group>
      <Value aria-hidden="true">{value > RATING_START ? TEXTS.ratingValue(value, RATING_STARS) : TEXTS.notRated}</Value>
      {value > RATING_START ? (
        <ClearButton type="button" onClick={clear}>
          {TEXTS.clearRating}
        </ClearButton>
      ) : null}
    </Wrapper>
  );
}
