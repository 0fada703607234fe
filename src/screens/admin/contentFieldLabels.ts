import { ADMIN_TEXTS } from '../../model/adminMessages';
import type { ContentRecordField } from '../../model/revisions';

const TEXTS = ADMIN_TEXTS.adminForms;

/** Each field of a hymn's record by the label the edit form gives it (a conflict and the History name fields so). */
export const CONTENT_FIELD_LABELS: Readonly<Record<ContentRecordField, string>> = {
  titlePrimary: TEXTS.titlePrimary,
  titleSecondary: TEXTS.titleSecondary,
  contentPrimary: TEXTS.contentPrimary,
  contentSecondary: TEXTS.contentSecondary,
  displayFlag: TEXTS.displayFlag,
  showSecondary: TEXTS.showSecondary,
  imagePath: TEXTS.imagePath,
  audioPath: TEXTS.audioPath,
  videoPath: TEXTS.videoPath,
  displayOrder: TEXTS.displayOrder,
  bookPgNo: TEXTS.bookPgNo,
  subCategoryId: TEXTS.subCategory,
};
