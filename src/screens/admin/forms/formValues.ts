import type { CategorySave, ContentSave, SubCategorySave } from '../../../model/admin';
import { DEFAULT_BOOK_PG_NO, DEFAULT_DISPLAY_FLAG, DEFAULT_DISPLAY_ORDER, DEFAULT_SHOW_SECONDARY } from '../../../model/constants';
import type { Content } from '../../../model/entities';
import { displayTitle } from '../../../model/title';

/**
 * The admin forms' values (every box holds text) and the bodies they send (the spec's entities for the
 * fields and their defaults). Nothing is checked here (the spec's validation rules): the server decides, and its reasons
 * are shown next to the fields.
 */

/** A chosen parent's id, or null for the empty 'Select an option' choice. */
function parentId(value: string): number | null {
  return value === '' ? null : Number(value);
}

/** A file name or media path: as typed, without surrounding spaces; null when empty. */
function pathOrNull(value: string): string | null {
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

/**
 * displayOrder and bookPgNo are typed as text: a whole number is sent as a number; anything else as
 * typed, so that the server refuses it and says why next to the field.
 */
export function numberOrText(text: string): number | string {
  return /^\s*[+-]?\d+\s*$/.test(text) ? Number(text.trim()) : text;
}

// Category

export interface CategoryFormValues {
  titlePrimary: string;
  contentPrimary: string;
  titleSecondary: string;
  contentSecondary: string;
  displayFlag: string;
  showSecondary: string;
}

/** Every field empty, the flags too (the spec's entities). */
export const CATEGORY_FORM_DEFAULTS: CategoryFormValues = {
  titlePrimary: '',
  contentPrimary: '',
  titleSecondary: '',
  contentSecondary: '',
  displayFlag: '',
  showSecondary: '',
};

/** The body of `POST /api/category`: the fields as typed; the image is not on the form (null). */
export function categoryInput(values: CategoryFormValues): CategorySave {
  return { ...values, categoryImage: null };
}

// Sub-category

export interface SubCategoryFormValues {
  titlePrimary: string;
  titleSecondary: string;
  contentPrimary: string;
  contentSecondary: string;
  displayFlag: string;
  showSecondary: string;
  subCategoryImage: string;
  /** The parent chooser: '' for 'Select an option'. */
  categoryId: string;
}

export const SUB_CATEGORY_FORM_DEFAULTS: SubCategoryFormValues = {
  titlePrimary: '',
  titleSecondary: '',
  contentPrimary: '',
  contentSecondary: '',
  displayFlag: DEFAULT_DISPLAY_FLAG,
  showSecondary: DEFAULT_SHOW_SECONDARY,
  subCategoryImage: '',
  categoryId: '',
};

/** The body of `POST /api/subcategory`, with `category: { categoryId }` (null when none was chosen). */
export function subCategoryInput({ categoryId, subCategoryImage, ...fields }: SubCategoryFormValues): SubCategorySave {
  const parent = parentId(categoryId);
  return {
    ...fields,
    subCategoryImage: pathOrNull(subCategoryImage),
    category: parent === null ? null : { categoryId: parent },
  };
}

// Content

export interface ContentFormValues {
  /** Create: the whole dotted name. Edit: only the part after the last dot (displayTitle). */
  titlePrimary: string;
  titleSecondary: string;
  contentPrimary: string;
  contentSecondary: string;
  displayFlag: string;
  showSecondary: string;
  imagePath: string;
  audioPath: string;
  videoPath: string;
  displayOrder: string;
  bookPgNo: string;
  /** The parent chooser: '' for 'Select an option'. */
  subCategoryId: string;
}

export const CONTENT_FORM_DEFAULTS: ContentFormValues = {
  titlePrimary: '',
  titleSecondary: '',
  contentPrimary: '',
  contentSecondary: '',
  displayFlag: DEFAULT_DISPLAY_FLAG,
  showSecondary: DEFAULT_SHOW_SECONDARY,
  imagePath: '',
  audioPath: '',
  videoPath: '',
  displayOrder: String(DEFAULT_DISPLAY_ORDER),
  bookPgNo: String(DEFAULT_BOOK_PG_NO),
  subCategoryId: '',
};

/** What comes before a dotted title's last segment ('राम.भजन.शीर्षक' → 'राम.भजन'); '' without a dot. */
export function titlePrefix(titlePrimary: string): string {
  const lastDot = titlePrimary.lastIndexOf('.');
  return lastDot === -1 ? '' : titlePrimary.slice(0, lastDot);
}

/** The dotted name to save: the kept prefix, a dot and the edited title; the title alone without a prefix. */
export function withTitlePrefix(prefix: string, title: string): string {
  return prefix === '' ? title : `${prefix}.${title}`;
}

/** The edit form's values for loaded content: the title box shows only the part after the last dot. */
export function contentFormValues(content: Content): ContentFormValues {
  return {
    titlePrimary: displayTitle(content.titlePrimary),
    titleSecondary: content.titleSecondary ?? '',
    contentPrimary: content.contentPrimary,
    contentSecondary: content.contentSecondary ?? '',
    displayFlag: content.displayFlag,
    showSecondary: content.showSecondary,
    imagePath: content.imagePath ?? '',
    audioPath: content.audioPath ?? '',
    videoPath: content.videoPath ?? '',
    displayOrder: String(content.displayOrder),
    bookPgNo: String(content.bookPgNo),
    subCategoryId: content.subCategory ? String(content.subCategory.subCategoryId) : '',
  };
}

/**
 * The content being edited: its id, its title's dotted prefix (kept on save), and the revision the
 * form started from (a save is refused with 409 when someone saved another meanwhile).
 */
export interface EditedContent {
  contentId: number;
  titlePrefix: string;
  revision: number;
}

/**
 * The body of `POST /api/content`: every field, `subCategory: { subCategoryId }` (null when none
 * was chosen), and when editing `contentId` and the title with its dotted prefix put back.
 */
export function contentInput(values: ContentFormValues, edited?: EditedContent): ContentSave {
  const parent = parentId(values.subCategoryId);
  return {
    ...(edited ? { contentId: edited.contentId, revision: edited.revision } : {}),
    titlePrimary: edited ? withTitlePrefix(edited.titlePrefix, values.titlePrimary) : values.titlePrimary,
    titleSecondary: values.titleSecondary,
    contentPrimary: values.contentPrimary,
    contentSecondary: values.contentSecondary,
    displayFlag: values.displayFlag,
    showSecondary: values.showSecondary,
    imagePath: pathOrNull(values.imagePath),
    audioPath: pathOrNull(values.audioPath),
    videoPath: pathOrNull(values.videoPath),
    subCategory: parent === null ? null : { subCategoryId: parent },
    displayOrder: numberOrText(values.displayOrder),
    bookPgNo: numberOrText(values.bookPgNo),
  };
}
