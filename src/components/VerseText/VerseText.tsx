import { Fragment, type Ref } from 'react';
import styled from 'styled-components';
import { keepClearOfFeedback } from '../FeedbackButton';
import { linePieces, stanzasOf } from './verses';

export interface VerseTextProps {
  /** The lyrics as the editor wrote them: lines, stanzas between blank lines. */
  text: string;
  /** `hi` for Devanagari; none for a transliteration. */
  lang?: string;
  /** An Element Timing name for the first line (when the lyrics are first painted is measured). */
  timing?: string;
  /** The floating Feedback button must not cover these words (FeedbackButton's keepClear.ts). */
  keepClear?: boolean;
  className?: string;
  ref?: Ref<HTMLDivElement>;
}

/** How far a wrapped line's continuation is set in: it reads as the rest of the line above, not a line of its own. */
const HANGING_INDENT = '1.5em';

const Verses = styled.div`
  overflow-wrap: anywhere;
`;

/** A stanza, a line's height from the next, as the blank line between them was. */
const Stanza = styled.p`
  margin: 0;

  & + & {
    margin-top: 1lh;
  }
`;

const Line = styled.span`
  display: block;
  padding-inline-start: ${HANGING_INDENT};
  text-indent: -${HANGING_INDENT};
`;

/** A word and its verse-end mark (`॥१॥`): never parted at a line's end, so a mark never stands alone. */
const Together = styled.span`
  white-space: nowrap;
`;

/**
 * Lyrics laid out as verses: a block per line, whose continuation hangs when a long line wraps on a
 * narrow screen, stanzas apart, each verse-end mark kept with its word. The text is not changed
 * (line ends stay between the lines), so the page's text, copied or searched, is the lyrics as written.
 */
export function VerseText({ text, lang, timing, keepClear = false, className, ref }: VerseTextProps) {
  const stanzas = stanzasOf(text);
  return (
    <Verses ref={ref} lang={lang} className={className}>
      {stanzas.map((lines, s) => (
        <Fragment key={s}>
          {s > 0 ? '\n\n' : null}
          <Stanza>
            {lines.map((line, l) => (
              <Fragment key={l}>
                {l > 0 ? '\n' : null}
                {/* elementtiming is not in React's attribute types yet; rendered as it is. */}
                <Line {...(timing && s === 0 && l === 0 ? ({ elementtiming: timing } as Record<string, string>) : {})}>
                  {/* Inline: its box is the words' own, not the column's width. */}
                  <span ref={keepClear ? keepClearOfFeedback : undefined}>
                    {linePieces(line).map((piece, p) => (piece.together ? <Together key={p}>{piece.text}</Together> : piece.text))}
                  </span>
                </Line>
              </Fragment>
            ))}
          </Stanza>
        </Fragment>
      ))}
    </Verses>
  );
}
