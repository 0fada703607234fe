/**
 * A reader's own reading settings (no account): the lyrics' text size, the colours, the screen kept
 * on and the script. They are kept on the device (localStorage under READING_SETTINGS_KEY); the
 * size and the colours are put on the page's root element as attributes, which the page's styles read; a small script in the page's head puts them there
 * before the first paint (src/theme/reading.ts), so a page never shows the wrong size or colours
 * first, however it was served (from the server's memory, a CDN or the service worker).
 */

/** The lyrics' sizes, as multiples of the default: 5 steps up to 2.5 times. */
export const TEXT_SIZES = [1, 1.25, 1.5, 1.75, 2, 2.5] as const;
/** The index in TEXT_SIZES a new reader starts at. */
export const DEFAULT_TEXT_SIZE_STEP = 0;

/** 'system' follows the device's own light or dark setting (prefers-color-scheme). */
export const THEME_CHOICES = ['system', 'light', 'dark'] as const;
export type ThemeChoice = (typeof THEME_CHOICES)[number];
export const DEFAULT_THEME_CHOICE: ThemeChoice = 'system';

/**
 * The scripts a hymn can be read in, from its one Devanagari text: Devanagari itself; Devanagari
 * with Roman under each line (for learners); Roman as people write Hindi (the editors'
 * transliteration where the hymn has one); IAST, the scholars' exact Roman; and the other Indian
 * scripts, converted letter for letter (src/script-conversion, loaded only when chosen).
 */
export const READING_SCRIPTS = [
  'devanagari',
  'learner',
  'roman',
  'iast',
  'gujarati',
  'bengali',
  'gurmukhi',
  'odia',
  'telugu',
  'kannada',
  'tamil',
  'malayalam',
] as const;
export type ReadingScript = (typeof READING_SCRIPTS)[number];
export const DEFAULT_READING_SCRIPT: ReadingScript = 'devanagari';
/** The scripts converted letter for letter by the script library. */
export type IndicScript = Exclude<ReadingScript, 'devanagari' | 'learner' | 'roman' | 'iast'>;

/** Each script's name in its own letters and in English, and the language tag of Hindi written in it (BCP 47). */
export const SCRIPT_NAMES: Readonly<Record<ReadingScript, { own: string; en: string; lang: string }>> = {
  devanagari: { own: 'देवनागरी', en: 'Devanagari', lang: 'hi' },
  learner: { own: 'देवनागरी + Roman', en: 'Roman under each line', lang: 'hi' },
  roman: { own: 'Roman', en: 'Roman letters', lang: 'hi-Latn' },
  iast: { own: 'IAST', en: 'exact Roman', lang: 'hi-Latn' },
  gujarati: { own: 'ગુજરાતી', en: 'Gujarati', lang: 'hi-Gujr' },
  bengali: { own: 'বাংলা', en: 'Bengali', lang: 'hi-Beng' },
  gurmukhi: { own: 'ਗੁਰਮੁਖੀ', en: 'Gurmukhi', lang: 'hi-Guru' },
  odia: { own: 'ଓଡ଼ିଆ', en: 'Odia', lang: 'hi-Orya' },
  telugu: { own: 'తెలుగు', en: 'Telugu', lang: 'hi-Telu' },
  kannada: { own: 'ಕನ್ನಡ', en: 'Kannada', lang: 'hi-Knda' },
  tamil: { own: 'தமிழ்', en: 'Tamil', lang: 'hi-Taml' },
  malayalam: { own: 'മലയാളം', en: 'Malayalam', lang: 'hi-Mlym' },
};

export interface ReadingSettings {
  /** An index in TEXT_SIZES. */
  textSizeStep: number;
  theme: ThemeChoice;
  /** The screen is kept on while a hymn page is open or audio plays (the reader may turn it off). */
  keepScreenOn: boolean;
  /** The script the lyrics are read in. */
  script: ReadingScript;
}

export const DEFAULT_READING_SETTINGS: ReadingSettings = {
  textSizeStep: DEFAULT_TEXT_SIZE_STEP,
  theme: DEFAULT_THEME_CHOICE,
  keepScreenOn: true,
  script: DEFAULT_READING_SCRIPT,
};

/** Where the settings are kept, as JSON: `{"textSizeStep":2,"theme":"dark","keepScreenOn":true,"script":"gujarati"}`. */
export const READING_SETTINGS_KEY = 'bhajan-sangrah.reading';

/** The root element's attributes: `data-text-size` holds a step above the default, `data-theme` 'light' or 'dark' (none: the defaults). */
export const TEXT_SIZE_ATTRIBUTE = 'data-text-size';
export const THEME_ATTRIBUTE = 'data-theme';

const isTextSizeStep = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value < TEXT_SIZES.length;
const isThemeChoice = (value: unknown): value is ThemeChoice => (THEME_CHOICES as readonly unknown[]).includes(value);
export const isReadingScript = (value: unknown): value is ReadingScript => (READING_SCRIPTS as readonly unknown[]).includes(value);

/** The settings in what was kept; whatever is missing or not understood (an older or damaged value) is the default. */
export function readingSettingsOf(kept: unknown): ReadingSettings {
  const value = typeof kept === 'object' && kept !== null ? (kept as Record<string, unknown>) : {};
  return {
    textSizeStep: isTextSizeStep(value.textSizeStep) ? value.textSizeStep : DEFAULT_TEXT_SIZE_STEP,
    theme: isThemeChoice(value.theme) ? value.theme : DEFAULT_THEME_CHOICE,
    keepScreenOn: typeof value.keepScreenOn === 'boolean' ? value.keepScreenOn : DEFAULT_READING_SETTINGS.keepScreenOn,
    script: isReadingScript(value.script) ? value.script : DEFAULT_READING_SCRIPT,
  };
}

/** A text size as the reader reads it: '125%'. */
export const textSizePercent = (step: number): string => `${Math.round((TEXT_SIZES[step] ?? 1) * 100)}%`;

/**
 * Presentation mode: the hymn page's address with `?present=1` (the one presenting) or
 * `?present=follow` (a second window that follows it, on a TV or projector); the windows talk over
 * a BroadcastChannel of this name.
 */
export const PRESENT_PARAM = 'present';
export const PRESENT_LEAD = '1';
export const PRESENT_FOLLOW = 'follow';
/** Presenting a set list (`&list={id}`, one of the reader's own): its next hymn follows the last stanza. */
export const PRESENT_LIST_PARAM = 'list';
/** Presenting while leading a Sing together room: its code (the leader's secret stays on the device). */
export const PRESENT_ROOM_PARAM = 'room';
export const PRESENTATION_CHANNEL = 'bhajan-sangrah-presentation';
