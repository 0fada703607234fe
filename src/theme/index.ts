export { theme, colors, fonts, fontSizes, space, radii, shadows, breakpoints, media, layout } from './tokens';
export type { Theme, Breakpoint } from './tokens';
export { GlobalStyle } from './GlobalStyle';
export { visuallyHidden } from './visuallyHidden';
