import { useForm } from 'react-hook-form';
import { useCreateCategory } from '../../../api/category';
import { useAppConfig } from '../../../device/AppConfigContext';
import { useDocumentTitle } from '../../../device/useDocumentTitle';
import { FlagSelectField, FormMessage, SubmitButton, TextAreaField, TextField } from '../../../components/FormField';
import { MESSAGES, pageTitle } from '../../../model/messages';
import { ADMIN_TEXTS } from '../../../model/adminMessages';
import { Actions, AdminFormPage, Form, Row, useFieldIds } from './AdminFormParts';
import { CATEGORY_FORM_DEFAULTS, categoryInput, type CategoryFormValues } from './formValues';
import { FLAG_FIELDS, TEXT_FIELDS, useAdminFormSave } from './useAdminFormSave';

const TEXTS = ADMIN_TEXTS.adminForms;

/**
 * `/admin/insert/category`: the category form (the spec's screens and routes and entities). Create-only, one 'Submit Form'
 * button; every field starts empty, the flags too. Nothing is checked before sending (the spec's validation rules). The
 * spec only logs the answer; here the editor is told the outcome as on the other forms: the success
 * text (and the form cleared), or 'Please check fields' with the server's reasons, or 'Something
 * went wrong' without an answer.
 */
export function CategoryFormScreen() {
  const { siteName } = useAppConfig();
  useDocumentTitle(pageTitle.withSite(TEXTS.insertCategory, siteName));
  const ids = useFieldIds();
  const { register, handleSubmit, reset } = useForm<CategoryFormValues>({ defaultValues: CATEGORY_FORM_DEFAULTS });
  const { outcome, field, submit, submitting } = useAdminFormSave({
    form: { register, handleSubmit },
    save: useCreateCategory(),
    successMessage: MESSAGES.categoryAdded,
    fields: [...TEXT_FIELDS, ...FLAG_FIELDS],
    ids,
    toInput: categoryInput,
    onSaved: () => reset(CATEGORY_FORM_DEFAULTS),
  });

  return (
    <AdminFormPage heading={TEXTS.insertCategory} headingId={ids('heading')}>
      <Form onSubmit={submit} aria-labelledby={ids('heading')} aria-busy={submitting} noValidate>
        <Row>
          <TextField {...field('titlePrimary')} lang="hi" />
          <TextField {...field('titleSecondary')} />
        </Row>
        <Row>
          <TextAreaField {...field('contentPrimary')} lang="hi" />
          <TextAreaField {...field('contentSecondary')} />
        </Row>
        <Row>
          <FlagSelectField {...field('displayFlag')} allowEmpty />
          <FlagSelectField {...field('showSecondary')} allowEmpty />
        </Row>
        <Actions>
          <FormMessage status={outcome.status} message={outcome.message} reasons={outcome.reasons} />
          <SubmitButton busy={submitting}>{MESSAGES.submitForm}</SubmitButton>
        </Actions>
      </Form>
    </AdminFormPage>
  );
}
