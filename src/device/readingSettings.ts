/**
 * The reader's settings (src/model/reading.ts) in the app: read from the device once, changed by the
 * hymn page's controls, kept on the device and put on the page's root element at once (the styles
 * follow), and followed when another tab of the site changes them.
 */
import { useCallback } from 'react';
import {
  DEFAULT_READING_SETTINGS,
  READING_SETTINGS_KEY,
  readingSettingsOf,
  TEXT_SIZE_ATTRIBUTE,
  THEME_ATTRIBUTE,
  type ReadingSettings,
} from '../model/reading';
import { deviceStore } from './deviceStore';

/** The attributes the styles read (as the head's script sets them before the first paint). */
export function applyReadingSettings(settings: ReadingSettings, root: HTMLElement = document.documentElement): void {
  if (settings.textSizeStep > 0) root.setAttribute(TEXT_SIZE_ATTRIBUTE, String(settings.textSizeStep));
  else root.removeAttribute(TEXT_SIZE_ATTRIBUTE);
  if (settings.theme === 'system') root.removeAttribute(THEME_ATTRIBUTE);
  else root.setAttribute(THEME_ATTRIBUTE, settings.theme);
}

const store = deviceStore(READING_SETTINGS_KEY, readingSettingsOf, DEFAULT_READING_SETTINGS, (settings) => applyReadingSettings(settings));

/** Keeps the settings on this device and shows them. */
export const saveReadingSettings = (settings: ReadingSettings): void => store.save(settings);

/**
 * The reader's settings and a function that changes some of them. While the page is hydrated they
 * are the server's defaults (useHydrated tells when they are the device's own).
 */
export function useReadingSettings(): [ReadingSettings, (change: Partial<ReadingSettings>) => void] {
  const settings = store.useValue();
  const change = useCallback((part: Partial<ReadingSettings>) => store.save({ ...store.get(), ...part }), []);
  return [settings, change];
}
