import { createGlobalStyle } from 'styled-components';
import { readingSettingsCss } from './reading';
import { theme } from './tokens';

/** The same for every page: written once. */
const READING_SETTINGS_CSS = readingSettingsCss();

/**
 * Base styles: an 18 px body (112.5 % of the browser default, so a reader's own font-size setting
 * still scales it), generous line height for Devanagari, a clearly visible keyboard focus ring and
 * reduced motion when asked for. The colours are custom properties of the root element, whose
 * values are the day or the night palette (theme/reading.ts), as are the lyrics' size.
 *
 * Written with the theme's values themselves rather than functions of the props: a global style
 * with no function in it is static, and styled-components then keeps the server's copy of it as
 * the page hydrates instead of deleting and inserting its rules again.
 */
export const GlobalStyle = createGlobalStyle`
  ${READING_SETTINGS_CSS}

  *, *::before, *::after {
    box-sizing: border-box;
  }

  html {
    font-size: 112.5%;
    -webkit-text-size-adjust: 100%;
    text-size-adjust: 100%;
    /*
     * Room for a scrollbar always: where scrollbars take space (desktops), a page that grows past
     * the window while it loads would otherwise be pushed sideways when its scrollbar appears.
     */
    scrollbar-gutter: stable;
  }

  body {
    margin: 0;
    min-height: 100vh;
    background: ${theme.colors.background};
    color: ${theme.colors.text};
    font-family: ${theme.fonts.body};
    font-size: 1rem;
    line-height: 1.6;
    -webkit-font-smoothing: antialiased;
    text-rendering: optimizeLegibility;
  }

  :lang(hi) {
    font-family: ${theme.fonts.devanagari};
    line-height: 1.75;
  }

  h1, h2, h3, h4 {
    line-height: 1.3;
    /* A long word ('categories' at twice the browser's text size on a phone) breaks rather than runs off. */
    overflow-wrap: break-word;
    margin: 0 0 ${theme.space.sm};
    color: ${theme.colors.primary};
  }

  p {
    margin: 0 0 ${theme.space.md};
  }

  a {
    color: ${theme.colors.primary};
    text-underline-offset: 0.15em;
  }

  a:hover {
    color: ${theme.colors.primaryHover};
  }

  img, svg {
    max-width: 100%;
  }

  img {
    height: auto;
  }

  button, input, select, textarea {
    font: inherit;
    color: inherit;
  }

  /* Older browsers without :focus-visible keep their default ring; the rest show ours on keyboard focus only. */
  :focus:not(:focus-visible) {
    outline: none;
  }

  :focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }

  ::selection {
    background: ${theme.colors.accentSoft};
    color: ${theme.colors.text};
  }

  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
      scroll-behavior: auto !important;
    }
  }
`;
