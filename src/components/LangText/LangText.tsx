import type { ReactNode } from 'react';

/** Any Devanagari letter. */
const DEVANAGARI = /\p{Script=Devanagari}/u;

/**
 * `'hi'` for text with Devanagari in it, otherwise undefined (the page's own language). For text
 * whose language is not known in advance: a search term, a static page's title.
 */
export function langOf(text: string): 'hi' | undefined {
  return DEVANAGARI.test(text) ? 'hi' : undefined;
}

export interface LangTextProps {
  children: string;
  className?: string;
}

/** A span marked `lang="hi"` when its text is in Devanagari, so screen readers pick the right voice. */
export function LangText({ children, className }: LangTextProps): ReactNode {
  const lang = langOf(children);
  if (!lang && !className) return children;
  return (
    <span lang={lang} className={className}>
      {children}
    </span>
  );
}
