import type { SeedContent } from '../types';

/**
 * Lyrics are written flush-left in template literals; this drops the first and last line break
 * and any trailing spaces, so a hymn's text is exactly its lines ("\n") and verses (a blank line).
 */
export function text(raw: string): string {
  return raw
    .replace(/^\n/, '')
    .replace(/\s+$/, '')
    .split('\n')
    .map((line) => line.trimEnd())
    .join('\n');
}

/** The fields most hymns share; each hymn overrides what differs. */
export type HymnInput = Pick<SeedContent, 'titlePrimary' | 'titleSecondary' | 'contentPrimary' | 'contentSecondary'> &
  Partial<Omit<SeedContent, 'subCategoryKey' | 'titlePrimary' | 'titleSecondary' | 'contentPrimary' | 'contentSecondary'>>;

/** Builds a sub-category's hymns: displayOrder follows the array order (1..n) unless given. */
export function hymns(subCategoryKey: string, list: HymnInput[]): SeedContent[] {
  return list.map((h, i) => ({
    subCategoryKey,
    displayFlag: 'Y',
    showSecondary: 'N',
    imagePath: null,
    audioPath: null,
    videoPath: null,
    bookPgNo: 0,
    ...h,
    displayOrder: h.displayOrder ?? i + 1,
  }));
}
