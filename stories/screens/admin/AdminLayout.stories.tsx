import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { LOCATION_TEST_ID } from '../../../.storybook/annotations';
import { allModes } from '../../../.storybook/modes';
import { ADMIN_PASSWORD, adminSubCategories, adminUser, PAGED_SUBCATEGORY_ID } from '../../../mocks/fixtures/admin';
import { authLogout, authMe, mockSession } from '../../../mocks/handlers/auth';
import { AdminLayout } from '../../../src/app/AdminLayout';
import { MAIN_CONTENT_ID, SKIP_LINK_LABEL } from '../../../src/app/frame';
import { DEFAULT_APP_CONFIG } from '../../../src/model/config';
import { MESSAGES, SITE_TEXTS } from '../../../src/model/messages';
import { ADMIN_TEXTS } from '../../../src/model/adminMessages';
import { appUpdate } from '../../../src/pwa/appUpdate';
import { adminPaths } from '../../../src/model/paths';
import { AdminHomeScreen } from '../../../src/screens/admin/home/AdminHomeScreen';
import { loginPath } from '../../../src/screens/admin/login/loginPath';
import { adminHandlers, AdminRoutes, OTHER_ADMIN_SCREEN_TEST_ID } from './adminFrame';

/**
 * The admin frame: the navbar once the editor is known to be signed in, the screen inside
 * RequireAdmin (here the admin home at /admin, a stand-in screen at any other admin path), and the
 * sign-in screen outside it. The session is the mock API's (`mockSession`): open unless a story says.
 */
const meta = {
  title: 'Screens/Admin/AdminLayout',
  component: AdminLayout,
  render: () => <AdminRoutes pattern={adminPaths.home} screen={<AdminHomeScreen />} />,
  parameters: {
    route: { initialEntries: [adminPaths.home], showLocation: true },
    msw: { handlers: { ...adminHandlers, authMe: authMe.session } },
    chromatic: { modes: allModes },
  },
  beforeEach: () => mockSession.reset(true),
} satisfies Meta<typeof AdminLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

const texts = ADMIN_TEXTS.admin;
/** Where the signed-out editor asked to go: the second page of a content list. */
const WANTED = `${adminPaths.contentList(PAGED_SUBCATEGORY_ID)}?page=2`;
const location = (canvasElement: HTMLElement) => within(canvasElement).getByTestId(LOCATION_TEST_ID);
const navbar = (canvasElement: HTMLElement) => within(canvasElement).queryByRole('navigation', { name: texts.navLabel });
const otherScreen = (canvasElement: HTMLElement) => within(canvasElement).findByTestId(OTHER_ADMIN_SCREEN_TEST_ID, {}, { timeout: 5_000 });

/** Signed in: the navbar with the editor's address, a skip link, and the screen in the main area. */
export const SignedIn: Story = {
  // Not pictured: the same picture as Screens/Admin/AdminHome Default, the screen it shows in the frame.
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('navigation', { name: texts.navLabel }, { timeout: 5_000 })).toBeVisible();
    await expect(canvas.getByText(texts.signedInAs(adminUser.email))).toBeVisible();
    const main = canvas.getByRole('main');
    await expect(main).toHaveAttribute('id', MAIN_CONTENT_ID);
    await expect(canvas.getByRole('link', { name: SKIP_LINK_LABEL })).toHaveAttribute('href', `#${MAIN_CONTENT_ID}`);
    await expect(
      await within(main).findByRole('rowheader', { name: adminSubCategories[0]!.titlePrimary }, { timeout: 5_000 }),
    ).toBeVisible();
  },
};

const applyUpdate = fn();

/** A new version of the site waits: the editor is offered it too, and it is switched on only at Reload. */
export const UpdateReady: Story = {
  beforeEach: () => {
    applyUpdate.mockClear();
    appUpdate.offer(applyUpdate);
    return () => appUpdate.reset();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('navigation', { name: texts.navLabel }, { timeout: 5_000 })).toBeVisible();
    await expect(canvas.getByText(SITE_TEXTS.offline.updateReady(DEFAULT_APP_CONFIG.siteName))).toBeVisible();
    await expect(applyUpdate).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: SITE_TEXTS.offline.reload }));
    await expect(applyUpdate).toHaveBeenCalledTimes(1);
  },
};

/** While the session is checked: 'Loading...', and no navbar yet. */
export const CheckingSession: Story = {
  parameters: { msw: { handlers: { authMe: authMe.loading } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent(MESSAGES.loading);
    await expect(navbar(canvasElement)).not.toBeInTheDocument();
    await expect(within(canvasElement).queryByRole('table')).not.toBeInTheDocument();
  },
};

/** The session could not be checked (the server failed): said so, with 'Try again'; no admin screen. */
export const SessionCheckFails: Story = {
  parameters: { msw: { handlers: { authMe: authMe.error } } },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert', {}, { timeout: 5_000 });
    await expect(alert.textContent).toBe(texts.sessionCheckFailed);
    await expect(within(canvasElement).getByRole('button', { name: SITE_TEXTS.tryAgain })).toBeEnabled();
    await expect(within(canvasElement).queryByRole('table')).not.toBeInTheDocument();
  },
};

/** RequireAdmin: signed out, any admin path sends the editor to the sign-in screen with `?next=` that path. */
export const SignedOutRedirects: Story = {
  parameters: {
    // Not pictured: ends on the sign-in form, which Screens/Admin/Login Empty pictures.
    visual: false,
    route: { initialEntries: [WANTED], showLocation: true },
  },
  beforeEach: () => mockSession.reset(false),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(location(canvasElement)).toHaveTextContent(loginPath(WANTED)), { timeout: 5_000 });
    await expect(await within(canvasElement).findByRole('heading', { level: 1, name: texts.login.heading })).toBeVisible();
    await expect(navbar(canvasElement)).not.toBeInTheDocument();
    await expect(within(canvasElement).queryByTestId(OTHER_ADMIN_SCREEN_TEST_ID)).not.toBeInTheDocument();
  },
};

/** Signed out → sign-in screen → signed in → back on the page first asked for, page and all. */
export const SignInAndBack: Story = {
  parameters: {
    // Not pictured: ends on the page first asked for, pictured by its own story.
    visual: false,
    route: { initialEntries: [WANTED], showLocation: true },
  },
  beforeEach: () => mockSession.reset(false),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(texts.login.email, {}, { timeout: 5_000 }), adminUser.email);
    await userEvent.type(canvas.getByLabelText(texts.login.password), ADMIN_PASSWORD);
    await userEvent.click(canvas.getByRole('button', { name: texts.login.submit }));
    await expect(await otherScreen(canvasElement)).toHaveTextContent(WANTED);
    await expect(location(canvasElement)).toHaveTextContent(WANTED);
    await expect(navbar(canvasElement)).toBeVisible();
  },
};

/** Sign out: the session ends and the sign-in screen shows, without the navbar. */
export const SignOut: Story = {
  // Not pictured: ends on the sign-in form, which Screens/Admin/Login Empty pictures.
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: texts.signOut }, { timeout: 5_000 }));
    await waitFor(() => expect(location(canvasElement)).toHaveTextContent(new RegExp(`^${adminPaths.login}$`)), { timeout: 5_000 });
    await expect(mockSession.signedIn).toBe(false);
    await expect(await canvas.findByLabelText(texts.login.password, {}, { timeout: 5_000 })).toBeVisible();
    await expect(navbar(canvasElement)).not.toBeInTheDocument();
  },
};

/** Signing out failed (the server did not answer well): said so, and the editor stays signed in. */
export const SignOutFails: Story = {
  parameters: { msw: { handlers: { authLogout: authLogout.error } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: texts.signOut }, { timeout: 5_000 }));
    const alert = await within(canvas.getByRole('main')).findByRole('alert', {}, { timeout: 5_000 });
    await expect(alert.textContent).toBe(MESSAGES.somethingWentWrong);
    await expect(location(canvasElement)).toHaveTextContent(new RegExp(`^${adminPaths.home}$`));
    await expect(canvas.getByRole('button', { name: texts.signOut })).toBeEnabled();
  },
};

/** A navbar link to another admin screen: the screen changes, and focus goes to its content. */
export const FocusOnNewScreen: Story = {
  // Not pictured: proves where the focus goes; the screen it ends on is pictured by its own story.
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = within(await canvas.findByRole('navigation', { name: texts.navLabel }, { timeout: 5_000 }));
    await userEvent.click(nav.getByRole('link', { name: ADMIN_TEXTS.adminForms.insertCategory }));
    await expect(await otherScreen(canvasElement)).toHaveTextContent(adminPaths.insertCategory);
    await waitFor(() => expect(canvas.getByRole('main')).toHaveFocus());
  },
};
