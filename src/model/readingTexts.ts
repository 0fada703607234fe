/**
 * The folded reading settings' texts (ReadingControls' 'More': colours, script, screen): a module of
 * their own, so that they travel with that chunk; the always-shown ones are SITE_TEXTS.reading.
 */
import { SITE_TEXTS } from './messages';

export const READING_TEXTS = {
  ...SITE_TEXTS.reading,
  theme: { en: 'Colours', hi: 'रंग' },
  themes: {
    system: { en: 'Auto', hi: 'स्वतः', description: 'As the device is set: light by day, dark at night' },
    light: { en: 'Day', hi: 'दिन', description: 'Dark text on a light page' },
    dark: { en: 'Night', hi: 'रात', description: 'Light text on a dark page' },
  },
  script: { en: 'Script', hi: 'लिपि' },
  screen: { en: 'Screen', hi: 'स्क्रीन' },
  keepScreenOn: { en: 'Keep on', hi: 'चालू रखें', description: 'The screen does not dim or lock while this page is open or audio plays' },
} as const;
