import { useEffect, useMemo } from 'react';
import { useForm, useWatch, type Control } from 'react-hook-form';
import { Link, useParams } from 'react-router';
import styled from 'styled-components';
import { isMissing } from '../../../api/client';
import { useContentForEdit } from '../../../api/content';
import { useSubCategoryChoices } from '../../../api/subcategory';
import { useAppConfig } from '../../../device/AppConfigContext';
import { useDocumentTitle } from '../../../device/useDocumentTitle';
import type { SelectOption } from '../../../components/FormField';
import { langOf } from '../../../components/LangText';
import { SaveConflict, type ConflictResolution } from '../../../components/SaveConflict';
import { LoadState, StatusMessage } from '../../../components/StatusMessage';
import type { EditableContent } from '../../../model/admin';
import type { Content } from '../../../model/entities';
import type { ContentConflict } from '../../../model/revisions';
import { CONTENT_FIELD_LABELS } from '../contentFieldLabels';
import { formatInstant } from '../formatInstant';
import { pageTitle } from '../../../model/messages';
import { adminPaths } from '../../../model/paths';
import { ADMIN_TEXTS } from '../../../model/adminMessages';
import { AdminFormPage, FormChooserField, Form, useFieldIds } from './AdminFormParts';
import { ContentDisplayFields, ContentMediaFields, ContentTextFields } from './ContentFormFields';
import { conflictFields } from './contentConflict';
import { CONTENT_FORM_DEFAULTS, contentFormValues, titlePrefix, type ContentFormValues } from './formValues';
import { SubmitActions } from './SubmitActions';
import { useContentFormSave } from './useContentFormSave';
import { useContentMediaUploads } from './useContentMediaUploads';

const TEXTS = ADMIN_TEXTS.adminForms;

/** Above the form: every revision of the hymn, any change undone from there. */
const HistoryLink = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.lg};
  font-weight: 600;
`;

/** The route parameter of `/admin/content/{id}`: the content to edit. */
export const CONTENT_ID_PARAM = 'id';

/** The chooser's choices; the edited content's own sub-category is one of them even before the list has it. */
function subCategoryOptions(list: readonly { subCategoryId: number; titlePrimary: string }[], own: Content['subCategory']): SelectOption[] {
  const all = own && !list.some((s) => s.subCategoryId === own.subCategoryId) ? [...list, own] : list;
  return all.map(({ subCategoryId, titlePrimary }) => ({
    value: String(subCategoryId),
    label: titlePrimary,
    lang: langOf(titlePrimary),
  }));
}

interface ContentFormProps {
  /** The content being edited, with its revision; none for a new one. */
  content?: EditableContent;
  /** The screen's heading, the form's name. */
  headingId: string;
}

/**
 * The content form itself. Create: blank with the defaults, cleared after a success. Edit: the
 * loaded content, the title box holding only the part after the last dot; saving puts the dotted
 * prefix back. After an edit is saved the message stays and the content is loaded again (the
 * spec's 'alert and reload'), so the form shows what the server stored.
 */
function ContentForm({ content, headingId }: ContentFormProps) {
  const ids = useFieldIds();
  const { register, handleSubmit, reset, control, setValue, getValues } = useForm<ContentFormValues>({
    defaultValues: content ? contentFormValues(content) : CONTENT_FORM_DEFAULTS,
  });
  // The content loaded again after a save: the form shows it.
  useEffect(() => {
    if (content) reset(contentFormValues(content));
  }, [content, reset]);

  const choices = useSubCategoryChoices();
  const uploads = useContentMediaUploads(setValue);

  const prefix = content ? titlePrefix(content.titlePrimary) : '';
  const title = useWatch({ control, name: 'titlePrimary' });

  const { outcome, field, submit, submitting, uploading, generation, conflict, saveResolved } = useContentFormSave({
    content,
    prefix,
    form: { register, handleSubmit, reset, getValues, setValue },
    ids,
    uploads,
  });

  const options = useMemo(() => subCategoryOptions(choices.data ?? [], content?.subCategory ?? null), [choices.data, content]);
  return (
    <>
      <Form onSubmit={submit} aria-labelledby={headingId} aria-busy={submitting} noValidate>
        <ContentTextFields field={field} prefix={prefix} title={title} />
        <FormChooserField
          control={control}
          name="subCategoryId"
          id={ids('subCategoryId')}
          label={TEXTS.subCategory}
          options={options}
          status={choices.status}
          emptyHint={TEXTS.noSubCategoriesYet}
          onRetry={() => void choices.refetch()}
          error={outcome.fieldErrors.subCategoryId}
        />
        <ContentDisplayFields field={field} />
        <ContentMediaFields field={field} uploads={uploads} generation={generation} />
        <SubmitActions outcome={outcome} submitting={submitting} uploading={uploading} waitHintId={ids('waitForUpload')} />
      </Form>
      {conflict && content ? (
        <ConflictPanel
          // A new conflict (someone saved again) starts its choices afresh.
          key={conflict.revision}
          conflict={conflict}
          control={control}
          content={content}
          prefix={prefix}
          options={options}
          saving={submitting}
          onSave={(resolutions) => saveResolved(conflict, resolutions)}
        />
      ) : null}
    </>
  );
}

interface ConflictPanelProps {
  conflict: ContentConflict;
  control: Control<ContentFormValues>;
  content: EditableContent;
  prefix: string;
  options: readonly SelectOption[];
  saving: boolean;
  onSave: (resolutions: Record<string, ConflictResolution>) => void;
}

/**
 * The conflict view under the form, comparing what the form holds now with the saved revision. It
 * watches every field itself, so the form is not rendered again on each key typed while there is
 * no conflict to show.
 */
function ConflictPanel({ conflict, control, content, prefix, options, saving, onSave }: ConflictPanelProps) {
  const values = useWatch({ control }) as ContentFormValues;
  return (
    <SaveConflict
      author={conflict.author}
      savedAt={formatInstant(conflict.savedAt)}
      revision={conflict.revision}
      fields={conflictFields({
        conflict,
        values,
        loaded: contentFormValues(content),
        prefix,
        label: (name) => CONTENT_FIELD_LABELS[name],
        shown: (name, value) => (name === 'subCategoryId' ? (options.find((option) => option.value === value)?.label ?? value) : value),
      })}
      saving={saving}
      onSave={onSave}
    />
  );
}

/**
 * `/admin/content` (a new content item) and `/admin/content/{id}` (that item, loaded from
 * `GET /api/content/nocache/{id}`, to edit): every content field of the spec's entities with its
 * default, the parent sub-category chooser (asked again while its list is empty), and image, audio
 * and video pickers that upload with a progress bar and fill the paths.
 */
export function ContentFormScreen() {
  const { siteName } = useAppConfig();
  const contentId = useParams()[CONTENT_ID_PARAM];
  const heading = contentId ? TEXTS.editContent : TEXTS.insertContent;
  useDocumentTitle(pageTitle.withSite(heading, siteName));
  const ids = useFieldIds();
  const loaded = useContentForEdit(contentId);

  if (!contentId) {
    return (
      <AdminFormPage heading={heading} headingId={ids('heading')}>
        <ContentForm headingId={ids('heading')} />
      </AdminFormPage>
    );
  }
  if (!loaded.data) {
    return (
      <AdminFormPage heading={heading} headingId={ids('heading')}>
        {loaded.status === 'error' && isMissing(loaded.error) ? (
          <StatusMessage tone="error">{TEXTS.notFound}</StatusMessage>
        ) : (
          <LoadState
            status={loaded.status}
            errorMessage={TEXTS.loadFailed}
            onRetry={() => void loaded.refetch()}
            retrying={loaded.isFetching}
          />
        )}
      </AdminFormPage>
    );
  }
  return (
    <AdminFormPage heading={heading} headingId={ids('heading')} subtitle={loaded.data.titlePrimary}>
      <HistoryLink>
        <Link to={adminPaths.contentHistory(contentId)}>{ADMIN_TEXTS.revisions.history}</Link>
      </HistoryLink>
      <ContentForm key={contentId} headingId={ids('heading')} content={loaded.data} />
    </AdminFormPage>
  );
}
