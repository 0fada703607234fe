import { Children, type ReactNode } from 'react';
import styled from 'styled-components';

export interface CardGridProps {
  children: ReactNode;
  /** Names the list for screen readers, e.g. 'Bhajan categories'. */
  'aria-label'?: string;
  'aria-labelledby'?: string;
  className?: string;
}

const Grid = styled.ul`
  display: grid;
  grid-template-columns: 1fr;
  gap: ${({ theme }) => theme.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  ${({ theme }) => theme.media.xl} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

const Item = styled.li`
  min-width: 0;
`;

/** A list of cards: 1 column on small screens, 2 on medium, 3 on extra-large (the spec's constants). */
export function CardGrid({ children, className, ...labelling }: CardGridProps) {
  return (
    // role="list" keeps list semantics in Safari, which drops them for `list-style: none`.
    <Grid role="list" className={className} {...labelling}>
      {Children.map(children, (child) => (child == null || child === false ? null : <Item>{child}</Item>))}
    </Grid>
  );
}
