/**
 * Design tokens: a warm saffron and maroon palette on ivory. Every text colour is paired with the
 * background it sits on and meets WCAG AA (4.5:1) there; most pairs reach AAA (7:1), because many
 * readers are elderly and read on cheap screens in daylight.
 */
export const colors = {
  /** Page background: warm ivory. */
  background: '#FBF6EE',
  surface: '#FFFFFF',
  surfaceMuted: '#F5ECDD',
  border: '#E6D8C3',
  borderStrong: '#CDB797',
  /** Body text, 15:1 on background. */
  text: '#2B1D14',
  /** Secondary text, 8.3:1 on background. */
  textMuted: '#5A4636',
  /** Maroon: headings, links, primary buttons (9.6:1 on background, 10.3:1 white on it). */
  primary: '#7A1E1E',
  primaryHover: '#5C1414',
  onPrimary: '#FFFFFF',
  /** Saffron: decoration only (rules, borders, the logo), never as text on light backgrounds. */
  accent: '#E08A1E',
  accentSoft: '#FBE3C0',
  /** Saffron dark enough for text: 5.8:1 on background. */
  accentText: '#9A4A00',
  /** Header (navigation bar). */
  header: '#6B1A1A',
  onHeader: '#FBF6EE',
  onHeaderMuted: '#F3D9A4',
  /** Footer. */
  footer: '#2B1D14',
  onFooter: '#F5E6CF',
  onFooterLink: '#E8C98F',
  /** Keyboard focus ring on light surfaces (7.4:1 on background). */
  focus: '#1B4F9C',
  /** Keyboard focus ring on the dark header and footer (8:1 on header). */
  focusOnDark: '#FFD27A',
  error: '#9B1C1C',
  errorSurface: '#FDECEC',
} as const;

export const fonts = {
  /** System fonts only (no downloads); the Devanagari faces follow so Hindi text never falls back badly. */
  body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Helvetica Neue', Arial, 'Noto Sans Devanagari', 'Mangal', 'Nirmala UI', sans-serif",
  /** For `:lang(hi)`: Devanagari faces first. */
  devanagari: "'Noto Sans Devanagari', 'Mangal', 'Nirmala UI', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
} as const;

/** Font sizes in rem; the root is 112.5 % (18 px at the browser default), so 1rem is the body size. */
export const fontSizes = {
  sm: '0.875rem',
  md: '1rem',
  lg: '1.125rem',
  xl: '1.375rem',
  xxl: '1.75rem',
} as const;

export const space = {
  xxs: '0.25rem',
  xs: '0.5rem',
  sm: '0.75rem',
  md: '1rem',
  lg: '1.5rem',
  xl: '2rem',
  xxl: '3rem',
} as const;

export const radii = {
  sm: '4px',
  md: '8px',
  lg: '12px',
  pill: '999px',
} as const;

export const shadows = {
  card: '0 1px 2px rgba(43, 29, 20, 0.08), 0 2px 8px rgba(43, 29, 20, 0.06)',
  cardHover: '0 2px 4px rgba(43, 29, 20, 0.10), 0 8px 20px rgba(43, 29, 20, 0.10)',
  popover: '0 8px 24px rgba(43, 29, 20, 0.18)',
} as const;

/**
 * Minimum widths in px. The home grid is 1 column below `md`, 2 from `md`, 3 from `xl`
 * (the spec's constants); the navigation collapses below `lg`.
 */
export const breakpoints = {
  sm: 576,
  md: 768,
  lg: 992,
  xl: 1200,
} as const;
export type Breakpoint = keyof typeof breakpoints;

/** `${media.md} { … }` in styled-components. */
export const media = {
  sm: `@media (min-width: ${breakpoints.sm}px)`,
  md: `@media (min-width: ${breakpoints.md}px)`,
  lg: `@media (min-width: ${breakpoints.lg}px)`,
  xl: `@media (min-width: ${breakpoints.xl}px)`,
  /** Below `lg`, where the navigation is collapsible. */
  belowLg: `@media (max-width: ${breakpoints.lg - 0.02}px)`,
} as const;

export const layout = {
  /** The widest the content column grows. */
  maxWidth: '1200px',
  /** Comfortable reading width for lyrics and prose. */
  readingWidth: '42rem',
  /** Minimum touch target. */
  tapTarget: '44px',
} as const;

export const theme = {
  colors,
  fonts,
  fontSizes,
  space,
  radii,
  shadows,
  breakpoints,
  media,
  layout,
} as const;

export type Theme = typeof theme;
