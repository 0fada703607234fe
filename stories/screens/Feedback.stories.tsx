import { FEEDBACK_TEXTS, feedbackFieldName } from '../../src/model/feedbackTexts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { LOCATION_TEST_ID } from '../../.storybook/annotations';
import { allModes } from '../../.storybook/modes';
import { subCategories } from '../../mocks/fixtures/subcategories';
import { FEEDBACK_INVALID_EMAIL, FEEDBACK_RATE_LIMITED, feedbackCalls, feedbackCreate } from '../../mocks/handlers/feedback';
import { PublicLayout } from '../../src/app/PublicLayout';
import { DEFAULT_APP_CONFIG } from '../../src/model/config';
import { FEEDBACK_DEVICE_INFO_MAX_LENGTH, FEEDBACK_THANKS_VISIBLE_MS, RATING_START } from '../../src/model/constants';
import { CHROME_LABELS, MESSAGES, pageTitle } from '../../src/model/messages';
import { paths, ROUTE_PATTERNS } from '../../src/model/paths';
import { FeedbackScreen } from '../../src/screens/feedback/FeedbackScreen';
import { HomeScreen } from '../../src/screens/home/HomeScreen';
import { fillFeedback, SAMPLE_FEEDBACK } from '../components/FeedbackForm.stories';
import { inViewport, READER_PHONE } from '../../.storybook/viewports';

const TEXTS = FEEDBACK_TEXTS;
const FEEDBACK_NAME = `${CHROME_LABELS.feedback.en} ${CHROME_LABELS.feedback.hi}`;

/** The public frame with the two routes these stories move between, as in the app's route table. */
function FeedbackAndHome() {
  return (
    <PublicLayout>
      <Routes>
        <Route path={ROUTE_PATTERNS.feedback} element={<FeedbackScreen />} />
        <Route path="*" element={<HomeScreen />} />
      </Routes>
    </PublicLayout>
  );
}

/**
 * `/feedback`: the home page with the feedback form over it. The visitor came from the home page
 * (history `/`, `/feedback`), so going back lands there. Every story starts with no feedback sent.
 */
const meta = {
  title: 'Screens/Feedback',
  // Pictured where readers read: a common phone's first screen.
  globals: READER_PHONE,
  component: FeedbackScreen,
  render: () => <FeedbackAndHome />,
  beforeEach: () => feedbackCalls.reset(),
  parameters: {
    route: { initialEntries: [paths.home, paths.feedback], showLocation: true },
    chromatic: { modes: allModes },
  },
} satisfies Meta<typeof FeedbackScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const location = (canvasElement: HTMLElement) => within(canvasElement).getByTestId(LOCATION_TEST_ID);
const findDialogElement = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('dialog', { name: FEEDBACK_NAME }, { timeout: 5_000 });
const findDialog = async (canvasElement: HTMLElement) => within(await findDialogElement(canvasElement));
/** A text field by its label (read in English, then Hindi). */
const field = (dialog: ReturnType<typeof within>, key: 'name' | 'email' | 'text') =>
  dialog.getByRole('textbox', { name: feedbackFieldName(key) });
const send = (dialog: ReturnType<typeof within>) => dialog.getByRole('button', { name: TEXTS.submit });
/** The floating Feedback button: the link to /feedback outside the navigation bar and the footer. */
const floatingButton = (canvasElement: HTMLElement) =>
  [...canvasElement.querySelectorAll(`a[href="${paths.feedback}"]`)].find((link) => !link.closest('nav, footer'));
/** Time for a request that should not happen, or an effect that should not move the focus. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

async function expectBackHome(canvasElement: HTMLElement, timeout = 2_000) {
  await waitFor(() => expect(location(canvasElement)).toHaveTextContent(new RegExp(`^${paths.home}$`)), { timeout });
  await expect(within(canvasElement).queryByRole('dialog')).not.toBeInTheDocument();
}

/** The form's live region for `role` comes to say `text` (both are there, empty, from the start). */
async function expectSaid(dialog: ReturnType<typeof within>, role: 'status' | 'alert', text: string) {
  await waitFor(() => expect(dialog.getByRole(role)).toHaveTextContent(text), { timeout: 5_000 });
}

/** Fills the form with SAMPLE_FEEDBACK and sends it. */
async function submitFeedback(canvasElement: HTMLElement) {
  const dialogElement = await findDialogElement(canvasElement);
  await fillFeedback(dialogElement, SAMPLE_FEEDBACK);
  const dialog = within(dialogElement);
  await userEvent.click(send(dialog));
  return dialog;
}

/** The form over the home page, which is still there behind it; the floating button is not. */
export const OverlayOpen: Story = {
  // The form as a dialog over a desktop page; OverlayOpenOnPhone shows it on a phone.
  globals: inViewport('laptop'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dialog = await findDialog(canvasElement);
    await expect(dialog.getByRole('heading', { name: FEEDBACK_NAME })).toBeVisible();
    await expect(dialog.getByText(CHROME_LABELS.feedback.hi)).toHaveAttribute('lang', 'hi');
    await expect(field(dialog, 'name')).toBeVisible();
    await expect(dialog.getByRole('button', { name: TEXTS.close })).toBeVisible();
    // The focus is in the dialog.
    const dialogElement = await findDialogElement(canvasElement);
    await waitFor(() => expect(dialogElement.contains(dialogElement.ownerDocument.activeElement)).toBe(true));
    // The home page is behind it, with its cards.
    const main = within(canvas.getByRole('main', { hidden: true }));
    await waitFor(() => expect(main.getAllByRole('link', { hidden: true })).toHaveLength(subCategories.length), { timeout: 5_000 });
    await expect(floatingButton(canvasElement)).not.toBeVisible();
    await waitFor(() => expect(document.title).toBe(pageTitle.withSite(CHROME_LABELS.feedback.en, DEFAULT_APP_CONFIG.siteName)));
  },
};

/** The same on a phone. */
export const OverlayOpenOnPhone: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  parameters: { chromatic: { modes: { mobile: allModes.mobile } } },
  play: async ({ canvasElement }) => {
    const dialog = await findDialog(canvasElement);
    await expect(send(dialog)).toBeVisible();
    await expect(dialog.getByRole('button', { name: TEXTS.close })).toBeVisible();
  },
};

/** The page behind is inert while the form is open (a modal `<dialog>`): it cannot take the focus. */
export const BackgroundIsInert: Story = {
  // Not pictured: ends on the open form that OverlayOpen pictures; what it proves (nothing behind takes the focus) does not show.
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dialogElement = await findDialogElement(canvasElement);
    await expect(dialogElement.matches(':modal')).toBe(true);
    const searchBox = canvas.getByRole('combobox', { hidden: true });
    searchBox.focus();
    await expect(searchBox).not.toHaveFocus();
  },
};

/** Sent: the query carries what was typed, the stars and the browser; thanks, cleared, back. */
export const SubmitSuccess: Story = {
  // Not pictured: ends back on the home page, which Screens/Home Default pictures; the thanks it passes through is pictured by Components/FeedbackForm Success.
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const dialog = await submitFeedback(canvasElement);
    await expectSaid(dialog, 'status', MESSAGES.feedbackThanks);
    await expect(feedbackCalls.all()).toHaveLength(1);
    await expect(feedbackCalls.last()).toEqual({
      name: SAMPLE_FEEDBACK.name,
      email: SAMPLE_FEEDBACK.email,
      feedbackText: SAMPLE_FEEDBACK.feedbackText,
      rating: String(SAMPLE_FEEDBACK.rating),
      // The browser's user agent (cut to the server's limit, which a usual one is well under).
      deviceInfo: navigator.userAgent.slice(0, FEEDBACK_DEVICE_INFO_MAX_LENGTH),
    });
    for (const name of ['name', 'email', 'text'] as const) await expect(field(dialog, name)).toHaveValue('');
    await expect(dialog.queryAllByRole('radio', { checked: true })).toHaveLength(0);
    // Still there to be read, then back to the home page.
    await settle();
    await expect(location(canvasElement)).toHaveTextContent(paths.feedback);
    await expectBackHome(canvasElement, FEEDBACK_THANKS_VISIBLE_MS + 2_000);
  },
};

/** Sending takes a while: the form is busy, then thanks. */
export const Submitting: Story = {
  parameters: { msw: { handlers: { feedback: feedbackCreate.slow } } },
  play: async ({ canvasElement }) => {
    const dialog = await submitFeedback(canvasElement);
    const button = dialog.getByRole('button', { name: TEXTS.submitting });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(button.closest('form')).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expectSaid(dialog, 'status', MESSAGES.feedbackThanks);
    // Pressing the busy button again sent nothing more.
    await expect(feedbackCalls.all()).toHaveLength(1);
  },
};

/** Refused (400): the server's own message; what was typed stays, the overlay too. */
export const SubmitServerMessage: Story = {
  parameters: { msw: { handlers: { feedback: feedbackCreate.serverMessage } } },
  play: async ({ canvasElement }) => {
    const dialog = await submitFeedback(canvasElement);
    await expectSaid(dialog, 'alert', FEEDBACK_INVALID_EMAIL);
    await expect(field(dialog, 'name')).toHaveValue(SAMPLE_FEEDBACK.name);
    await expect(dialog.getByRole('radio', { name: TEXTS.star(SAMPLE_FEEDBACK.rating) })).toBeChecked();
    await settle();
    await expect(location(canvasElement)).toHaveTextContent(paths.feedback);
  },
};

/** Too many from one address (429): the server's message. */
export const RateLimited: Story = {
  parameters: { msw: { handlers: { feedback: feedbackCreate.rateLimited } } },
  play: async ({ canvasElement }) => {
    const dialog = await submitFeedback(canvasElement);
    await expectSaid(dialog, 'alert', FEEDBACK_RATE_LIMITED);
  },
};

/** A failure without a message: 'Failed to submit feedback.' */
export const SubmitFailedNoMessage: Story = {
  parameters: { msw: { handlers: { feedback: feedbackCreate.failedNoMessage } } },
  play: async ({ canvasElement }) => {
    const dialog = await submitFeedback(canvasElement);
    await expectSaid(dialog, 'alert', MESSAGES.feedbackFailed);
    await expect(dialog.getByRole('alert').textContent).toBe(MESSAGES.feedbackFailed);
  },
};

/** No answer at all (network down): 'Something went wrong. Please try again later.' */
export const SubmitException: Story = {
  parameters: { msw: { handlers: { feedback: feedbackCreate.networkError } } },
  play: async ({ canvasElement }) => {
    const dialog = await submitFeedback(canvasElement);
    await expectSaid(dialog, 'alert', MESSAGES.feedbackException);
    await expect(field(dialog, 'email')).toHaveValue(SAMPLE_FEEDBACK.email);
    // On a phone the message, under the button, is past the dialog's end: it is scrolled into view.
    const frame = (await findDialogElement(canvasElement)).getBoundingClientRect();
    const alert = dialog.getByRole('alert');
    await waitFor(() => expect(alert.getBoundingClientRect().bottom).toBeLessThanOrEqual(frame.bottom));
    await expect(alert.getBoundingClientRect().top).toBeGreaterThanOrEqual(frame.top);
  },
};

/** An empty required field (or a bad e-mail) is refused by the browser: nothing is sent. */
export const RequiredFieldsBlockSubmit: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await findDialog(canvasElement);
    await userEvent.click(send(dialog));
    await expect(field(dialog, 'name')).toBeInvalid();
    await userEvent.type(field(dialog, 'name'), SAMPLE_FEEDBACK.name);
    await userEvent.type(field(dialog, 'email'), 'not-an-address');
    await userEvent.type(field(dialog, 'text'), SAMPLE_FEEDBACK.feedbackText);
    await userEvent.click(send(dialog));
    await expect(field(dialog, 'email')).toBeInvalid();
    await settle();
    await expect(feedbackCalls.all()).toHaveLength(0);
    await expect(dialog.getByRole('status')).toBeEmptyDOMElement();
    await expect(dialog.getByRole('alert')).toBeEmptyDOMElement();
    await expect(location(canvasElement)).toHaveTextContent(paths.feedback);
  },
};

/** The close button goes back one step: to the home page the visitor came from. */
export const CloseGoesBack: Story = {
  // Not pictured: ends on the home page, which Screens/Home Default pictures.
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const dialog = await findDialog(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: TEXTS.close }));
    await expectBackHome(canvasElement);
    await expect(feedbackCalls.all()).toHaveLength(0);
  },
};

/** Straight to /feedback (nothing of the site to go back to): the close button goes home. */
export const CloseWithoutHistoryGoesHome: Story = {
  parameters: {
    // Not pictured: ends on the home page, which Screens/Home Default pictures.
    visual: false,
    route: { initialEntries: [paths.feedback], showLocation: true },
  },
  play: async ({ canvasElement }) => {
    const dialog = await findDialog(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: TEXTS.close }));
    await expectBackHome(canvasElement);
  },
};

/** Escape closes it, as the close button does. */
export const EscapeCloses: Story = {
  // Not pictured: ends on the home page, which Screens/Home Default pictures.
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const dialog = await findDialog(canvasElement);
    await userEvent.type(field(dialog, 'name'), 'S');
    await userEvent.keyboard('{Escape}');
    await expectBackHome(canvasElement);
  },
};

/** Opened from the navigation bar's Feedback link and closed: the focus goes back to the link. */
export const FocusReturnsToOpener: Story = {
  // It opens the form from a desktop's navigation bar (a phone's is behind Menu).
  globals: inViewport('laptop'),
  parameters: {
    // Not pictured: proves where the focus goes; the page it ends on is Screens/Home Default's.
    visual: false,
    route: { initialEntries: [paths.home], showLocation: true },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const navLink = within(canvas.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: FEEDBACK_NAME });
    await userEvent.click(navLink);
    const dialogElement = await findDialogElement(canvasElement);
    await waitFor(() => expect(dialogElement.contains(dialogElement.ownerDocument.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    await expectBackHome(canvasElement);
    await settle();
    await expect(navLink).toHaveFocus();
    await expect(location(canvasElement)).toHaveTextContent(new RegExp(`^${paths.home}$`));
  },
};

/**
 * Opened from the floating button and closed: the focus goes back to the button, which shows again
 * (the home page is long enough to scroll, so it is not at its end).
 */
export const FocusReturnsToFloatingButton: Story = {
  parameters: {
    // Not pictured: proves where the focus goes; the page it ends on is Screens/Home Default's.
    visual: false,
    route: { initialEntries: [paths.home], showLocation: true },
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findAllByRole('link', { name: subCategories[0]!.titlePrimary }, { timeout: 5_000 });
    const button = floatingButton(canvasElement)!;
    await waitFor(() => expect(button).toBeVisible());
    await userEvent.click(button);
    const dialog = await findDialog(canvasElement);
    await waitFor(() => expect(button).not.toBeVisible());
    await userEvent.click(dialog.getByRole('button', { name: TEXTS.close }));
    await expectBackHome(canvasElement);
    await waitFor(() => expect(button).toHaveFocus());
    await waitFor(() => expect(button).toBeVisible());
  },
};

/** A rating left at 0 is sent as 0 (not rated). */
export const SubmitWithoutRating: Story = {
  // Not pictured: proves what is sent; it ends on the thanks that Submitting pictures.
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const dialog = await findDialog(canvasElement);
    await userEvent.type(field(dialog, 'name'), SAMPLE_FEEDBACK.name);
    await userEvent.type(field(dialog, 'email'), SAMPLE_FEEDBACK.email);
    await userEvent.type(field(dialog, 'text'), SAMPLE_FEEDBACK.feedbackText);
    await userEvent.click(send(dialog));
    await expectSaid(dialog, 'status', MESSAGES.feedbackThanks);
    await expect(feedbackCalls.last()?.rating).toBe(String(RATING_START));
  },
};
