import { expect } from 'storybook/test';
import { cssRgb } from '../src/theme/contrast';
import { colorProperty, colors, type ColorName } from '../src/theme/tokens';

/** A token colour ('#9B1C1C') as the browser reports a computed colour ('rgb(155, 28, 28)'). */
export const rgb = cssRgb;

/**
 * That an element's text is drawn in a colour of the day palette. jsdom (the unit tests that reuse
 * the stories) does not resolve custom properties: there the colour is still its property's name.
 */
export async function expectTextColor(element: Element, name: ColorName) {
  await expect([rgb(colors[name]), `var(${colorProperty(name)})`]).toContain(getComputedStyle(element).color);
}
