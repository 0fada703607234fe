import { FlagSelectField, TextAreaField, TextField } from '../../../components/FormField';
import { mediaAccept } from '../../../model/admin';
import type { MediaKind } from '../../../model/constants';
import { ADMIN_TEXTS } from '../../../model/adminMessages';
import { Group, Legend, MediaPathField, Row } from './AdminFormParts';
import { withTitlePrefix } from './formValues';
import type { ContentFieldProps } from './useContentFormSave';
import type { ContentMediaPath, ContentUploads } from './useContentMediaUploads';

/** The content form's groups of fields, so that ContentForm reads as the form's outline. */

const TEXTS = ADMIN_TEXTS.adminForms;
const UPLOAD_TEXTS = ADMIN_TEXTS.fileUpload;

/** The titles and texts, Hindi first; an edited title's box says what it will be saved as (its dotted prefix put back). */
export function ContentTextFields({ field, prefix, title }: { field: ContentFieldProps; prefix: string; title: string }) {
  return (
    <>
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
    </>
  );
}

/** How the content is shown: its two flags, then its place in the list and its page in the book. */
export function ContentDisplayFields({ field }: { field: ContentFieldProps }) {
  return (
    <>
      <Row>
        <FlagSelectField {...field('displayFlag')} />
        <FlagSelectField {...field('showSecondary')} />
      </Row>
      <Row>
        <TextField {...field('displayOrder')} inputMode="numeric" />
        <TextField {...field('bookPgNo')} inputMode="numeric" />
      </Row>
    </>
  );
}

interface ContentMediaFieldsProps {
  field: ContentFieldProps;
  uploads: ContentUploads;
  /** Bumped when the form is cleared: the file pickers start again empty. */
  generation: number;
}

/** The media fieldset: the image, audio and video paths, each with its upload. */
export function ContentMediaFields({ field, uploads, generation }: ContentMediaFieldsProps) {
  const mediaField = (name: ContentMediaPath, kind: MediaKind, what: string) => (
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
    <Group>
      <Legend>{TEXTS.media}</Legend>
      {mediaField('imagePath', 'image', UPLOAD_TEXTS.image)}
      {mediaField('audioPath', 'audio', UPLOAD_TEXTS.audio)}
      {mediaField('videoPath', 'video', UPLOAD_TEXTS.video)}
    </Group>
  );
}
