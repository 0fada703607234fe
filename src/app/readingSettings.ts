/**
 * The reader's settings (src/model/reading.ts) in the app: read from the device once, changed by the
 * hymn page's controls, kept on the device and put on the page's root element at once (the styles
 * follow), and followed when another tab of the site changes them.
 */
import { useCallback, useSyncExternalStore } from 'react';
import {
  DEFAULT_READING_SETTINGS,
  READING_SETTINGS_KEY,
  readingSettingsOf,
  TEXT_SIZE_ATTRIBUTE,
  THEME_ATTRIBUTE,
  type ReadingSettings,
} from '../model/reading';

const listeners = new Set<() => void>();
let current: ReadingSettings | undefined;

function kept(): ReadingSettings {
  try {
    return readingSettingsOf(JSON.parse(localStorage.getItem(READING_SETTINGS_KEY) ?? 'null'));
  } catch {
    // No storage (a private window that refuses it) or a damaged value: the defaults.
    return DEFAULT_READING_SETTINGS;
  }
}

/** The attributes the styles read (as the head's script sets them before the first paint). */
export function applyReadingSettings(settings: ReadingSettings, root: HTMLElement = document.documentElement): void {
  if (settings.textSizeStep > 0) root.setAttribute(TEXT_SIZE_ATTRIBUTE, String(settings.textSizeStep));
  else root.removeAttribute(TEXT_SIZE_ATTRIBUTE);
  if (settings.theme === 'system') root.removeAttribute(THEME_ATTRIBUTE);
  else root.setAttribute(THEME_ATTRIBUTE, settings.theme);
}

function changed(settings: ReadingSettings): void {
  current = settings;
  applyReadingSettings(settings);
  for (const listener of listeners) listener();
}

/** Keeps the settings on this device and shows them. */
export function saveReadingSettings(settings: ReadingSettings): void {
  try {
    localStorage.setItem(READING_SETTINGS_KEY, JSON.stringify(settings));
  } catch {
    // Not kept (storage full or refused): still shown on this page.
  }
  changed(settings);
}

/** Another tab of the site changed them: this one follows. */
function onStorage(event: StorageEvent): void {
  if (event.key === READING_SETTINGS_KEY || event.key === null) changed(kept());
}

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

const snapshot = (): ReadingSettings => (current ??= kept());
// The server renders the defaults; React then renders the reader's own after hydrating (no mismatch).
const serverSnapshot = (): ReadingSettings => DEFAULT_READING_SETTINGS;

/**
 * The reader's settings and a function that changes some of them. While the page is hydrated they
 * are the server's defaults (useHydrated tells when they are the device's own).
 */
export function useReadingSettings(): [ReadingSettings, (change: Partial<ReadingSettings>) => void] {
  const settings = useSyncExternalStore(subscribe, snapshot, serverSnapshot);
  const change = useCallback((part: Partial<ReadingSettings>) => saveReadingSettings({ ...snapshot(), ...part }), []);
  return [settings, change];
}
