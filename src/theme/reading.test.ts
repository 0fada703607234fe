import { afterEach, describe, expect, it } from 'vitest';
import { applyReadingSettings, saveReadingSettings } from '../device/readingSettings';
import {
  DEFAULT_READING_SETTINGS,
  READING_SETTINGS_KEY,
  readingSettingsOf,
  TEXT_SIZE_ATTRIBUTE,
  TEXT_SIZES,
  textSizePercent,
  THEME_ATTRIBUTE,
} from '../model/reading';
import { READING_SETTINGS_SCRIPT, readingSettingsCss } from './reading';
import { colors, darkColors } from './tokens';

/** Runs the head's script, as the browser does while it reads the page's head. */
const runHeadScript = () => new Function(READING_SETTINGS_SCRIPT)();
const root = () => document.documentElement;

afterEach(() => {
  localStorage.clear();
  root().removeAttribute(TEXT_SIZE_ATTRIBUTE);
  root().removeAttribute(THEME_ATTRIBUTE);
});

describe('the reading settings', () => {
  it('go from 100 % to 250 % of the default in at least 5 steps', () => {
    expect(TEXT_SIZES[0]).toBe(1);
    expect(TEXT_SIZES.length - 1).toBeGreaterThanOrEqual(5);
    expect(TEXT_SIZES.at(-1)).toBe(2.5);
    expect(TEXT_SIZES.map((_, step) => textSizePercent(step))).toEqual(['100%', '125%', '150%', '175%', '200%', '250%']);
  });

  it('keep what they understand of a kept value, and take the defaults for the rest', () => {
    expect(readingSettingsOf({ textSizeStep: 3, theme: 'dark', keepScreenOn: false, script: 'tamil' })).toEqual({
      textSizeStep: 3,
      theme: 'dark',
      keepScreenOn: false,
      script: 'tamil',
    });
    // Kept before the screen could be kept on and scripts chosen: as for a new reader.
    expect(readingSettingsOf({ textSizeStep: 3, theme: 'dark' })).toEqual({
      textSizeStep: 3,
      theme: 'dark',
      keepScreenOn: true,
      script: 'devanagari',
    });
    expect(readingSettingsOf({ textSizeStep: 9, theme: 'sepia', keepScreenOn: 'yes', script: 'klingon' })).toEqual(
      DEFAULT_READING_SETTINGS,
    );
    expect(readingSettingsOf({ textSizeStep: 1.5, theme: 'light' })).toEqual({ ...DEFAULT_READING_SETTINGS, theme: 'light' });
    expect(readingSettingsOf(null)).toEqual(DEFAULT_READING_SETTINGS);
    expect(readingSettingsOf('dark')).toEqual(DEFAULT_READING_SETTINGS);
  });
});

describe("the page head's script", () => {
  it('puts the kept size and colours on the page before it is painted', () => {
    localStorage.setItem(READING_SETTINGS_KEY, JSON.stringify({ textSizeStep: 4, theme: 'dark' }));
    runHeadScript();
    expect(root().getAttribute(TEXT_SIZE_ATTRIBUTE)).toBe('4');
    expect(root().getAttribute(THEME_ATTRIBUTE)).toBe('dark');
  });

  it('sets the same attributes as the app does for every setting', () => {
    for (const theme of ['system', 'light', 'dark'] as const) {
      for (let step = 0; step < TEXT_SIZES.length; step++) {
        saveReadingSettings({ ...DEFAULT_READING_SETTINGS, textSizeStep: step, theme });
        const byApp = [root().getAttribute(TEXT_SIZE_ATTRIBUTE), root().getAttribute(THEME_ATTRIBUTE)];
        root().removeAttribute(TEXT_SIZE_ATTRIBUTE);
        root().removeAttribute(THEME_ATTRIBUTE);
        runHeadScript();
        expect([root().getAttribute(TEXT_SIZE_ATTRIBUTE), root().getAttribute(THEME_ATTRIBUTE)]).toEqual(byApp);
      }
    }
  });

  it('leaves the defaults for nothing kept, a damaged value or a size out of range, and never throws', () => {
    for (const kept of [
      null,
      '{not json',
      JSON.stringify({ textSizeStep: 99, theme: 'purple' }),
      JSON.stringify({ textSizeStep: '3' }),
      'null',
      '7',
    ]) {
      localStorage.clear();
      if (kept !== null) localStorage.setItem(READING_SETTINGS_KEY, kept);
      expect(runHeadScript).not.toThrow();
      expect(root().hasAttribute(TEXT_SIZE_ATTRIBUTE)).toBe(false);
      expect(root().hasAttribute(THEME_ATTRIBUTE)).toBe(false);
    }
  });
});

describe('applyReadingSettings', () => {
  it('removes the attributes for the defaults', () => {
    applyReadingSettings({ ...DEFAULT_READING_SETTINGS, textSizeStep: 2, theme: 'light' });
    expect(root().getAttribute(THEME_ATTRIBUTE)).toBe('light');
    applyReadingSettings(DEFAULT_READING_SETTINGS);
    expect(root().hasAttribute(TEXT_SIZE_ATTRIBUTE)).toBe(false);
    expect(root().hasAttribute(THEME_ATTRIBUTE)).toBe(false);
  });
});

describe("the settings' styles", () => {
  const css = readingSettingsCss();
  it('give each larger size its multiplier', () => {
    for (const [step, scale] of TEXT_SIZES.entries()) {
      if (step > 0) expect(css).toContain(`:root[${TEXT_SIZE_ATTRIBUTE}='${step}'] { --reading-scale: ${scale}; }`);
    }
  });

  it('draw by night when chosen, or when the device is dark and Day was not chosen', () => {
    expect(css).toContain(`--color-text: ${colors.text};`);
    expect(css).toMatch(new RegExp(`:root\\[${THEME_ATTRIBUTE}='dark'\\] \\{ color-scheme: dark;[^}]*--color-text: ${darkColors.text};`));
    expect(css).toMatch(
      new RegExp(
        `@media \\(prefers-color-scheme: dark\\) \\{ :root:not\\(\\[${THEME_ATTRIBUTE}='light'\\]\\) \\{ color-scheme: dark;[^}]*--color-background: ${darkColors.background};`,
      ),
    );
  });
});
