import styled from 'styled-components';
import { wordDiff } from '../../model/textDiff';
import { ChangedWords, changedWordsStyle } from './TextDiff';

export interface LineChangeProps {
  /** The line as it is, and as it would be. */
  before: string;
  after: string;
  /** Each one's term ('Now', 'Suggested'). */
  beforeLabel: string;
  afterLabel: string;
  /** What the list is, for screen readers ('Your change'). */
  label: string;
  /** The lines' language ('hi' for Devanagari). */
  lang?: string;
  /** On a tinted box (inside a form), or plain (on a card). */
  boxed?: boolean;
  className?: string;
}

const List = styled.dl<{ $boxed: boolean }>`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm}`};
  margin: 0;
  padding: ${({ theme, $boxed }) => ($boxed ? theme.space.sm : 0)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $boxed }) => ($boxed ? theme.colors.surfaceMuted : 'transparent')};
  line-height: 1.7;

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: 600;
  }

  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }

  ${changedWordsStyle}
`;

/** One line changed: as it is over as it would be, the changed words marked in each (a Devanagari word whole). */
export function LineChange({ before, after, beforeLabel, afterLabel, label, lang, boxed = false, className }: LineChangeProps) {
  const diff = wordDiff(before, after);
  return (
    <List aria-label={label} $boxed={boxed} className={className}>
      <dt>{beforeLabel}</dt>
      <dd lang={lang}>
        <ChangedWords parts={diff.before} />
      </dd>
      <dt>{afterLabel}</dt>
      <dd lang={lang}>
        <ChangedWords parts={diff.after} />
      </dd>
    </List>
  );
}
