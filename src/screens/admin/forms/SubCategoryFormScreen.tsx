import { useCallback, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useCategories } from '../../../api/category';
import { subCategoryImageFileName, useMediaUpload } from '../../../api/media';
import { useAppConfig } from '../../../device/AppConfigContext';
import { useDocumentTitle } from '../../../device/useDocumentTitle';
import { langOf } from '../../../components/LangText';
import { FlagSelectField, TextAreaField, TextField, type SelectOption } from '../../../components/FormField';
import type { Category } from '../../../model/entities';
import { mediaAccept } from '../../../model/admin';
import { pageTitle } from '../../../model/messages';
import { ADMIN_TEXTS } from '../../../model/adminMessages';
import { AdminFormPage, FormChooserField, Form, MediaPathField, Row, useFieldIds } from './AdminFormParts';
import { SUB_CATEGORY_FORM_DEFAULTS, type SubCategoryFormValues } from './formValues';
import { SubmitActions } from './SubmitActions';
import { useSubCategoryFormSave } from './useSubCategoryFormSave';

const TEXTS = ADMIN_TEXTS.adminForms;

/** The parent chooser's choices: every category, by its Hindi title. */
function categoryOptions(categories: readonly Pick<Category, 'categoryId' | 'titlePrimary'>[]): SelectOption[] {
  return categories.map(({ categoryId, titlePrimary }) => ({
    value: String(categoryId),
    label: titlePrimary,
    lang: langOf(titlePrimary),
  }));
}

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
  const onImageUploaded = useCallback(
    (path: string) => setValue('subCategoryImage', subCategoryImageFileName(path), { shouldDirty: true }),
    [setValue],
  );
  const imageUpload = useMediaUpload('subCategoryImage', onImageUploaded);
  const { outcome, field, submit, submitting, uploading, generation } = useSubCategoryFormSave({
    form: { register, handleSubmit, reset },
    ids,
    imageUpload,
  });

  const options = useMemo(() => categoryOptions(categories.data ?? []), [categories.data]);

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
        <SubmitActions outcome={outcome} submitting={submitting} uploading={uploading} waitHintId={ids('waitForUpload')} />
      </Form>
    </AdminFormPage>
  );
}
