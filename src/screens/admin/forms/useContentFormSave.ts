import type { UseFormGetValues, UseFormHandleSubmit, UseFormRegister, UseFormReset, UseFormSetValue } from 'react-hook-form';
import { useSaveContent } from '../../../api/content';
import { conflictOf } from '../../../api/revisions';
import type { ConflictResolution } from '../../../components/SaveConflict';
import type { ContentConflict } from '../../../model/revisions';
import { resolvedValues } from './contentConflict';
import type { EditableContent } from '../../../model/admin';
import { MESSAGES } from '../../../model/messages';
import { ADMIN_TEXTS } from '../../../model/adminMessages';
import { CONTENT_FORM_DEFAULTS, contentInput, type ContentFormValues } from './formValues';
import type { ContentUploads } from './useContentMediaUploads';
import { FLAG_FIELDS, TEXT_FIELDS, useUploadFormSave } from './useAdminFormSave';

const TEXTS = ADMIN_TEXTS.adminForms;

/** The form's fields in the order they are on it (the reasons are listed in it), with their labels. */
const FIELDS: readonly (readonly [keyof ContentFormValues, string])[] = [
  ...TEXT_FIELDS,
  ['subCategoryId', TEXTS.subCategory],
  ...FLAG_FIELDS,
  ['displayOrder', TEXTS.displayOrder],
  ['bookPgNo', TEXTS.bookPgNo],
  ['imagePath', TEXTS.imagePath],
  ['audioPath', TEXTS.audioPath],
  ['videoPath', TEXTS.videoPath],
];

interface ContentFormSaveOptions {
  /** The content being edited; none for a new one. */
  content: EditableContent | undefined;
  /** The edited title's dotted prefix, put back on saving ('' for a new one). */
  prefix: string;
  form: {
    register: UseFormRegister<ContentFormValues>;
    handleSubmit: UseFormHandleSubmit<ContentFormValues>;
    reset: UseFormReset<ContentFormValues>;
    getValues: UseFormGetValues<ContentFormValues>;
    setValue: UseFormSetValue<ContentFormValues>;
  };
  ids: (name: string) => string;
  uploads: ContentUploads;
}

/**
 * The content form's submit and outcome: what is sent (an edit with its id and title prefix), and
 * the form after a success (a new one cleared; an edited one is loaded again by its screen).
 */
export function useContentFormSave({ content, prefix, form, ids, uploads }: ContentFormSaveOptions) {
  const save = useSaveContent();
  const submitted = useUploadFormSave({
    form,
    save,
    successMessage: MESSAGES.contentSaved,
    fields: FIELDS,
    ids,
    toInput: (values) =>
      contentInput(values, content ? { contentId: content.contentId, titlePrefix: prefix, revision: content.revision } : undefined),
    uploads: Object.values(uploads),
    onSaved: () => {
      if (!content) form.reset(CONTENT_FORM_DEFAULTS);
    },
  });
  /**
   * Saves the editor's choices after a conflict, from the revision the conflict named: the form
   * shows the chosen values, and a success is said and reloaded like any save.
   */
  const saveResolved = (conflict: ContentConflict, resolutions: Record<string, ConflictResolution>) => {
    if (!content || save.isPending) return;
    const resolved = resolvedValues(conflict, form.getValues(), prefix, resolutions);
    for (const [name, value] of Object.entries(resolved.values)) form.setValue(name as keyof ContentFormValues, value);
    save.mutate(contentInput(resolved.values, { contentId: content.contentId, titlePrefix: resolved.prefix, revision: conflict.revision }));
  };
  return { ...submitted, conflict: conflictOf(save.error), saveResolved };
}

/** One field's props (id, label, reason, registration) by its name. */
export type ContentFieldProps = ReturnType<typeof useContentFormSave>['field'];
