import type { UseFormHandleSubmit, UseFormRegister, UseFormReset } from 'react-hook-form';
import { useSaveContent } from '../../../api/content';
import type { Content } from '../../../model/entities';
import { MESSAGES } from '../../../model/messages';
import { ADMIN_TEXTS } from '../../../model/adminMessages';
import { CONTENT_FORM_DEFAULTS, contentInput, type ContentFormValues } from './formValues';
import type { ContentUploads } from './useContentMediaUploads';
import { useAdminFormSave } from './useAdminFormSave';

const TEXTS = ADMIN_TEXTS.adminForms;

type ContentField = keyof ContentFormValues;

/** The form's fields in the order they are on it (the reasons are listed in it), with their labels. */
const FIELDS: readonly (readonly [ContentField, string])[] = [
  ['titlePrimary', TEXTS.titlePrimary],
  ['titleSecondary', TEXTS.titleSecondary],
  ['contentPrimary', TEXTS.contentPrimary],
  ['contentSecondary', TEXTS.contentSecondary],
  ['subCategoryId', TEXTS.subCategory],
  ['displayFlag', TEXTS.displayFlag],
  ['showSecondary', TEXTS.showSecondary],
  ['displayOrder', TEXTS.displayOrder],
  ['bookPgNo', TEXTS.bookPgNo],
  ['imagePath', TEXTS.imagePath],
  ['audioPath', TEXTS.audioPath],
  ['videoPath', TEXTS.videoPath],
];

interface ContentFormSaveOptions {
  /** The content being edited; none for a new one. */
  content: Content | undefined;
  /** The edited title's dotted prefix, put back on saving ('' for a new one). */
  prefix: string;
  form: {
    register: UseFormRegister<ContentFormValues>;
    handleSubmit: UseFormHandleSubmit<ContentFormValues>;
    reset: UseFormReset<ContentFormValues>;
  };
  ids: (name: string) => string;
  uploads: ContentUploads;
  /** An upload is under way: a submit meanwhile sends nothing. */
  uploading: boolean;
  /** Gives the file pickers new (empty) inputs. */
  nextGeneration: () => void;
}

/** The content form's submit and outcome: what is sent (an edit with its id and title prefix), and the form after a success. */
export function useContentFormSave({
  content,
  prefix,
  form: { register, handleSubmit, reset },
  ids,
  uploads,
  uploading,
  nextGeneration,
}: ContentFormSaveOptions) {
  const editing = content !== undefined;
  return useAdminFormSave({
    form: { register, handleSubmit },
    save: useSaveContent(),
    successMessage: MESSAGES.contentSaved,
    fields: FIELDS,
    ids,
    toInput: (values) => contentInput(values, content ? { contentId: content.contentId, titlePrefix: prefix } : undefined),
    onSaved: () => {
      Object.values(uploads).forEach((upload) => upload.clear());
      nextGeneration();
      if (!editing) reset(CONTENT_FORM_DEFAULTS);
    },
    waiting: uploading,
  });
}

/** One field's props (id, label, reason, registration) by its name. */
export type ContentFieldProps = ReturnType<typeof useContentFormSave>['field'];
