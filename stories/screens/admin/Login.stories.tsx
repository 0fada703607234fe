import { AUTH_TEXTS } from '../../../src/model/authTexts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { LOCATION_TEST_ID } from '../../../.storybook/annotations';
import { allModes } from '../../../.storybook/modes';
import { ADMIN_PASSWORD, adminUser, PAGED_SUBCATEGORY_ID, WRONG_PASSWORD } from '../../../mocks/fixtures/admin';
import { authLogin, authMe, mockSession, THROTTLED_MESSAGE } from '../../../mocks/handlers/auth';
import { DEFAULT_APP_CONFIG } from '../../../src/model/config';
import { MESSAGES } from '../../../src/model/messages';
import { ADMIN_TEXTS } from '../../../src/model/adminMessages';
import { adminPaths } from '../../../src/model/paths';
import { LoginScreen } from '../../../src/screens/admin/login/LoginScreen';
import { loginPath } from '../../../src/screens/admin/login/loginPath';
import { adminHandlers, OTHER_ADMIN_SCREEN_TEST_ID, withLoginFrame } from './adminFrame';

/** Where a signed-out editor was sent from: the second page of a content list. */
const NEXT = `${adminPaths.contentList(PAGED_SUBCATEGORY_ID)}?page=2`;

/**
 * `/admin/login`, signed out (the mock session starts closed; signing in with the fixture's
 * password opens it). After signing in the editor lands in the admin frame, on a stand-in screen
 * that names the path.
 */
const meta = {
  title: 'Screens/Admin/Login',
  component: LoginScreen,
  decorators: [withLoginFrame],
  parameters: {
    route: { initialEntries: [loginPath(NEXT)], showLocation: true },
    msw: { handlers: { ...adminHandlers, authMe: authMe.session } },
    chromatic: { modes: allModes },
  },
  beforeEach: () => mockSession.reset(false),
} satisfies Meta<typeof LoginScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const texts = ADMIN_TEXTS.admin.login;
const location = (canvasElement: HTMLElement) => within(canvasElement).getByTestId(LOCATION_TEST_ID);

async function form(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const email = await canvas.findByLabelText(texts.email, {}, { timeout: 5_000 });
  return {
    email,
    password: canvas.getByLabelText(texts.password),
    submit: () => canvas.getByRole('button', { name: new RegExp(`^(${texts.submit}|${texts.submitting})$`) }),
  };
}

/** Types the e-mail address and password and presses Enter. */
async function signIn(canvasElement: HTMLElement, email: string, password: string) {
  const fields = await form(canvasElement);
  await userEvent.type(fields.email, email);
  await userEvent.type(fields.password, `${password}{Enter}`);
  return fields;
}

/** The form, empty: labelled fields that password managers recognise, and no message. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: texts.heading })).toBeVisible();
    const { email, password, submit } = await form(canvasElement);
    await expect(email).toHaveAttribute('type', 'email');
    await expect(email).toHaveAttribute('autocomplete', 'username');
    await expect(email).toBeRequired();
    await expect(password).toHaveAttribute('type', 'password');
    await expect(password).toHaveAttribute('autocomplete', 'current-password');
    await expect(password).toBeRequired();
    await expect(submit()).toBeEnabled();
    await expect(canvas.getByRole('form', { name: texts.heading })).toBeVisible();
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(ADMIN_TEXTS.admin.pageTitle(DEFAULT_APP_CONFIG.siteName, texts.title)));
  },
};

/** Filled in, not yet sent. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const { email, password } = await form(canvasElement);
    await userEvent.type(email, adminUser.email);
    await userEvent.type(password, ADMIN_PASSWORD);
    await expect(email).toHaveValue(adminUser.email);
    await expect(password).toHaveValue(ADMIN_PASSWORD);
    await expect(mockSession.attempts).toHaveLength(0);
  },
};

/** Sent, waiting for the answer: the button says so and cannot send twice. */
export const Submitting: Story = {
  parameters: { msw: { handlers: { authLogin: authLogin.submitting } } },
  play: async ({ canvasElement }) => {
    const { submit } = await signIn(canvasElement, adminUser.email, ADMIN_PASSWORD);
    await waitFor(() => expect(submit()).toHaveTextContent(texts.submitting));
    await expect(submit()).toBeDisabled();
    await expect(within(canvasElement).getByRole('form', { name: texts.heading })).toHaveAttribute('aria-busy', 'true');
    // The handler reads the body after the button has changed: wait for it.
    await waitFor(() => expect(mockSession.attempts).toEqual([{ email: adminUser.email, password: ADMIN_PASSWORD }]));
  },
};

/** A wrong password: the server's message, the fields marked, and the editor stays. */
export const WrongPassword: Story = {
  play: async ({ canvasElement }) => {
    const { email, password } = await signIn(canvasElement, adminUser.email, WRONG_PASSWORD);
    const alert = await within(canvasElement).findByRole('alert', {}, { timeout: 5_000 });
    await expect(alert.textContent).toBe(AUTH_TEXTS.wrongCredentials);
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expect(password).toHaveAccessibleDescription(AUTH_TEXTS.wrongCredentials);
    await expect(location(canvasElement)).toHaveTextContent(loginPath(NEXT));
  },
};

/** A 401 without a message (a proxy's): the screen's own neutral text. */
export const WrongPasswordWithoutMessage: Story = {
  parameters: {
    // Not pictured: the same picture as WrongPassword (the screen's own text is the same words).
    visual: false,
    msw: { handlers: { authLogin: authLogin.wrongPasswordNoMessage } },
  },
  play: async ({ canvasElement }) => {
    await signIn(canvasElement, adminUser.email, WRONG_PASSWORD);
    const alert = await within(canvasElement).findByRole('alert', {}, { timeout: 5_000 });
    await expect(alert.textContent).toBe(AUTH_TEXTS.wrongCredentials);
  },
};

/** Too many failed attempts (429): the server's message, with how long to wait. */
export const Throttled: Story = {
  parameters: { msw: { handlers: { authLogin: authLogin.throttled } } },
  play: async ({ canvasElement }) => {
    const { email } = await signIn(canvasElement, adminUser.email, ADMIN_PASSWORD);
    const alert = await within(canvasElement).findByRole('alert', {}, { timeout: 5_000 });
    await expect(alert.textContent).toBe(THROTTLED_MESSAGE);
    await expect(email).toHaveAttribute('aria-invalid', 'false');
  },
};

/** The server could not be reached: 'Something went wrong'; a second try works once it can. */
export const NetworkFailure: Story = {
  parameters: { msw: { handlers: { authLogin: authLogin.networkError } } },
  play: async ({ canvasElement }) => {
    await signIn(canvasElement, adminUser.email, ADMIN_PASSWORD);
    const alert = await within(canvasElement).findByRole('alert', {}, { timeout: 5_000 });
    await expect(alert.textContent).toBe(MESSAGES.somethingWentWrong);
    await expect(location(canvasElement)).toHaveTextContent(loginPath(NEXT));
  },
};

/** Signed in: on to where the editor was sent from (here a list's second page), with the e-mail address trimmed. */
export const Success: Story = {
  // Not pictured: ends on the page first asked for, pictured by its own story.
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    await signIn(canvasElement, `  ${adminUser.email} `, ADMIN_PASSWORD);
    await expect(await within(canvasElement).findByTestId(OTHER_ADMIN_SCREEN_TEST_ID, {}, { timeout: 5_000 })).toHaveTextContent(NEXT);
    await expect(location(canvasElement)).toHaveTextContent(NEXT);
    await expect(mockSession.attempts).toEqual([{ email: adminUser.email, password: ADMIN_PASSWORD }]);
    // In the admin frame, signed in.
    await expect(within(canvasElement).getByText(ADMIN_TEXTS.admin.signedInAs(adminUser.email))).toBeVisible();
  },
};

/** The button shows the wait, then the editor is signed in. */
export const SlowSuccess: Story = {
  parameters: {
    // Not pictured: ends on the page first asked for; its busy button is pictured by Submitting.
    visual: false,
    msw: { handlers: { authLogin: authLogin.slow } },
  },
  play: async ({ canvasElement }) => {
    const { submit } = await signIn(canvasElement, adminUser.email, ADMIN_PASSWORD);
    await expect(submit()).toHaveTextContent(texts.submitting);
    await expect(await within(canvasElement).findByTestId(OTHER_ADMIN_SCREEN_TEST_ID, {}, { timeout: 5_000 })).toHaveTextContent(NEXT);
  },
};

/** Without `next`, or with a `next` off the admin area (another site): the admin home. */
export const UnsafeNext: Story = {
  parameters: {
    // Not pictured: ends on the admin home, pictured by Screens/Admin/AdminHome Default.
    visual: false,
    route: { initialEntries: [loginPath('https://evil.example/admin')], showLocation: true },
  },
  play: async ({ canvasElement }) => {
    await signIn(canvasElement, adminUser.email, ADMIN_PASSWORD);
    await expect(await within(canvasElement).findByTestId(OTHER_ADMIN_SCREEN_TEST_ID, {}, { timeout: 5_000 })).toHaveTextContent(
      new RegExp(`^${adminPaths.home}$`),
    );
  },
};

/** Already signed in: straight on to `next`, without the form. */
export const AlreadySignedIn: Story = {
  // Not pictured: ends on the page first asked for, pictured by its own story.
  parameters: { visual: false },
  beforeEach: () => mockSession.reset(true),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId(OTHER_ADMIN_SCREEN_TEST_ID, {}, { timeout: 5_000 })).toHaveTextContent(NEXT);
    await expect(within(canvasElement).queryByLabelText(texts.password)).not.toBeInTheDocument();
  },
};

/** While the session is checked. */
export const CheckingSession: Story = {
  parameters: { msw: { handlers: { authMe: authMe.loading } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent(MESSAGES.loading);
    await expect(within(canvasElement).queryByLabelText(texts.password)).not.toBeInTheDocument();
  },
};
