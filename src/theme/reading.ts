/**
 * The reader's settings (src/model/reading.ts) in the page's styles, and the script that puts them
 * on the page before its first paint.
 */
import { READING_SETTINGS_KEY, TEXT_SIZE_ATTRIBUTE, TEXT_SIZES, THEME_ATTRIBUTE } from '../model/reading';
import { colors, darkColors, paletteDeclarations } from './tokens';

/** The lyrics' size multiplier, for a `calc()`: 1 unless the reader chose a larger text. */
export const READING_SCALE = 'var(--reading-scale, 1)';

/**
 * The day palette by default; the night palette when the reader chose it, or left the choice to
 * a device set to dark. `color-scheme` makes the browser's own parts (form fields, scrollbars) match.
 */
export const readingSettingsCss = (): string => {
  const day = `color-scheme: light;\n${paletteDeclarations(colors)}`;
  const night = `color-scheme: dark;\n${paletteDeclarations(darkColors)}`;
  const sizes = TEXT_SIZES.map((scale, step) =>
    step === 0 ? '' : `:root[${TEXT_SIZE_ATTRIBUTE}='${step}'] { --reading-scale: ${scale}; }`,
  );
  return [
    `:root { --reading-scale: 1; ${day} }`,
    ...sizes,
    `:root[${THEME_ATTRIBUTE}='dark'] { ${night} }`,
    `@media (prefers-color-scheme: dark) { :root:not([${THEME_ATTRIBUTE}='light']) { ${night} } }`,
  ].join('\n');
};

/**
 * The page head's inline script (put there by the build, allowed by its hash in the page's
 * Content-Security-Policy): it reads the kept settings and sets the root element's attributes
 * while the head is read, so the body is painted in them from the start. Old browsers' JavaScript
 * (no arrow functions); anything unreadable leaves the defaults. The app keeps the attributes in
 * step afterwards (src/device/readingSettings.ts).
 */
export const READING_SETTINGS_SCRIPT =
  `(function(r){try{var s=JSON.parse(localStorage.getItem(${JSON.stringify(READING_SETTINGS_KEY)}))||{},n=s.textSizeStep,t=s.theme;` +
  `if(typeof n==='number'&&n>0&&n<${TEXT_SIZES.length}&&n%1===0)r.setAttribute('${TEXT_SIZE_ATTRIBUTE}',String(n));` +
  `if(t==='light'||t==='dark')r.setAttribute('${THEME_ATTRIBUTE}',t)}catch(e){}})(document.documentElement)`;
