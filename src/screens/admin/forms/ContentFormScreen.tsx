import { useCallback, useEffect, useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useParams } from 'react-router';
import { isMissing } from '../../../api/client';
import { useContentForEdit, useSaveContent } from '../../../api/content';
import { useMediaUpload } from '../../../api/media';
import { useSubCategoryChoices } from '../../../api/subcategory';
import { useAppConfig } from '../../../app/AppConfigContext';
import { useDocumentTitle } from '../../../app/useDocumentTitle';
import { FlagSelectField, FormMessage, SubmitButton, TextAreaField, TextField, type SelectOption } from '../../../components/FormField';
import { langOf } from '../../../components/LangText';
import { LoadState, StatusMessage } from '../../../components/StatusMessage';
import { mediaAccept } from '../../../model/admin';
import type { MediaKind } from '../../../model/constants';
import type { Content } from '../../../model/entities';
import { MESSAGES, pageTitle } from '../../../model/messages';
import { ADMIN_TEXTS } from '../../../model/adminMessages';
import {
  Actions,
  AdminFormPage,
  FormChooserField,
  Form,
  Group,
  Legend,
  MediaPathField,
  Row,
  useFieldIds,
  useGeneration,
  WaitHint,
} from './AdminFormParts';
import { CONTENT_FORM_DEFAULTS, contentFormValues, contentInput, titlePrefix, withTitlePrefix, type ContentFormValues } from './formValues';
import { useAdminFormSave } from './useAdminFormSave';

const TEXTS = ADMIN_TEXTS.adminForms;
const UPLOAD_TEXTS = ADMIN_TEXTS.fileUpload;

/** The route parameter of `/admin/content/{id}`: the content to edit. */
export const CONTENT_ID_PARAM = 'id';

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
  /** The content being edited; none for a new one. */
  content?: Content;
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
  const editing = content !== undefined;
  const { register, handleSubmit, reset, control, setValue } = useForm<ContentFormValues>({
    defaultValues: content ? contentFormValues(content) : CONTENT_FORM_DEFAULTS,
  });
  // The content loaded again after a save: the form shows it.
  useEffect(() => {
    if (content) reset(contentFormValues(content));
  }, [content, reset]);

  const choices = useSubCategoryChoices();
  const [generation, nextGeneration] = useGeneration();

  const fillPath = useCallback(
    (name: 'imagePath' | 'audioPath' | 'videoPath') => (path: string) => setValue(name, path, { shouldDirty: true }),
    [setValue],
  );
  const onImage = useMemo(() => fillPath('imagePath'), [fillPath]);
  const onAudio = useMemo(() => fillPath('audioPath'), [fillPath]);
  const onVideo = useMemo(() => fillPath('videoPath'), [fillPath]);
  const uploads = {
    imagePath: useMediaUpload('image', onImage),
    audioPath: useMediaUpload('audio', onAudio),
    videoPath: useMediaUpload('video', onVideo),
  };
  const uploading = Object.values(uploads).some((upload) => upload.status === 'uploading');

  const prefix = content ? titlePrefix(content.titlePrimary) : '';
  const title = useWatch({ control, name: 'titlePrimary' });

  const { outcome, field, submit, submitting } = useAdminFormSave({
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

  const options = useMemo(() => subCategoryOptions(choices.data ?? [], content?.subCategory ?? null), [choices.data, content]);

  const mediaField = (name: 'imagePath' | 'audioPath' | 'videoPath', kind: MediaKind, what: string) => (
    <MediaPathField
      key={`${name}-${generation}`}
      {...field(name)}
      uploadLabel={UPLOAD_TEXTS.choose(what)}
      accept={mediaAccept(kind)}
      upload={uploads[name]}
      hint={name === 'videoPath' ? TEXTS.videoPathHint : undefined}
    />
  );

  return (
    <Form onSubmit={submit} aria-labelledby={headingId} aria-busy={submitting} noValidate>
      <Row>
        <TextField
          {...field('titlePrimary')}
          lang="hi"
          hint={
            prefix ? (
              <>
                {TEXTS.savedAs} <span lang="hi">{withTitlePrefix(prefix, title)}</span>
              </>
            ) : undefined
          }
        />
        <TextField {...field('titleSecondary')} />
      </Row>
      <Row>
        <TextAreaField {...field('contentPrimary')} lang="hi" rows={12} />
        <TextAreaField {...field('contentSecondary')} rows={12} />
      </Row>
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
      <Row>
        <FlagSelectField {...field('displayFlag')} />
        <FlagSelectField {...field('showSecondary')} />
      </Row>
      <Row>
        <TextField {...field('displayOrder')} inputMode="numeric" />
        <TextField {...field('bookPgNo')} inputMode="numeric" />
      </Row>
      <Group>
        <Legend>{TEXTS.media}</Legend>
        {mediaField('imagePath', 'image', UPLOAD_TEXTS.image)}
        {mediaField('audioPath', 'audio', UPLOAD_TEXTS.audio)}
        {mediaField('videoPath', 'video', UPLOAD_TEXTS.video)}
      </Group>
      <Actions>
        <FormMessage status={outcome.status} message={outcome.message} reasons={outcome.reasons} />
        {uploading ? <WaitHint id={ids('waitForUpload')}>{TEXTS.waitForUpload}</WaitHint> : null}
        <SubmitButton busy={submitting || uploading} aria-describedby={uploading ? ids('waitForUpload') : undefined}>
          {MESSAGES.submitForm}
        </SubmitButton>
      </Actions>
    </Form>
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
      <ContentForm key={contentId} headingId={ids('heading')} content={loaded.data} />
    </AdminFormPage>
  );
}
