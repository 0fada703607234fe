import { useCallback, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useCategories } from '../../../api/category';
import { subCategoryImageFileName, useMediaUpload } from '../../../api/media';
import { useCreateSubCategory } from '../../../api/subcategory';
import { useAppConfig } from '../../../app/AppConfigContext';
import { useDocumentTitle } from '../../../app/useDocumentTitle';
import { langOf } from '../../../components/LangText';
import { FlagSelectField, FormMessage, SubmitButton, TextAreaField, TextField } from '../../../components/FormField';
import { mediaAccept } from '../../../model/admin';
import { MESSAGES, pageTitle } from '../../../model/messages';
import { ADMIN_TEXTS } from '../../../model/adminMessages';
import {
  Actions,
  AdminFormPage,
  FormChooserField,
  Form,
  MediaPathField,
  Row,
  useFieldIds,
  useGeneration,
  WaitHint,
} from './AdminFormParts';
import { SUB_CATEGORY_FORM_DEFAULTS, subCategoryInput, type SubCategoryFormValues } from './formValues';
import { useAdminFormSave } from './useAdminFormSave';

const TEXTS = ADMIN_TEXTS.adminForms;

/**
 * `/admin/insert/subcategory`: the sub-category form (the spec's screens and routes and entities). Create-only, one
 * 'Submit Form' button; displayFlag starts at Y and showSecondary at N; the parent category is
 * chosen from `GET /api/category/getAll`, starting at 'Select an option' (which may be sent: the
 * server decides). The image is a file name: typed, or filled by uploading a picture. After a
 * success the form is cleared.
 */
export function SubCategoryFormScreen() {
  const { siteName } = useAppConfig();
  useDocumentTitle(pageTitle.withSite(TEXTS.insertSubCategory, siteName));
  const ids = useFieldIds();
  const { register, handleSubmit, reset, control, setValue } = useForm<SubCategoryFormValues>({
    defaultValues: SUB_CATEGORY_FORM_DEFAULTS,
  });
  const categories = useCategories();
  const [generation, nextGeneration] = useGeneration();
  const onImageUploaded = useCallback(
    (path: string) => setValue('subCategoryImage', subCategoryImageFileName(path), { shouldDirty: true }),
    [setValue],
  );
  const imageUpload = useMediaUpload('subCategoryImage', onImageUploaded);
  const uploading = imageUpload.status === 'uploading';
  const { outcome, field, submit, submitting } = useAdminFormSave({
    form: { register, handleSubmit },
    save: useCreateSubCategory(),
    successMessage: MESSAGES.subCategoryAdded,
    fields: [
      ['titlePrimary', TEXTS.titlePrimary],
      ['titleSecondary', TEXTS.titleSecondary],
      ['contentPrimary', TEXTS.contentPrimary],
      ['contentSecondary', TEXTS.contentSecondary],
      ['categoryId', TEXTS.category],
      ['displayFlag', TEXTS.displayFlag],
      ['showSecondary', TEXTS.showSecondary],
      ['subCategoryImage', TEXTS.subCategoryImage],
    ],
    ids,
    toInput: subCategoryInput,
    onSaved: () => {
      reset(SUB_CATEGORY_FORM_DEFAULTS);
      imageUpload.clear();
      nextGeneration();
    },
    waiting: uploading,
  });

  const options = useMemo(
    () =>
      (categories.data ?? []).map(({ categoryId, titlePrimary }) => ({
        value: String(categoryId),
        label: titlePrimary,
        lang: langOf(titlePrimary),
      })),
    [categories.data],
  );

  return (
    <AdminFormPage heading={TEXTS.insertSubCategory} headingId={ids('heading')}>
      <Form onSubmit={submit} aria-labelledby={ids('heading')} aria-busy={submitting} noValidate>
        <Row>
          <TextField {...field('titlePrimary')} lang="hi" />
          <TextField {...field('titleSecondary')} />
        </Row>
        <Row>
          <TextAreaField {...field('contentPrimary')} lang="hi" />
          <TextAreaField {...field('contentSecondary')} />
        </Row>
        <FormChooserField
          control={control}
          name="categoryId"
          id={ids('categoryId')}
          label={TEXTS.category}
          options={options}
          status={categories.status}
          emptyHint={TEXTS.noCategoriesYet}
          onRetry={() => void categories.refetch()}
          error={outcome.fieldErrors.categoryId}
        />
        <Row>
          <FlagSelectField {...field('displayFlag')} />
          <FlagSelectField {...field('showSecondary')} />
        </Row>
        <MediaPathField
          key={generation}
          {...field('subCategoryImage')}
          hint={TEXTS.subCategoryImageHint}
          uploadLabel={ADMIN_TEXTS.fileUpload.choose(ADMIN_TEXTS.fileUpload.image)}
          accept={mediaAccept('subCategoryImage')}
          upload={imageUpload}
        />
        <Actions>
          <FormMessage status={outcome.status} message={outcome.message} reasons={outcome.reasons} />
          {uploading ? <WaitHint id={ids('waitForUpload')}>{TEXTS.waitForUpload}</WaitHint> : null}
          <SubmitButton busy={submitting || uploading} aria-describedby={uploading ? ids('waitForUpload') : undefined}>
            {MESSAGES.submitForm}
          </SubmitButton>
        </Actions>
      </Form>
    </AdminFormPage>
  );
}
