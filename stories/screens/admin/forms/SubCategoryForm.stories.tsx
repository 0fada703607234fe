import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { categories } from '../../../../mocks/fixtures/categories';
import {
  adminMedia,
  MEDIA_REFUSED_MESSAGE,
  mediaUploads,
  resetAdminFormCalls,
  savedBodies,
  SUB_CATEGORY_FIELD_REASONS,
  subCategoryCreate,
  uploadedPath,
} from '../../../../mocks/handlers/admin-forms';
import { categoryAll } from '../../../../mocks/handlers/category';
import { apiPaths } from '../../../../src/model/api-paths';
import { DEFAULT_DISPLAY_FLAG, DEFAULT_SHOW_SECONDARY } from '../../../../src/model/constants';
import { MESSAGES, SITE_TEXTS } from '../../../../src/model/messages';
import { ADMIN_TEXTS } from '../../../../src/model/adminMessages';
import { adminPaths } from '../../../../src/model/paths';
import { SubCategoryFormScreen } from '../../../../src/screens/admin/forms/SubCategoryFormScreen';
import {
  choose,
  enter,
  expectFieldReason,
  expectSubmittingSendsOnce,
  findSaid,
  select,
  submitButton,
  textbox,
  theForm,
  withAdminPage,
} from './helpers';

const TEXTS = ADMIN_TEXTS.adminForms;
const IMAGE_UPLOAD_LABEL = ADMIN_TEXTS.fileUpload.choose(ADMIN_TEXTS.fileUpload.image);
const PARENT = categories[1]!;

/** A sub-category as an editor types it, under the second fixture category. */
const SAMPLE = {
  titlePrimary: 'सुबह की आरती',
  titleSecondary: 'Subah Ki Aarti',
  contentPrimary: 'प्रातःकाल की पूजा में गाई जाने वाली आरतियाँ।\nघर और मंदिर दोनों के लिए।',
  contentSecondary: 'Aartis for the morning worship,\nat home and in the temple.',
  displayFlag: 'R',
  showSecondary: 'Y',
  subCategoryImage: 'subah-aarti.jpg',
};

const TEXT_FIELDS = [
  [TEXTS.titlePrimary, 'titlePrimary'],
  [TEXTS.titleSecondary, 'titleSecondary'],
  [TEXTS.contentPrimary, 'contentPrimary'],
  [TEXTS.contentSecondary, 'contentSecondary'],
  [TEXTS.subCategoryImage, 'subCategoryImage'],
] as const;

/** The chooser's choices, once the categories have arrived. */
async function findChooser(canvasElement: HTMLElement) {
  const chooser = select(canvasElement, TEXTS.category);
  await waitFor(() => expect(within(chooser).getAllByRole('option')).toHaveLength(categories.length + 1));
  return chooser;
}

async function fill(canvasElement: HTMLElement, { withParent = true } = {}) {
  for (const [label, key] of TEXT_FIELDS) await enter(canvasElement, label, SAMPLE[key]);
  if (withParent) await userEvent.selectOptions(await findChooser(canvasElement), String(PARENT.categoryId));
  await choose(canvasElement, TEXTS.displayFlag, SAMPLE.displayFlag);
  await choose(canvasElement, TEXTS.showSecondary, SAMPLE.showSecondary);
}

async function fillAndSubmit(canvasElement: HTMLElement, options?: { withParent?: boolean }) {
  await fill(canvasElement, options);
  await userEvent.click(submitButton(canvasElement));
}

async function expectFilled(canvasElement: HTMLElement) {
  for (const [label, key] of TEXT_FIELDS) await expect(textbox(canvasElement, label)).toHaveValue(SAMPLE[key]);
  await expect(select(canvasElement, TEXTS.category)).toHaveValue(String(PARENT.categoryId));
}

async function expectBlank(canvasElement: HTMLElement) {
  for (const [label] of TEXT_FIELDS) await expect(textbox(canvasElement, label)).toHaveValue('');
  await expect(select(canvasElement, TEXTS.category)).toHaveValue('');
  await expect(select(canvasElement, TEXTS.displayFlag)).toHaveValue(DEFAULT_DISPLAY_FLAG);
  await expect(select(canvasElement, TEXTS.showSecondary)).toHaveValue(DEFAULT_SHOW_SECONDARY);
}

/** A picture chosen in the image's file picker. */
const picture = () => new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4])], 'ganesh-vandana.jpg', { type: 'image/jpeg' });

/**
 * `/admin/insert/subcategory`: create-only, the parent chosen from the categories (starting at
 * 'Select an option'), displayFlag Y and showSecondary N at first. Every story starts with nothing sent.
 */
const meta = {
  title: 'Screens/Admin/Sub Category Form',
  component: SubCategoryFormScreen,
  decorators: [withAdminPage],
  beforeEach: () => resetAdminFormCalls(),
  parameters: {
    route: { initialEntries: [adminPaths.insertSubCategory] },
    msw: {
      handlers: { categoryAll: categoryAll.success, subcategoryCreate: subCategoryCreate.success, adminMedia: adminMedia.success },
    },
  },
} satisfies Meta<typeof SubCategoryFormScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Blank, with the defaults; the chooser starts at 'Select an option', then every category. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await expect(theForm(canvasElement)).toHaveAccessibleName(TEXTS.insertSubCategory);
    await expectBlank(canvasElement);
    const options = within(await findChooser(canvasElement)).getAllByRole('option');
    await expect(options.map((option) => option.textContent)).toEqual([MESSAGES.selectAnOption, ...categories.map((c) => c.titlePrimary)]);
    await expect(options[1]).toHaveAttribute('lang', 'hi');
    await expect(textbox(canvasElement, TEXTS.contentPrimary).tagName).toBe('TEXTAREA');
  },
};

/** Filled in, not yet sent. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    await fill(canvasElement);
    await expectFilled(canvasElement);
    await expect(savedBodies.to(apiPaths.subCategoryCreate)).toHaveLength(0);
  },
};

/** Sent, the answer not yet in: busy, and a second click sends nothing more. */
export const Submitting: Story = {
  parameters: { msw: { handlers: { subcategoryCreate: subCategoryCreate.submitting } } },
  play: async ({ canvasElement }) => {
    await fillAndSubmit(canvasElement);
    await expectSubmittingSendsOnce(canvasElement, apiPaths.subCategoryCreate);
  },
};

/** Added: the body carries the fields and `category: { categoryId }`; the form is blank again. */
export const Success: Story = {
  play: async ({ canvasElement }) => {
    await fillAndSubmit(canvasElement);
    await findSaid(canvasElement, 'status', MESSAGES.subCategoryAdded);
    await expect(savedBodies.to(apiPaths.subCategoryCreate)).toEqual([
      {
        titlePrimary: SAMPLE.titlePrimary,
        titleSecondary: SAMPLE.titleSecondary,
        contentPrimary: SAMPLE.contentPrimary,
        contentSecondary: SAMPLE.contentSecondary,
        displayFlag: SAMPLE.displayFlag,
        showSecondary: SAMPLE.showSecondary,
        subCategoryImage: SAMPLE.subCategoryImage,
        category: { categoryId: PARENT.categoryId },
      },
    ]);
    await expectBlank(canvasElement);
  },
};

/** 'Select an option' may be sent (the spec's validation rules): the body's category is null; the defaults go as they are. */
export const SuccessWithoutCategory: Story = {
  play: async ({ canvasElement }) => {
    await findChooser(canvasElement);
    await enter(canvasElement, TEXTS.titlePrimary, SAMPLE.titlePrimary);
    await userEvent.click(submitButton(canvasElement));
    await findSaid(canvasElement, 'status', MESSAGES.subCategoryAdded);
    await expect(savedBodies.last(apiPaths.subCategoryCreate)).toEqual({
      titlePrimary: SAMPLE.titlePrimary,
      titleSecondary: '',
      contentPrimary: '',
      contentSecondary: '',
      displayFlag: DEFAULT_DISPLAY_FLAG,
      showSecondary: DEFAULT_SHOW_SECONDARY,
      subCategoryImage: null,
      category: null,
    });
  },
};

/** A picture uploaded from the image's picker fills the file name, which is sent with the form. */
export const ImageUploaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(canvas.getByLabelText(IMAGE_UPLOAD_LABEL), picture());
    await findSaid(canvasElement, 'status', ADMIN_TEXTS.fileUpload.done(picture().name));
    const [received] = mediaUploads.all();
    await expect(received).toMatchObject({ kind: 'subCategoryImage', size: picture().size });
    const fileName = uploadedPath('subCategoryImage', received!.fileName);
    await expect(textbox(canvasElement, TEXTS.subCategoryImage)).toHaveValue(fileName);

    await userEvent.click(submitButton(canvasElement));
    await findSaid(canvasElement, 'status', MESSAGES.subCategoryAdded);
    await expect(savedBodies.last(apiPaths.subCategoryCreate)).toMatchObject({ subCategoryImage: fileName });
    // Cleared with the form.
    await expect(textbox(canvasElement, TEXTS.subCategoryImage)).toHaveValue('');
    await expect(canvas.queryByText(ADMIN_TEXTS.fileUpload.done(picture().name))).not.toBeInTheDocument();
  },
};

/** The server refuses the file: the picker says why; the file name box keeps what it had. */
export const ImageRefused: Story = {
  parameters: { msw: { handlers: { adminMedia: adminMedia.rejected } } },
  play: async ({ canvasElement }) => {
    await enter(canvasElement, TEXTS.subCategoryImage, SAMPLE.subCategoryImage);
    await userEvent.upload(within(canvasElement).getByLabelText(IMAGE_UPLOAD_LABEL), picture());
    await findSaid(canvasElement, 'alert', ADMIN_TEXTS.fileUpload.failed(picture().name, MEDIA_REFUSED_MESSAGE));
    await expect(textbox(canvasElement, TEXTS.subCategoryImage)).toHaveValue(SAMPLE.subCategoryImage);
  },
};

/** Refused (400): 'Please check fields'; the chooser and the title say their reasons. */
export const FieldErrors: Story = {
  parameters: { msw: { handlers: { subcategoryCreate: subCategoryCreate.fieldErrors } } },
  play: async ({ canvasElement }) => {
    await fillAndSubmit(canvasElement);
    const alert = await findSaid(canvasElement, 'alert', MESSAGES.checkFields);
    await waitFor(() => expect(alert).toHaveFocus());
    await expectFieldReason(textbox(canvasElement, TEXTS.titlePrimary), SUB_CATEGORY_FIELD_REASONS.titlePrimary);
    await expectFieldReason(select(canvasElement, TEXTS.category), SUB_CATEGORY_FIELD_REASONS['category.categoryId']);
    await expect(alert).toHaveTextContent(TEXTS.fieldReason(TEXTS.category, SUB_CATEGORY_FIELD_REASONS['category.categoryId']));
    await expectFilled(canvasElement);
  },
};

/** No answer at all: 'Something went wrong'; what was typed stays. */
export const NetworkFailure: Story = {
  parameters: { msw: { handlers: { subcategoryCreate: subCategoryCreate.networkError } } },
  play: async ({ canvasElement }) => {
    await fillAndSubmit(canvasElement);
    await findSaid(canvasElement, 'alert', MESSAGES.somethingWentWrong);
    await expectFilled(canvasElement);
  },
};

/** No category yet: the chooser has only 'Select an option', and says why. */
export const NoCategories: Story = {
  parameters: { msw: { handlers: { categoryAll: categoryAll.empty } } },
  play: async ({ canvasElement }) => {
    const chooser = select(canvasElement, TEXTS.category);
    await waitFor(() => expect(chooser).toHaveAccessibleDescription(TEXTS.noCategoriesYet));
    await expect(within(chooser).getAllByRole('option')).toHaveLength(1);
  },
};

/** The categories could not be loaded: the chooser says so, and 'Try again' asks again. */
export const CategoriesFailed: Story = {
  parameters: { msw: { handlers: { categoryAll: categoryAll.error } } },
  play: async ({ canvasElement }) => {
    const chooser = select(canvasElement, TEXTS.category);
    await waitFor(() => expect(chooser).toHaveAccessibleDescription(expect.stringContaining(TEXTS.choicesFailed)), {
      timeout: 5_000,
    });
    await expect(within(canvasElement).getByRole('button', { name: SITE_TEXTS.tryAgain })).toBeVisible();
  },
};
