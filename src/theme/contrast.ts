/**
 * WCAG contrast between two colours of the theme: what the design-token docs show beside each
 * colour, and what the theme's test holds every text colour to on the background it is drawn on.
 */
import type { ColorName, Palette } from './tokens';

export type { ColorName };

/** A `#RRGGBB` colour's red, green and blue, 0 to 255. */
const channelsOf = (hex: string): number[] => [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16));

/** A `#RRGGBB` colour as browsers report a computed colour ('#9B1C1C' → 'rgb(155, 28, 28)'), for tests that read one. */
export const cssRgb = (hex: string): string => `rgb(${channelsOf(hex).join(', ')})`;

/** WCAG 2's relative luminance of a `#RRGGBB` colour. */
export function relativeLuminance(hex: string): number {
  const channels = channelsOf(hex).map((channel) => channel / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The contrast ratio of two `#RRGGBB` colours, from 1 (same) to 21 (black on white). */
export function contrastRatio(foreground: string, background: string): number {
  const [lighter, darker] = [relativeLuminance(foreground), relativeLuminance(background)].sort((a, b) => b - a) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

/** WCAG AA for body text. */
export const AA_TEXT_CONTRAST = 4.5;
/** WCAG AAA: what the lyrics are held to, by day and by night (many readers are elderly). */
export const AAA_TEXT_CONTRAST = 7;

/** The pairs the lyrics are drawn with: on the page, and on a card (a list's hymns). */
export const LYRICS_ON_BACKGROUND: readonly { text: ColorName; on: ColorName }[] = [
  { text: 'text', on: 'background' },
  { text: 'text', on: 'surface' },
];

/** A pair's contrast in a palette. */
export const pairContrast = (palette: Palette, text: ColorName, on: ColorName): number => contrastRatio(palette[text], palette[on]);

/** Each colour used for text, with the backgrounds it is drawn on and what it is for. */
export const TEXT_ON_BACKGROUND: readonly { text: ColorName; on: ColorName; use: string }[] = [
  { text: 'text', on: 'background', use: 'Body text' },
  { text: 'text', on: 'surface', use: 'Body text on cards and forms' },
  { text: 'textMuted', on: 'background', use: 'Secondary text' },
  { text: 'textMuted', on: 'surface', use: 'Secondary text on cards' },
  { text: 'primary', on: 'background', use: 'Headings and links' },
  { text: 'primary', on: 'surface', use: 'Headings and links on cards' },
  { text: 'onPrimary', on: 'primary', use: 'Primary buttons' },
  { text: 'onPrimary', on: 'primaryHover', use: 'Primary buttons, pointed at' },
  { text: 'accentText', on: 'background', use: 'Saffron text' },
  { text: 'onAccent', on: 'accent', use: 'The search button' },
  { text: 'onAccent', on: 'onHeaderMuted', use: 'The search button, pointed at' },
  { text: 'text', on: 'accentSoft', use: 'Selected text, hovered choices, the words a search found' },
  { text: 'onHeader', on: 'header', use: 'Navigation bar' },
  { text: 'onHeaderMuted', on: 'header', use: 'Navigation bar, secondary' },
  { text: 'onFooter', on: 'footer', use: 'Footer' },
  { text: 'onFooterLink', on: 'footer', use: 'Footer links' },
  { text: 'error', on: 'errorSurface', use: 'Error messages' },
  { text: 'error', on: 'surface', use: 'Field errors' },
  { text: 'text', on: 'added', use: 'Words a comparison marks as added' },
  { text: 'text', on: 'removed', use: 'Words a comparison marks as removed' },
];

/** Focus rings need 3:1 against what they surround (WCAG 2.2, 2.4.13). */
export const FOCUS_ON_BACKGROUND: readonly { ring: ColorName; on: ColorName }[] = [
  { ring: 'focus', on: 'background' },
  { ring: 'focus', on: 'surface' },
  { ring: 'focusOnDark', on: 'header' },
  { ring: 'focusOnDark', on: 'footer' },
];
