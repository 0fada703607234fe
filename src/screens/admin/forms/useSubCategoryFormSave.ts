import type { UseFormHandleSubmit, UseFormRegister, UseFormReset } from 'react-hook-form';
import { useCreateSubCategory } from '../../../api/subcategory';
import { MESSAGES } from '../../../model/messages';
import { ADMIN_TEXTS } from '../../../model/adminMessages';
import { SUB_CATEGORY_FORM_DEFAULTS, subCategoryInput, type SubCategoryFormValues } from './formValues';
import { useAdminFormSave } from './useAdminFormSave';

const TEXTS = ADMIN_TEXTS.adminForms;

/** The form's fields in the order they are on it (the reasons are listed in it), with their labels. */
const FIELDS: readonly (readonly [keyof SubCategoryFormValues, string])[] = [
  ['titlePrimary', TEXTS.titlePrimary],
  ['titleSecondary', TEXTS.titleSecondary],
  ['contentPrimary', TEXTS.contentPrimary],
  ['contentSecondary', TEXTS.contentSecondary],
  ['categoryId', TEXTS.category],
  ['displayFlag', TEXTS.displayFlag],
  ['showSecondary', TEXTS.showSecondary],
  ['subCategoryImage', TEXTS.subCategoryImage],
];

interface SubCategoryFormSaveOptions {
  form: {
    register: UseFormRegister<SubCategoryFormValues>;
    handleSubmit: UseFormHandleSubmit<SubCategoryFormValues>;
    reset: UseFormReset<SubCategoryFormValues>;
  };
  ids: (name: string) => string;
  /** The image's upload, forgotten after a success. */
  imageUpload: { clear: () => void };
  /** The image is still uploading: a submit meanwhile sends nothing. */
  uploading: boolean;
  /** Gives the file picker a new (empty) input. */
  nextGeneration: () => void;
}

/** The sub-category form's submit and outcome: a new sub-category is created, then the form is cleared. */
export function useSubCategoryFormSave({
  form: { register, handleSubmit, reset },
  ids,
  imageUpload,
  uploading,
  nextGeneration,
}: SubCategoryFormSaveOptions) {
  return useAdminFormSave({
    form: { register, handleSubmit },
    save: useCreateSubCategory(),
    successMessage: MESSAGES.subCategoryAdded,
    fields: FIELDS,
    ids,
    toInput: subCategoryInput,
    onSaved: () => {
      reset(SUB_CATEGORY_FORM_DEFAULTS);
      imageUpload.clear();
      nextGeneration();
    },
    waiting: uploading,
  });
}
