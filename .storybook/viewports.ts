import { MINIMAL_VIEWPORTS } from 'storybook/viewport';

/**
 * The window sizes a story can ask for (`globals: { viewport: { value: '<name>' } }`), in the
 * Storybook toolbar and in the story runner, which sizes the page before the story renders and
 * pictures what fits in it. Storybook's own sizes, and two of ours:
 * - `phone`: 360 × 640, the common cheap Android most of our readers hold: the window the public
 *   screens are pictured in (what a reader sees first).
 * - `laptop`: 1280 × 900, the desktop a story without a viewport is drawn at: for the few public
 *   states whose desktop layout is the point.
 */
export const VIEWPORTS = {
  ...MINIMAL_VIEWPORTS,
  phone: { name: 'Common phone (360 × 640)', styles: { width: '360px', height: '640px' }, type: 'mobile' },
  laptop: { name: 'Laptop (1280 × 900)', styles: { width: '1280px', height: '900px' }, type: 'desktop' },
} as const;

export type ViewportName = keyof typeof VIEWPORTS;

/** `globals` that size a story's window (in a meta, for every story of a file). */
export const inViewport = (value: ViewportName) => ({ viewport: { value, isRotated: false } });

/** Where a public screen is pictured: the reader's phone. */
export const READER_PHONE = inViewport('phone');
