import type { ReactNode } from 'react';
import styled from 'styled-components';

/** A range of a text, `[start, end)`, in UTF-16 code units (as JavaScript counts a string). */
export type TextRange = readonly [start: number, end: number];

export interface MarkedTextProps {
  text: string;
  /** The ranges to mark, in order and apart; one that is not (out of the text, overlapping) is left unmarked. */
  marks: readonly TextRange[];
  /** The text's language, when it is not the page's ('hi' for Devanagari). */
  lang?: string;
  className?: string;
}

/**
 * A gentle highlight, readable by day and by night: the body text on the soft saffron (a pair
 * src/theme/contrast.ts checks in both palettes), rounded, carried across a line break.
 */
const Mark = styled.mark`
  padding: 0 0.1em;
  border-radius: ${({ theme }) => theme.radii.sm};
  background-color: ${({ theme }) => theme.colors.accentSoft};
  color: ${({ theme }) => theme.colors.text};
  box-decoration-break: clone;
`;

/**
 * A text with some of its ranges in `<mark>` (a search result's line, its searched words marked).
 * The text stays text: the ranges cut it, nothing in it is read as markup.
 */
export function MarkedText({ text, marks, lang, className }: MarkedTextProps): ReactNode {
  const parts: ReactNode[] = [];
  let at = 0;
  for (const [start, end] of marks) {
    if (start < at || start >= end || end > text.length) continue;
    if (start > at) parts.push(text.slice(at, start));
    parts.push(<Mark key={start}>{text.slice(start, end)}</Mark>);
    at = end;
  }
  if (at < text.length) parts.push(text.slice(at));
  return (
    <span lang={lang} className={className}>
      {parts}
    </span>
  );
}
