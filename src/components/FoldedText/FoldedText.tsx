import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { NO_SCRIPT } from '../../model/noScript';

export interface FoldedTextProps {
  /** The text; its line breaks are kept. */
  children: ReactNode;
  /** How many lines show while folded. */
  lines?: number;
  /** The button's words while folded, and while unfolded. */
  moreLabel: string;
  lessLabel: string;
  /** The text's language, e.g. 'hi' for Devanagari. */
  lang?: string;
  className?: string;
}

const Frame = styled.div`
  position: relative;
`;

const Text = styled.p<{ $lines: number }>`
  margin: 0;
  white-space: pre-line;

  &[data-folded='true'] {
    display: -webkit-box;
    -webkit-box-orient: vertical;
    -webkit-line-clamp: ${({ $lines }) => $lines};
    line-clamp: ${({ $lines }) => $lines};
    overflow: hidden;
  }
`;

/**
 * While folded, the button sits over the end of the last line shown (fading the words under it),
 * taking no room of its own: whether it is needed is known only once the page is laid out, and
 * taking it away then moves nothing. Unfolded, it follows the text.
 */
const Toggle = styled.button`
  display: inline-flex;
  align-items: flex-end;
  min-height: ${({ theme }) => theme.layout.tapTarget};
  padding: 0 0 0.1em 2.5em;
  border: 0;
  background: linear-gradient(to right, transparent, ${({ theme }) => theme.colors.background} 2em);
  color: ${({ theme }) => theme.colors.primary};
  font: inherit;
  font-size: 0.9em;
  font-weight: 700;
  line-height: inherit;
  text-decoration: underline;
  cursor: pointer;

  &[aria-expanded='false'] {
    position: absolute;
    right: 0;
    bottom: 0;
  }

  &[aria-expanded='true'] {
    padding: 0;
    background: none;
  }

  &[hidden] {
    display: none;
  }
`;

/**
 * A text shown `lines` lines long, with 'Read more' to unfold it (and 'Read less' to fold it again)
 * when it is longer; a text that fits shows no button. Without the page's script the text shows
 * whole and no button (NO_SCRIPT).
 */
export function FoldedText({ children, lines = 3, moreLabel, lessLabel, lang, className }: FoldedTextProps) {
  const id = useId();
  const text = useRef<HTMLParagraphElement>(null);
  const [folded, setFolded] = useState(true);
  // Whether the folded text hides anything: not known on the server (the button is in its page),
  // measured in the browser and again whenever the width changes.
  const [cut, setCut] = useState<boolean | null>(null);
  useEffect(() => {
    const element = text.current;
    if (!element || !folded || typeof ResizeObserver === 'undefined') return undefined;
    const measure = () => setCut(element.scrollHeight > element.clientHeight + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [folded]);

  return (
    <Frame className={className}>
      <Text ref={text} id={id} lang={lang} $lines={lines} data-folded={folded} {...NO_SCRIPT.shown}>
        {children}
      </Text>
      <Toggle
        type="button"
        aria-expanded={!folded}
        aria-controls={id}
        hidden={folded && cut === false}
        {...NO_SCRIPT.hidden}
        onClick={() => setFolded(!folded)}
      >
        {folded ? moreLabel : lessLabel}
      </Toggle>
    </Frame>
  );
}
