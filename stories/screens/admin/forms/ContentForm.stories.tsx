import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { dottedTitleHymn, MISSING_CONTENT_ID, SAMPLE_EXTERNAL_VIDEO_ID } from '../../../../mocks/fixtures/content';
import { SAVED_MEANWHILE } from '../../../../mocks/fixtures/revisions';
import { subCategories } from '../../../../mocks/fixtures/subcategories';
import {
  adminMedia,
  CONTENT_FIELD_REASONS,
  contentForEdit,
  contentForEditLoads,
  contentSave,
  MEDIA_REFUSED_MESSAGE,
  mediaUploads,
  resetAdminFormCalls,
  savedBodies,
  subCategoriesEmptyOnce,
  uploadedPath,
} from '../../../../mocks/handlers/admin-forms';
import { apiPaths } from '../../../../src/model/api-paths';
import { DEFAULT_APP_CONFIG } from '../../../../src/model/config';
import {
  CHOOSER_EMPTY_REFETCH_MS,
  DEFAULT_BOOK_PG_NO,
  DEFAULT_DISPLAY_FLAG,
  DEFAULT_DISPLAY_ORDER,
  DEFAULT_SHOW_SECONDARY,
} from '../../../../src/model/constants';
import { MESSAGES, pageTitle, SITE_TEXTS } from '../../../../src/model/messages';
import { ADMIN_TEXTS } from '../../../../src/model/adminMessages';
import { adminPaths } from '../../../../src/model/paths';
import { REVISION_TEXTS } from '../../../../src/model/revisions';
import { displayTitle } from '../../../../src/model/title';
import { CONTENT_ID_PARAM, ContentFormScreen } from '../../../../src/screens/admin/forms/ContentFormScreen';
import {
  choose,
  enter,
  expectFieldReason,
  expectSubmittingSendsOnce,
  findSaid,
  select,
  settle,
  submitButton,
  textbox,
  theForm,
  withAdminPage,
} from './helpers';

const TEXTS = ADMIN_TEXTS.adminForms;
const UPLOAD = ADMIN_TEXTS.fileUpload;
const REVISIONS = ADMIN_TEXTS.revisions;
/** `/admin/content/:id`, the edit route. */
const EDIT_ROUTE = `${adminPaths.contentNew}/:${CONTENT_ID_PARAM}`;
const PARENT = subCategories[1]!;

/** The edited title in the box after the last dot; the whole name it will be saved as follows what is typed. */
const NEW_TITLE = 'पायो जी मैंने नाम रतन धन पायो';
const prefixOf = (titlePrimary: string) => titlePrimary.slice(0, titlePrimary.lastIndexOf('.'));
/** The title box's description in edit mode. */
const savedAs = (name: string) => `${TEXTS.savedAs} ${name}`;

/** New content as an editor types it: a dotted title, verses with a blank line between them. */
const SAMPLE = {
  titlePrimary: 'राम.भजन.रघुपति राघव राजा राम',
  titleSecondary: 'Raghupati Raghav Raja Ram',
  contentPrimary: 'रघुपति राघव राजा राम\nपतित पावन सीता राम\n\nसीता राम सीता राम\nभज प्यारे तू सीता राम',
  contentSecondary: 'Raghupati Raghav Raja Ram\nPatit Pavan Sita Ram',
  displayFlag: 'R',
  showSecondary: 'Y',
  displayOrder: '3',
  bookPgNo: '45',
  imagePath: '/static/subcategoryimg/ram.jpg',
  audioPath: '/media/audio/raghupati.mp3',
  videoPath: SAMPLE_EXTERNAL_VIDEO_ID,
};

const TEXT_FIELDS = [
  [TEXTS.titlePrimary, 'titlePrimary'],
  [TEXTS.titleSecondary, 'titleSecondary'],
  [TEXTS.contentPrimary, 'contentPrimary'],
  [TEXTS.contentSecondary, 'contentSecondary'],
  [TEXTS.displayOrder, 'displayOrder'],
  [TEXTS.bookPgNo, 'bookPgNo'],
  [TEXTS.imagePath, 'imagePath'],
  [TEXTS.audioPath, 'audioPath'],
  [TEXTS.videoPath, 'videoPath'],
] as const;

/** The chooser, once the sub-categories have arrived. */
async function findChooser(canvasElement: HTMLElement, timeout = 5_000) {
  const chooser = await within(canvasElement).findByRole('combobox', { name: TEXTS.subCategory }, { timeout });
  await waitFor(() => expect(within(chooser).getAllByRole('option')).toHaveLength(subCategories.length + 1), { timeout });
  return chooser;
}

async function fill(canvasElement: HTMLElement, values: Partial<typeof SAMPLE> = {}) {
  const sample = { ...SAMPLE, ...values };
  for (const [label, key] of TEXT_FIELDS) await enter(canvasElement, label, sample[key]);
  await userEvent.selectOptions(await findChooser(canvasElement), String(PARENT.subCategoryId));
  await choose(canvasElement, TEXTS.displayFlag, sample.displayFlag);
  await choose(canvasElement, TEXTS.showSecondary, sample.showSecondary);
}

async function fillAndSubmit(canvasElement: HTMLElement, values?: Partial<typeof SAMPLE>) {
  await fill(canvasElement, values);
  await userEvent.click(submitButton(canvasElement));
}

async function expectFilled(canvasElement: HTMLElement) {
  for (const [label, key] of TEXT_FIELDS) await expect(textbox(canvasElement, label)).toHaveValue(SAMPLE[key]);
  await expect(select(canvasElement, TEXTS.subCategory)).toHaveValue(String(PARENT.subCategoryId));
}

/** The spec's defaults (entities and constants). */
async function expectBlank(canvasElement: HTMLElement) {
  for (const [label, key] of TEXT_FIELDS) {
    const expected = key === 'displayOrder' ? String(DEFAULT_DISPLAY_ORDER) : key === 'bookPgNo' ? String(DEFAULT_BOOK_PG_NO) : '';
    await expect(textbox(canvasElement, label)).toHaveValue(expected);
  }
  await expect(select(canvasElement, TEXTS.subCategory)).toHaveValue('');
  await expect(select(canvasElement, TEXTS.displayFlag)).toHaveValue(DEFAULT_DISPLAY_FLAG);
  await expect(select(canvasElement, TEXTS.showSecondary)).toHaveValue(DEFAULT_SHOW_SECONDARY);
}

const audioFile = () => new File([new Uint8Array(2048).fill(7)], 'raghupati.mp3', { type: 'audio/mpeg' });
const imageFile = () => new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 9, 9])], 'ram-darbar.jpg', { type: 'image/jpeg' });
const videoFile = () => new File([new Uint8Array(4096).fill(3)], 'raghupati.mp4', { type: 'video/mp4' });

/**
 * `/admin/content` (new content) and `/admin/content/{id}` (edit). Every story starts with nothing
 * sent, uploaded or saved.
 */
const meta = {
  title: 'Screens/Admin/Content Form',
  component: ContentFormScreen,
  decorators: [withAdminPage],
  beforeEach: () => resetAdminFormCalls(),
  parameters: {
    route: { initialEntries: [adminPaths.contentNew] },
    msw: {
      handlers: { contentSave: contentSave.success, contentForEdit: contentForEdit.success, adminMedia: adminMedia.success },
    },
  },
} satisfies Meta<typeof ContentFormScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Editing `contentId`. */
const editing = (contentId: number | string) => ({ route: { path: EDIT_ROUTE, initialEntries: [adminPaths.contentEdit(contentId)] } });

/** New content: the defaults (Y, N, 0, 0), the chooser at 'Select an option' then every sub-category. */
export const CreateEmpty: Story = {
  play: async ({ canvasElement }) => {
    await expect(theForm(canvasElement)).toHaveAccessibleName(TEXTS.insertContent);
    await expectBlank(canvasElement);
    const options = within(await findChooser(canvasElement)).getAllByRole('option');
    await expect(options.map((option) => option.textContent)).toEqual([
      MESSAGES.selectAnOption,
      ...subCategories.map((s) => s.titlePrimary),
    ]);
    for (const label of [UPLOAD.choose(UPLOAD.image), UPLOAD.choose(UPLOAD.audio), UPLOAD.choose(UPLOAD.video)]) {
      await expect(within(canvasElement).getByLabelText(label)).toHaveAttribute('type', 'file');
    }
    await waitFor(() => expect(document.title).toBe(pageTitle.withSite(TEXTS.insertContent, DEFAULT_APP_CONFIG.siteName)));
  },
};

/** Filled in, not yet sent. */
export const CreateFilled: Story = {
  play: async ({ canvasElement }) => {
    await fill(canvasElement);
    await expectFilled(canvasElement);
    await expect(savedBodies.to(apiPaths.contentSave)).toHaveLength(0);
  },
};

/** Sent, the answer not yet in: busy, and a second click sends nothing more. */
export const CreateSubmitting: Story = {
  parameters: { msw: { handlers: { contentSave: contentSave.submitting } } },
  play: async ({ canvasElement }) => {
    await fillAndSubmit(canvasElement);
    await expectSubmittingSendsOnce(canvasElement, apiPaths.contentSave);
  },
};

/**
 * Saved: every field, the parent as `subCategory: { subCategoryId }`, the numbers as numbers, no
 * contentId; the success text, and the form blank again.
 */
export const CreateSuccess: Story = {
  play: async ({ canvasElement }) => {
    await fillAndSubmit(canvasElement);
    await findSaid(canvasElement, 'status', MESSAGES.contentSaved);
    const body = savedBodies.last(apiPaths.contentSave);
    await expect(body).toEqual({
      titlePrimary: SAMPLE.titlePrimary,
      titleSecondary: SAMPLE.titleSecondary,
      contentPrimary: SAMPLE.contentPrimary,
      contentSecondary: SAMPLE.contentSecondary,
      displayFlag: SAMPLE.displayFlag,
      showSecondary: SAMPLE.showSecondary,
      imagePath: SAMPLE.imagePath,
      audioPath: SAMPLE.audioPath,
      videoPath: SAMPLE.videoPath,
      subCategory: { subCategoryId: PARENT.subCategoryId },
      displayOrder: Number(SAMPLE.displayOrder),
      bookPgNo: Number(SAMPLE.bookPgNo),
    });
    await expect(body).not.toHaveProperty('contentId');
    await expectBlank(canvasElement);
  },
};

/**
 * Image, audio and video uploaded from their pickers: each fills its path with the stored one,
 * and the form sends them.
 */
export const CreateWithUploads: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const files = [
      ['image', UPLOAD.image, TEXTS.imagePath, imageFile()],
      ['audio', UPLOAD.audio, TEXTS.audioPath, audioFile()],
      ['video', UPLOAD.video, TEXTS.videoPath, videoFile()],
    ] as const;
    for (const [kind, what, pathLabel, file] of files) {
      await userEvent.upload(canvas.getByLabelText(UPLOAD.choose(what)), file);
      await findSaid(canvasElement, 'status', UPLOAD.done(file.name));
      const received = mediaUploads.all().at(-1)!;
      await expect(received).toMatchObject({ kind, size: file.size });
      await expect(textbox(canvasElement, pathLabel)).toHaveValue(uploadedPath(kind, received.fileName));
    }
    await expect(canvas.queryByRole('progressbar')).not.toBeInTheDocument();

    await enter(canvasElement, TEXTS.titlePrimary, SAMPLE.titlePrimary);
    await userEvent.click(submitButton(canvasElement));
    await findSaid(canvasElement, 'status', MESSAGES.contentSaved);
    const [image, audio, video] = mediaUploads.all();
    await expect(savedBodies.last(apiPaths.contentSave)).toMatchObject({
      imagePath: uploadedPath('image', image!.fileName),
      audioPath: uploadedPath('audio', audio!.fileName),
      videoPath: uploadedPath('video', video!.fileName),
    });
  },
};

/**
 * An upload under way: its progress bar, and the form waits for it (Submit Form says why and sends
 * nothing); cancelled, the bar goes and the form can be sent again.
 */
export const UploadInProgress: Story = {
  parameters: { msw: { handlers: { adminMedia: adminMedia.uploading } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(canvas.getByLabelText(UPLOAD.choose(UPLOAD.audio)), audioFile());
    const bar = await canvas.findByRole('progressbar', { name: UPLOAD.progress(audioFile().name) });
    await expect(bar).toHaveAttribute('max', '100');
    await findSaid(canvasElement, 'status', UPLOAD.uploading(audioFile().name));
    await expect(submitButton(canvasElement)).toHaveAttribute('aria-disabled', 'true');
    await expect(submitButton(canvasElement)).toHaveAccessibleDescription(TEXTS.waitForUpload);
    await userEvent.click(submitButton(canvasElement));
    await settle();
    await expect(savedBodies.to(apiPaths.contentSave)).toHaveLength(0);

    await userEvent.click(canvas.getByRole('button', { name: UPLOAD.cancel }));
    await findSaid(canvasElement, 'status', UPLOAD.cancelled);
    await expect(canvas.queryByRole('progressbar')).not.toBeInTheDocument();
    await expect(textbox(canvasElement, TEXTS.audioPath)).toHaveValue('');
    await expect(submitButton(canvasElement)).toHaveAttribute('aria-disabled', 'false');
  },
};

/** The server refuses the file: the picker says why at once; the path keeps what it had. */
export const UploadRefused: Story = {
  parameters: { msw: { handlers: { adminMedia: adminMedia.rejected } } },
  play: async ({ canvasElement }) => {
    await enter(canvasElement, TEXTS.audioPath, SAMPLE.audioPath);
    await userEvent.upload(within(canvasElement).getByLabelText(UPLOAD.choose(UPLOAD.audio)), audioFile());
    await findSaid(canvasElement, 'alert', UPLOAD.failed(audioFile().name, MEDIA_REFUSED_MESSAGE));
    await expect(textbox(canvasElement, TEXTS.audioPath)).toHaveValue(SAMPLE.audioPath);
  },
};

/** The upload gets no answer: the picker says it failed, without a reason from the server. */
export const UploadNetworkFailure: Story = {
  parameters: { msw: { handlers: { adminMedia: adminMedia.networkError } } },
  play: async ({ canvasElement }) => {
    await userEvent.upload(within(canvasElement).getByLabelText(UPLOAD.choose(UPLOAD.video)), videoFile());
    await findSaid(canvasElement, 'alert', UPLOAD.failed(videoFile().name, UPLOAD.failedReason));
    await expect(textbox(canvasElement, TEXTS.videoPath)).toHaveValue('');
  },
};

/**
 * Refused (400): nothing was checked before sending (a display order that is no number goes as
 * typed); 'Please check fields' lists each reason, those of the form's fields next to them too.
 */
export const CreateFieldErrors: Story = {
  parameters: { msw: { handlers: { contentSave: contentSave.fieldErrors } } },
  play: async ({ canvasElement }) => {
    await fillAndSubmit(canvasElement, { displayOrder: 'third' });
    const alert = await findSaid(canvasElement, 'alert', MESSAGES.checkFields);
    await expect(savedBodies.last(apiPaths.contentSave)).toMatchObject({ displayOrder: 'third', bookPgNo: Number(SAMPLE.bookPgNo) });
    await waitFor(() => expect(alert).toHaveFocus());
    await expectFieldReason(textbox(canvasElement, TEXTS.displayOrder), CONTENT_FIELD_REASONS.displayOrder);
    await expectFieldReason(textbox(canvasElement, TEXTS.videoPath), CONTENT_FIELD_REASONS.videoPath);
    await expectFieldReason(select(canvasElement, TEXTS.subCategory), CONTENT_FIELD_REASONS['subCategory.subCategoryId']);
    // A reason for a field the form does not have is listed, not linked.
    const other = within(alert).getByText(TEXTS.fieldReason('subCategoryImage', CONTENT_FIELD_REASONS.subCategoryImage));
    await expect(other.closest('a')).toBeNull();
    await userEvent.click(within(alert).getByRole('link', { name: TEXTS.fieldReason(TEXTS.videoPath, CONTENT_FIELD_REASONS.videoPath) }));
    await expect(textbox(canvasElement, TEXTS.videoPath)).toHaveFocus();
    await expect(textbox(canvasElement, TEXTS.titlePrimary)).toHaveValue(SAMPLE.titlePrimary);
  },
};

/** No answer at all: 'Something went wrong'; what was typed stays. */
export const CreateNetworkFailure: Story = {
  parameters: { msw: { handlers: { contentSave: contentSave.networkError } } },
  play: async ({ canvasElement }) => {
    await fillAndSubmit(canvasElement);
    await findSaid(canvasElement, 'alert', MESSAGES.somethingWentWrong);
    await expectFilled(canvasElement);
  },
};

/**
 * The chooser's list is empty at first (the spec's calls: 'retried while the list is empty'): it says
 * so and is asked again until the sub-categories come.
 */
export const ChooserRetriedWhileEmpty: Story = {
  parameters: {
    // Not pictured: ends on the form that CreateEmpty pictures.
    visual: false,
    msw: { handlers: { subcategoryAll: subCategoriesEmptyOnce.handler } },
  },
  play: async ({ canvasElement }) => {
    const chooser = select(canvasElement, TEXTS.subCategory);
    await waitFor(() => expect(chooser).toHaveAccessibleDescription(TEXTS.noSubCategoriesYet), { timeout: 5_000 });
    await expect(within(chooser).getAllByRole('option')).toHaveLength(1);
    await findChooser(canvasElement, CHOOSER_EMPTY_REFETCH_MS + 5_000);
    await expect(subCategoriesEmptyOnce.calls()).toBe(2);
    await expect(chooser).not.toHaveAccessibleDescription(TEXTS.noSubCategoriesYet);
  },
};

/**
 * Editing: the content as the server has it; the title box holds only the part after the last dot,
 * and says the whole name it will be saved as.
 */
export const EditLoaded: Story = {
  parameters: editing(dottedTitleHymn.contentId),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = await canvas.findByRole('form', { name: TEXTS.editContent }, { timeout: 5_000 });
    const title = within(form).getByRole('textbox', { name: TEXTS.titlePrimary });
    await expect(title).toHaveValue(displayTitle(dottedTitleHymn.titlePrimary));
    await expect(title).toHaveAccessibleDescription(savedAs(dottedTitleHymn.titlePrimary));
    await expect(textbox(canvasElement, TEXTS.titleSecondary)).toHaveValue(dottedTitleHymn.titleSecondary);
    await expect(textbox(canvasElement, TEXTS.contentPrimary)).toHaveValue(dottedTitleHymn.contentPrimary);
    await expect(textbox(canvasElement, TEXTS.displayOrder)).toHaveValue(String(dottedTitleHymn.displayOrder));
    await expect(await findChooser(canvasElement)).toHaveValue(String(dottedTitleHymn.subCategory!.subCategoryId));
    await expect(canvas.getByText(dottedTitleHymn.titlePrimary, { selector: 'p' })).toHaveAttribute('lang', 'hi');
    await waitFor(() => expect(document.title).toBe(pageTitle.withSite(TEXTS.editContent, DEFAULT_APP_CONFIG.siteName)));
  },
};

/**
 * An edit saved: the body has the contentId and the title with its dotted prefix put back; the
 * success text is said, the form is not cleared, and the content is loaded again to show what was saved.
 */
export const EditSaved: Story = {
  parameters: editing(dottedTitleHymn.contentId),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('form', { name: TEXTS.editContent }, { timeout: 5_000 });
    await findChooser(canvasElement);
    const savedName = `${prefixOf(dottedTitleHymn.titlePrimary)}.${NEW_TITLE}`;
    await enter(canvasElement, TEXTS.titlePrimary, NEW_TITLE);
    await expect(textbox(canvasElement, TEXTS.titlePrimary)).toHaveAccessibleDescription(savedAs(savedName));
    await choose(canvasElement, TEXTS.displayFlag, 'R');
    await expect(contentForEditLoads()).toBe(1);

    await userEvent.click(submitButton(canvasElement));
    await findSaid(canvasElement, 'status', MESSAGES.contentSaved);
    await expect(savedBodies.last(apiPaths.contentSave)).toEqual({
      contentId: dottedTitleHymn.contentId,
      // The revision the form started from: a save from an older one would be refused.
      revision: 1,
      titlePrimary: savedName,
      titleSecondary: dottedTitleHymn.titleSecondary,
      contentPrimary: dottedTitleHymn.contentPrimary,
      contentSecondary: '',
      displayFlag: 'R',
      showSecondary: dottedTitleHymn.showSecondary,
      imagePath: null,
      audioPath: null,
      videoPath: null,
      subCategory: { subCategoryId: dottedTitleHymn.subCategory!.subCategoryId },
      displayOrder: dottedTitleHymn.displayOrder,
      bookPgNo: dottedTitleHymn.bookPgNo,
    });
    // Loaded again: the form shows what the server stored, the message stays.
    await waitFor(() => expect(contentForEditLoads()).toBe(2));
    await waitFor(() => expect(canvas.getByText(savedName, { selector: 'p' })).toBeInTheDocument());
    await expect(textbox(canvasElement, TEXTS.titlePrimary)).toHaveValue(NEW_TITLE);
    await expect(select(canvasElement, TEXTS.displayFlag)).toHaveValue('R');
    await findSaid(canvasElement, 'status', MESSAGES.contentSaved);
  },
};

/** Editing: refused. The reasons show next to the fields; nothing is reloaded or cleared. */
export const EditFieldErrors: Story = {
  parameters: { ...editing(dottedTitleHymn.contentId), msw: { handlers: { contentSave: contentSave.fieldErrors } } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('form', { name: TEXTS.editContent }, { timeout: 5_000 });
    await enter(canvasElement, TEXTS.displayOrder, 'first');
    await userEvent.click(submitButton(canvasElement));
    await findSaid(canvasElement, 'alert', MESSAGES.checkFields);
    await expectFieldReason(textbox(canvasElement, TEXTS.displayOrder), CONTENT_FIELD_REASONS.displayOrder);
    await expect(textbox(canvasElement, TEXTS.displayOrder)).toHaveValue('first');
    await expect(contentForEditLoads()).toBe(1);
  },
};

/** Editing: the content is on its way. */
export const EditLoading: Story = {
  parameters: { ...editing(dottedTitleHymn.contentId), msw: { handlers: { contentForEdit: contentForEdit.loading } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent(MESSAGES.loading);
    await expect(within(canvasElement).queryByRole('form')).not.toBeInTheDocument();
  },
};

/** Editing an id the server does not know. */
export const EditNotFound: Story = {
  parameters: { ...editing(MISSING_CONTENT_ID), msw: { handlers: { contentForEdit: contentForEdit.notFound } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert', {}, { timeout: 5_000 })).toHaveTextContent(TEXTS.notFound);
    await expect(within(canvasElement).queryByRole('form')).not.toBeInTheDocument();
  },
};

/** Editing: the content could not be loaded; 'Try again' asks again. */
export const EditLoadFails: Story = {
  parameters: { ...editing(dottedTitleHymn.contentId), msw: { handlers: { contentForEdit: contentForEdit.error } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert', {}, { timeout: 5_000 })).toHaveTextContent(TEXTS.loadFailed);
    await userEvent.click(within(canvasElement).getByRole('button', { name: SITE_TEXTS.tryAgain }));
    await waitFor(() => expect(contentForEditLoads()).toBe(2));
  },
};

/**
 * Another editor saved the hymn after the form opened it (a line added to the lyrics, a fuller
 * English title): the save is refused and nothing is lost. The conflict view shows both fields, the
 * editor keeps their own English title and takes the other's lyrics, and the save that follows
 * (from the other's revision) keeps both changes.
 */
export const SavedMeanwhile: Story = {
  parameters: {
    ...editing(dottedTitleHymn.contentId),
    msw: { handlers: { contentSave: contentSave.savedMeanwhile } },
    visual: false,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('form', { name: TEXTS.editContent }, { timeout: 5_000 });
    await findChooser(canvasElement);
    const mine = 'Payo Ji Maine Ram Ratan Dhan Payo - Meerabai';
    await enter(canvasElement, TEXTS.titleSecondary, mine);
    await userEvent.click(submitButton(canvasElement));

    await findSaid(canvasElement, 'alert', REVISION_TEXTS.conflict);
    const panel = await canvas.findByRole('form', { name: REVISIONS.conflictHeading });
    await waitFor(() => expect(within(panel).getByRole('heading', { name: REVISIONS.conflictHeading })).toHaveFocus());
    await expect(within(panel).getByRole('radiogroup', { name: REVISIONS.choiceGroup(TEXTS.titleSecondary) })).toBeInTheDocument();
    await expect(within(panel).getByRole('radiogroup', { name: REVISIONS.choiceGroup(TEXTS.contentPrimary) })).toBeInTheDocument();

    await userEvent.click(within(panel).getByRole('button', { name: REVISIONS.saveChoices }));
    await findSaid(canvasElement, 'status', MESSAGES.contentSaved);
    await expect(savedBodies.last(apiPaths.contentSave)).toMatchObject({
      revision: SAVED_MEANWHILE.revision,
      titleSecondary: mine,
      contentPrimary: SAVED_MEANWHILE.current.contentPrimary,
      titlePrimary: dottedTitleHymn.titlePrimary,
    });
    await waitFor(() => expect(canvas.queryByRole('form', { name: REVISIONS.conflictHeading })).not.toBeInTheDocument());
    await expect(textbox(canvasElement, TEXTS.contentPrimary)).toHaveValue(SAVED_MEANWHILE.current.contentPrimary);
  },
};
