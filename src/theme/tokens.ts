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
  /** Text on saffron (the search button): dark by day and by night. */
  onAccent: '#2B1D14',
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
  /** Behind words a comparison of two texts marks as only in the later one (editors' History and conflicts). */
  added: '#D9EFD3',
  /** Behind words only in the earlier one. */
  removed: '#F8DAD5',
} as const;

export type ColorName = keyof typeof colors;
export type Palette = Readonly<Record<ColorName, string>>;

/**
 * The night palette (the dark theme): warm light text on a deep brown, not pure white on black,
 * which glares in a dark room; the saffron and maroon kept as accents. The same pairs as by day
 * meet the same levels (src/theme/contrast.ts), the lyrics 7:1 and more. The header keeps its
 * colours and the footer its text's (they are dark already); the footer's ground is a shade darker
 * than the night page, to stay apart from it (presentation mode draws on it too).
 */
export const darkColors: Palette = {
  background: '#17110D',
  surface: '#221A14',
  surfaceMuted: '#2C221A',
  border: '#4A3B2E',
  borderStrong: '#6E5A46',
  /** Body text, 15:1 on background. */
  text: '#F3E8DA',
  textMuted: '#CDBBA6',
  /** Headings and links: a light saffron, since maroon does not read on the night background. */
  primary: '#F4B886',
  primaryHover: '#F8CFA9',
  onPrimary: '#17110D',
  accent: '#E08A1E',
  accentSoft: '#5A3A16',
  onAccent: colors.onAccent,
  accentText: '#EFB25E',
  header: colors.header,
  onHeader: colors.onHeader,
  onHeaderMuted: colors.onHeaderMuted,
  footer: '#0E0A08',
  onFooter: colors.onFooter,
  onFooterLink: colors.onFooterLink,
  focus: '#8DB8FF',
  focusOnDark: colors.focusOnDark,
  error: '#FF9E9E',
  errorSurface: '#3A1616',
  added: '#1E3A1B',
  removed: '#4A1F1A',
};

/** The CSS custom property that holds a colour of the current palette (`--color-text-muted`). */
export const colorProperty = (name: ColorName): string => `--color-${name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;

/** A palette as CSS declarations of its custom properties, for the theme's rules (GlobalStyle). */
export const paletteDeclarations = (palette: Palette): string =>
  (Object.keys(palette) as ColorName[]).map((name) => `${colorProperty(name)}: ${palette[name]};`).join('\n');

/**
 * What the components draw with: each colour as its custom property, so that the day and night
 * palettes are swapped by the page's styles alone (GlobalStyle), before any script has run and
 * without rendering anything again. The `colors` above are the day palette's values.
 */
const themeColors = Object.fromEntries(
  (Object.keys(colors) as ColorName[]).map((name) => [name, `var(${colorProperty(name)})`]),
) as Palette;

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

/**
 * A width in px as `em` for a media query, where 1em is the browser's own text size (16 px unless the
 * reader has changed it, whatever the page's styles say). At the default size the layout changes at
 * the same widths as in px; a reader who has made the browser's text twice as big gets the layout of
 * a screen half as wide, so the bigger words still fit (a desktop at 200 % gets the phone's folded menu).
 */
export const mediaWidth = (px: number): string => `${px / 16}em`;

/** `${media.md} { … }` in styled-components. */
export const media = {
  sm: `@media (min-width: ${mediaWidth(breakpoints.sm)})`,
  md: `@media (min-width: ${mediaWidth(breakpoints.md)})`,
  lg: `@media (min-width: ${mediaWidth(breakpoints.lg)})`,
  xl: `@media (min-width: ${mediaWidth(breakpoints.xl)})`,
  /** Below `sm`: the narrowest phones. */
  belowSm: `@media (max-width: ${mediaWidth(breakpoints.sm - 0.02)})`,
  /**
   * Narrower than any phone at the browser's default text size (320 px): true only where the reader
   * has made the text larger (from 125 % on a 320 px phone, 200 % on a 390 px one), for the few
   * parts that then need a tighter layout.
   */
  enlargedText: `@media (max-width: ${mediaWidth(319.98)})`,
  /** Below `lg`, where the navigation is collapsible. */
  belowLg: `@media (max-width: ${mediaWidth(breakpoints.lg - 0.02)})`,
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
  colors: themeColors,
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
