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
  /**
   * A text of the same shape (stanzas and lines: stanzaShape) shown line under line, smaller: the
   * Roman under each Devanagari line, for learners. In `underLang`.
   */
  under?: string;
  underLang?: string;
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

/** A line of the text under: on a line of its own, quieter than the line it reads. */
const UnderLine = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.8em;
`;

/**
 * A word and its verse-end mark (`॥१॥`): never parted at a line's end, so a mark never stands
 * alone. One box (inline-block), which moves to the next line whole; only when it is wider than the
 * whole line (very large text on a narrow phone) does it wrap inside rather than run off the screen.
 */
const Together = styled.span`
  display: inline-block;
  max-width: 100%;
  /* Not the line's hanging indent, which an inline block would take for its own first line. */
  text-indent: 0;
`;

/** A line's words, each verse-end mark kept with its word (a reader of verses elsewhere, as presentation mode, shows them alike). */
export function VerseWords({ line }: { line: string }) {
  return linePieces(line).map((piece, p) => (piece.together ? <Together key={p}>{piece.text}</Together> : piece.text));
}

/**
 * Lyrics laid out as verses: a block per line, whose continuation hangs when a long line wraps on a
 * narrow screen, stanzas apart, each verse-end mark kept with its word. The text is not changed
 * (line ends stay between the lines), so the page's text, copied or searched, is the lyrics as written.
 */
export function VerseText({ text, lang, timing, keepClear = false, under, underLang, className, ref }: VerseTextProps) {
  const stanzas = stanzasOf(text);
  const underStanzas = under === undefined ? undefined : stanzasOf(under);
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
                    <VerseWords line={line} />
                  </span>
                  {underStanzas?.[s]?.[l] === undefined ? null : (
                    <UnderLine lang={underLang}>
                      {'\n'}
                      <VerseWords line={underStanzas[s][l]} />
                    </UnderLine>
                  )}
                </Line>
              </Fragment>
            ))}
          </Stanza>
        </Fragment>
      ))}
    </Verses>
  );
}
