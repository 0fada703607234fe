import type { UseFormHandleSubmit, UseFormRegister, UseFormReset } from 'react-hook-form';
import { useCreateSubCategory } from '../../../api/subcategory';
import { MESSAGES } from '../../../model/messages';
import { ADMIN_TEXTS } from '../../../model/adminMessages';
import { SUB_CATEGORY_FORM_DEFAULTS, subCategoryInput, type SubCategoryFormValues } from './formValues';
import { FLAG_FIELDS, TEXT_FIELDS, useUploadFormSave, type FormUpload } from './useAdminFormSave';

const TEXTS = ADMIN_TEXTS.adminForms;

/** The form's fields in the order they are on it (the reasons are listed in it), with their labels. */
const FIELDS: readonly (readonly [keyof SubCategoryFormValues, string])[] = [
  ...TEXT_FIELDS,
  ['categoryId', TEXTS.category],
  ...FLAG_FIELDS,
  ['subCategoryImage', TEXTS.subCategoryImage],
];

interface SubCategoryFormSaveOptions {
  form: {
    register: UseFormRegister<SubCategoryFormValues>;
    handleSubmit: UseFormHandleSubmit<SubCategoryFormValues>;
    reset: UseFormReset<SubCategoryFormValues>;
  };
  ids: (name: string) => string;
  /** The image's upload: a submit waits for it, a success forgets it. */
  imageUpload: FormUpload;
}

/** The sub-category form's submit and outcome: a new sub-category is created, then the form is cleared. */
export function useSubCategoryFormSave({ form, ids, imageUpload }: SubCategoryFormSaveOptions) {
  return useUploadFormSave({
    form,
    save: useCreateSubCategory(),
    successMessage: MESSAGES.subCategoryAdded,
    fields: FIELDS,
    ids,
    toInput: subCategoryInput,
    uploads: [imageUpload],
    onSaved: () => form.reset(SUB_CATEGORY_FORM_DEFAULTS),
  });
}
