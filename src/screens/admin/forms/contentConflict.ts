import type { ConflictField, ConflictResolution } from '../../../components/SaveConflict';
import { CONTENT_RECORD_FIELDS, type ContentConflict, type ContentRecord, type ContentRecordField } from '../../../model/revisions';
import { displayTitle } from '../../../model/title';
import { titlePrefix, withTitlePrefix, type ContentFormValues } from './formValues';

/**
 * A save refused because the hymn was saved meanwhile (409): the fields that changed as the
 * conflict view shows them, and the form's values once the editor has chosen. A hymn's record
 * (src/model/revisions.ts) and the form name their fields alike; the form holds text, the title
 * without its dotted prefix.
 */

type RecordText = Record<ContentRecordField, string>;

/** Lyrics and descriptions are compared and edited as many lines. */
const MULTILINE: readonly ContentRecordField[] = ['contentPrimary', 'contentSecondary'];
/** Chosen among set values, never typed. */
const CHOSEN_ONLY: readonly ContentRecordField[] = ['displayFlag', 'showSecondary', 'subCategoryId'];

/** A saved record's fields as the form would hold them (the title whole). */
function recordText(record: ContentRecord): RecordText {
  return Object.fromEntries(CONTENT_RECORD_FIELDS.map((field) => [field, String(record[field] ?? '')])) as RecordText;
}

/** The form's values as a record's fields (the title with its prefix put back). */
function formText(values: ContentFormValues, prefix: string): RecordText {
  const { subCategoryId, ...rest } = values;
  return { ...rest, titlePrimary: withTitlePrefix(prefix, values.titlePrimary), subCategoryId };
}

export interface ConflictFieldsInput {
  conflict: ContentConflict;
  /** What the form holds now, and what it was loaded with. */
  values: ContentFormValues;
  loaded: ContentFormValues;
  /** The title's dotted prefix the form saves with. */
  prefix: string;
  /** A field's label on the form. */
  label: (field: ContentRecordField) => string;
  /** A value as the editor reads it (a sub-category's title for its id); the value itself otherwise. */
  shown: (field: ContentRecordField, value: string) => string;
}

/** The fields that changed since the form was opened, the editor's value beside the saved one. */
export function conflictFields({ conflict, values, loaded, prefix, label, shown }: ConflictFieldsInput): ConflictField[] {
  const mine = formText(values, prefix);
  const before = formText(loaded, prefix);
  const theirs = recordText(conflict.current);
  return conflict.changedSince.map((field) => ({
    name: field,
    label: label(field),
    mine: shown(field, mine[field]),
    theirs: shown(field, theirs[field]),
    changedByMe: mine[field] !== before[field],
    multiline: MULTILINE.includes(field),
    editable: !CHOSEN_ONLY.includes(field),
  }));
}

/** The form's values and title prefix with the editor's choices applied (fields they were not asked about stay as they are). */
export function resolvedValues(
  conflict: ContentConflict,
  values: ContentFormValues,
  prefix: string,
  resolutions: Record<string, ConflictResolution>,
): { values: ContentFormValues; prefix: string } {
  const mine = formText(values, prefix);
  const theirs = recordText(conflict.current);
  const chosen = { ...mine };
  for (const field of conflict.changedSince) {
    const resolution = resolutions[field];
    if (!resolution) continue;
    chosen[field] = 'byHand' in resolution ? resolution.byHand : resolution.keep === 'theirs' ? theirs[field] : mine[field];
  }
  const { titlePrimary, ...rest } = chosen;
  return { values: { ...rest, titlePrimary: displayTitle(titlePrimary) }, prefix: titlePrefix(titlePrimary) };
}
