import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { resetAdminFormCalls, savedBodies, SERVER_FAILED_MESSAGE, SLOW_SAVE_MS } from '../../../../mocks/handlers/admin-forms';
import { CATEGORY_FIELD_REASONS, categoryAll, categoryCreate } from '../../../../mocks/handlers/category';
import { apiPaths } from '../../../../src/model/api-paths';
import { DEFAULT_APP_CONFIG } from '../../../../src/model/config';
import { FLAG_LABELS } from '../../../../src/model/constants';
import { MESSAGES, pageTitle } from '../../../../src/model/messages';
import { ADMIN_TEXTS } from '../../../../src/model/adminMessages';
import { adminPaths } from '../../../../src/model/paths';
import { CategoryFormScreen } from '../../../../src/screens/admin/forms/CategoryFormScreen';
import {
  choose,
  enter,
  expectFieldReason,
  expectNotSaid,
  expectSubmittingSendsOnce,
  findSaid,
  select,
  submitButton,
  textbox,
  theForm,
  withAdminPage,
} from './helpers';

const TEXTS = ADMIN_TEXTS.adminForms;

/** A category as an editor types it. */
const SAMPLE = {
  titlePrimary: 'भक्ति संगीत',
  titleSecondary: 'Bhakti Sangeet',
  contentPrimary: 'भजन, कीर्तन और आरती।\nसुबह और शाम की पूजा के लिए।',
  contentSecondary: 'Bhajans, kirtans and aartis,\nfor the morning and evening worship.',
  displayFlag: 'Y',
  showSecondary: 'N',
};

const TEXT_FIELDS = [
  [TEXTS.titlePrimary, 'titlePrimary'],
  [TEXTS.titleSecondary, 'titleSecondary'],
  [TEXTS.contentPrimary, 'contentPrimary'],
  [TEXTS.contentSecondary, 'contentSecondary'],
] as const;

async function fill(canvasElement: HTMLElement) {
  for (const [label, key] of TEXT_FIELDS) await enter(canvasElement, label, SAMPLE[key]);
  await choose(canvasElement, TEXTS.displayFlag, SAMPLE.displayFlag);
  await choose(canvasElement, TEXTS.showSecondary, SAMPLE.showSecondary);
}

async function fillAndSubmit(canvasElement: HTMLElement) {
  await fill(canvasElement);
  await userEvent.click(submitButton(canvasElement));
}

async function expectFilled(canvasElement: HTMLElement) {
  for (const [label, key] of TEXT_FIELDS) await expect(textbox(canvasElement, label)).toHaveValue(SAMPLE[key]);
  await expect(select(canvasElement, TEXTS.displayFlag)).toHaveValue(SAMPLE.displayFlag);
  await expect(select(canvasElement, TEXTS.showSecondary)).toHaveValue(SAMPLE.showSecondary);
}

async function expectEmpty(canvasElement: HTMLElement) {
  for (const [label] of TEXT_FIELDS) await expect(textbox(canvasElement, label)).toHaveValue('');
  await expect(select(canvasElement, TEXTS.displayFlag)).toHaveValue('');
  await expect(select(canvasElement, TEXTS.showSecondary)).toHaveValue('');
}

/**
 * `/admin/insert/category`: create-only, one 'Submit Form' button, every field empty at first (the
 * flags too). Every story starts with nothing sent.
 */
const meta = {
  title: 'Screens/Admin/Category Form',
  component: CategoryFormScreen,
  decorators: [withAdminPage],
  beforeEach: () => resetAdminFormCalls(),
  parameters: {
    route: { initialEntries: [adminPaths.insertCategory] },
    msw: { handlers: { categoryAll: categoryAll.success, categoryCreate: categoryCreate.success } },
  },
} satisfies Meta<typeof CategoryFormScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Blank: every box empty, both flags at the empty choice, which the flags offer besides Y, N and R. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await expect(theForm(canvasElement)).toHaveAccessibleName(TEXTS.insertCategory);
    await expectEmpty(canvasElement);
    const flagChoices = [...select(canvasElement, TEXTS.displayFlag).querySelectorAll('option')].map((option) => option.textContent);
    await expect(flagChoices).toEqual([
      MESSAGES.selectAnOption,
      TEXTS.flagOption('Y', FLAG_LABELS.Y),
      TEXTS.flagOption('N', FLAG_LABELS.N),
      TEXTS.flagOption('R', FLAG_LABELS.R),
    ]);
    await expect(textbox(canvasElement, TEXTS.titlePrimary)).toHaveAttribute('lang', 'hi');
    await expect(submitButton(canvasElement)).toHaveAttribute('aria-disabled', 'false');
    await waitFor(() => expect(document.title).toBe(pageTitle.withSite(TEXTS.insertCategory, DEFAULT_APP_CONFIG.siteName)));
  },
};

/** Filled in, not yet sent. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    await fill(canvasElement);
    await expectFilled(canvasElement);
    await expect(savedBodies.to(apiPaths.category)).toHaveLength(0);
  },
};

/** Sent, the answer not yet in: the form is busy and a second click sends nothing more. */
export const Submitting: Story = {
  parameters: { msw: { handlers: { categoryCreate: categoryCreate.submitting } } },
  play: async ({ canvasElement }) => {
    await fillAndSubmit(canvasElement);
    await expectSubmittingSendsOnce(canvasElement, apiPaths.category);
    await expectFilled(canvasElement);
  },
};

/** Added: the body is the fields as typed (no image), the success text is said, the form is empty again. */
export const Success: Story = {
  play: async ({ canvasElement }) => {
    await fillAndSubmit(canvasElement);
    await findSaid(canvasElement, 'status', MESSAGES.categoryAdded);
    await expect(savedBodies.to(apiPaths.category)).toEqual([{ ...SAMPLE, categoryImage: null }]);
    await expectEmpty(canvasElement);
    await expect(theForm(canvasElement)).toHaveAttribute('aria-busy', 'false');
  },
};

/** Nothing is checked before sending (the spec's validation rules): the empty form is sent as it is; the server decides. */
export const SubmitsEmpty: Story = {
  // Not pictured: proves what is sent: it ends on the form that Success pictures.
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    await userEvent.click(submitButton(canvasElement));
    await findSaid(canvasElement, 'status', MESSAGES.categoryAdded);
    await expect(savedBodies.last(apiPaths.category)).toEqual({
      titlePrimary: '',
      titleSecondary: '',
      contentPrimary: '',
      contentSecondary: '',
      displayFlag: '',
      showSecondary: '',
      categoryImage: null,
    });
  },
};

/**
 * Refused (400): 'Please check fields' with each reason, which leads to its field; the fields say
 * their reasons too. The focus moves to the message; what was typed stays.
 */
export const FieldErrors: Story = {
  parameters: { msw: { handlers: { categoryCreate: categoryCreate.fieldErrors } } },
  play: async ({ canvasElement }) => {
    await fillAndSubmit(canvasElement);
    const alert = await findSaid(canvasElement, 'alert', MESSAGES.checkFields);
    await waitFor(() => expect(alert).toHaveFocus());
    await expectFieldReason(textbox(canvasElement, TEXTS.titlePrimary), CATEGORY_FIELD_REASONS.titlePrimary);
    await expectFieldReason(select(canvasElement, TEXTS.displayFlag), CATEGORY_FIELD_REASONS.displayFlag);
    await expect(textbox(canvasElement, TEXTS.titleSecondary)).not.toHaveAttribute('aria-invalid');
    await expectFilled(canvasElement);

    const reasonLink = within(alert).getByRole('link', {
      name: TEXTS.fieldReason(TEXTS.displayFlag, CATEGORY_FIELD_REASONS.displayFlag),
    });
    await userEvent.click(reasonLink);
    await expect(select(canvasElement, TEXTS.displayFlag)).toHaveFocus();
  },
};

/** A server failure (500) is a non-OK answer too: 'Please check fields', with the server's message. */
export const ServerError: Story = {
  parameters: { msw: { handlers: { categoryCreate: categoryCreate.serverError } } },
  play: async ({ canvasElement }) => {
    await fillAndSubmit(canvasElement);
    const alert = await findSaid(canvasElement, 'alert', MESSAGES.checkFields);
    await expect(alert).toHaveTextContent(SERVER_FAILED_MESSAGE);
    await expectFilled(canvasElement);
  },
};

/** No answer at all: 'Something went wrong'; what was typed stays, to send again. */
export const NetworkFailure: Story = {
  parameters: { msw: { handlers: { categoryCreate: categoryCreate.networkError } } },
  play: async ({ canvasElement }) => {
    await fillAndSubmit(canvasElement);
    const alert = await findSaid(canvasElement, 'alert', MESSAGES.somethingWentWrong);
    await waitFor(() => expect(alert).toHaveFocus());
    await expect(alert).not.toHaveTextContent(MESSAGES.checkFields);
    await expectFilled(canvasElement);
  },
};

/** A new submit clears the last message: refused first, then sent again (slowly) and added. */
export const MessageClearedOnResubmit: Story = {
  parameters: {
    // Not pictured: ends on the added form that Success pictures.
    visual: false,
    msw: { handlers: { categoryCreate: categoryCreate.refusedThenSlowSuccess } },
  },
  play: async ({ canvasElement }) => {
    await fillAndSubmit(canvasElement);
    await findSaid(canvasElement, 'alert', MESSAGES.checkFields);
    await userEvent.click(submitButton(canvasElement));
    await findSaid(canvasElement, 'status', TEXTS.submitting);
    expectNotSaid(canvasElement, 'alert', MESSAGES.checkFields);
    await expect(textbox(canvasElement, TEXTS.titlePrimary)).not.toHaveAttribute('aria-invalid');
    await findSaid(canvasElement, 'status', MESSAGES.categoryAdded, SLOW_SAVE_MS + 5_000);
    await expect(savedBodies.to(apiPaths.category)).toHaveLength(2);
  },
};
