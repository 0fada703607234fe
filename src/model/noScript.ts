/**
 * How parts of a page behave where JavaScript does not run (turned off, or a browser too old for
 * the app): index.html's <noscript> style sheet acts on elements that carry NO_SCRIPT's attribute.
 * - `hidden`: controls that only work with the script (the menu's button, the audio player's own);
 * - `shown`: what such a control would open (the small-screen menu);
 * - `disclosure`: a button with its panel (the 'Bhajans' list), opened while the button has focus.
 */
export const NO_SCRIPT = {
  hidden: { 'data-no-script': 'hidden' },
  shown: { 'data-no-script': 'shown' },
  disclosure: { 'data-no-script': 'disclosure' },
} as const;
