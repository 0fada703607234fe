import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_READING_SETTINGS, READING_SETTINGS_KEY, THEME_ATTRIBUTE } from '../model/reading';
import { saveReadingSettings, useReadingSettings } from './readingSettings';

afterEach(() => {
  act(() => saveReadingSettings(DEFAULT_READING_SETTINGS));
  localStorage.clear();
});

describe('useReadingSettings', () => {
  it('keeps a change on the device and shows it at once', () => {
    const { result } = renderHook(() => useReadingSettings());
    act(() => result.current[1]({ theme: 'dark', textSizeStep: 2 }));
    expect(result.current[0]).toMatchObject({ theme: 'dark', textSizeStep: 2 });
    expect(JSON.parse(localStorage.getItem(READING_SETTINGS_KEY)!)).toMatchObject({ theme: 'dark', textSizeStep: 2 });
    expect(document.documentElement).toHaveAttribute(THEME_ATTRIBUTE, 'dark');
  });

  it('follows a change another tab of the site made', () => {
    const { result } = renderHook(() => useReadingSettings());
    // The other tab writes the kept value; this one hears of it through the storage event.
    localStorage.setItem(READING_SETTINGS_KEY, JSON.stringify({ ...DEFAULT_READING_SETTINGS, theme: 'light', script: 'gujarati' }));
    act(() => void window.dispatchEvent(new StorageEvent('storage', { key: READING_SETTINGS_KEY })));
    expect(result.current[0]).toMatchObject({ theme: 'light', script: 'gujarati' });
    expect(document.documentElement).toHaveAttribute(THEME_ATTRIBUTE, 'light');
    // Another key of the site's storage changes nothing.
    localStorage.setItem(READING_SETTINGS_KEY, JSON.stringify(DEFAULT_READING_SETTINGS));
    act(() => void window.dispatchEvent(new StorageEvent('storage', { key: 'something-else' })));
    expect(result.current[0]).toMatchObject({ theme: 'light' });
  });
});
