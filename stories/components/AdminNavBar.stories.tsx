import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { LOCATION_TEST_ID } from '../../.storybook/annotations';
import { allModes } from '../../.storybook/modes';
import { adminUser } from '../../mocks/fixtures/admin';
import { ADMIN_NAV_LINKS, AdminNavBar } from '../../src/components/AdminNavBar';
import { apiPaths } from '../../src/model/api-paths';
import { DEFAULT_APP_CONFIG } from '../../src/model/config';
import { ADMIN_TEXTS } from '../../src/model/adminMessages';
import { adminPaths } from '../../src/model/paths';

const meta = {
  title: 'Components/AdminNavBar',
  component: AdminNavBar,
  args: {
    siteName: DEFAULT_APP_CONFIG.siteName,
    userEmail: adminUser.email,
    onSignOut: fn(),
  },
  parameters: {
    route: { initialEntries: [adminPaths.home], showLocation: true },
    chromatic: { modes: allModes },
  },
} satisfies Meta<typeof AdminNavBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Small-screen stories: the test runner sizes the page from `globals.viewport`; Chromatic from the mode. */
const SMALL_SCREEN = { viewport: { value: 'mobile1', isRotated: false } };
const SMALL_SCREEN_SNAPSHOT = { chromatic: { modes: { mobile: allModes.mobile } } };

const texts = ADMIN_TEXTS.admin;
/** The navbar's links; by element, as folded away on a small screen it has no accessible name. */
const nav = (canvasElement: HTMLElement) => within(canvasElement.querySelector<HTMLElement>(`nav[aria-label="${texts.navLabel}"]`)!);
const location = (canvasElement: HTMLElement) => within(canvasElement).getByTestId(LOCATION_TEST_ID);
const actionName = (label: string) => `${label} ${texts.newTab}`;

/** Wide screen: every link in a row, Home current, the server actions opening new tabs, and Sign out. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const links = within(canvas.getByRole('navigation', { name: texts.navLabel }));
    await expect(canvas.getByRole('link', { name: new RegExp(args.siteName) })).toHaveAttribute('href', adminPaths.home);
    for (const link of ADMIN_NAV_LINKS) {
      await expect(links.getByRole('link', { name: link.label })).toHaveAttribute('href', link.to);
    }
    await expect(links.getByRole('link', { name: ADMIN_NAV_LINKS[0]!.label })).toHaveAttribute('aria-current', 'page');
    await expect(links.getAllByRole('link').filter((link) => link.hasAttribute('aria-current'))).toHaveLength(1);

    const reindex = links.getByRole('link', { name: actionName(texts.refreshContent) });
    const refresh = links.getByRole('link', { name: actionName(texts.refreshAllBackends) });
    await expect(reindex).toHaveAttribute('href', apiPaths.reindex);
    await expect(refresh).toHaveAttribute('href', apiPaths.refresh);
    for (const link of [reindex, refresh]) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener');
    }

    await expect(canvas.getByText(texts.signedInAs(adminUser.email))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: texts.signOut }));
    await expect(args.onSignOut).toHaveBeenCalledTimes(1);
  },
};

/** Wide screen: no 'Menu' button (it is for small screens), every link shown. (Layout: story tests only, not jsdom.) */
export const WideScreen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(texts.menu).closest('button')).not.toBeVisible();
    for (const link of ADMIN_NAV_LINKS) await expect(nav(canvasElement).getByRole('link', { name: link.label })).toBeVisible();
    await expect(canvas.getByRole('button', { name: texts.signOut })).toBeVisible();
  },
};

/** On another admin screen, its link is the current one. */
export const CurrentPage: Story = {
  parameters: { route: { initialEntries: [adminPaths.insertSubCategory], showLocation: true } },
  play: async ({ canvasElement }) => {
    const links = nav(canvasElement);
    await expect(links.getByRole('link', { name: ADMIN_TEXTS.adminForms.insertSubCategory })).toHaveAttribute('aria-current', 'page');
    await expect(links.getByRole('link', { name: ADMIN_NAV_LINKS[0]!.label })).not.toHaveAttribute('aria-current');
  },
};

/** On the content form for editing, no link is current (Insert Content is the blank form only). */
export const EditingContent: Story = {
  parameters: { route: { initialEntries: [adminPaths.contentEdit(101)], showLocation: true } },
  play: async ({ canvasElement }) => {
    const current = nav(canvasElement)
      .getAllByRole('link')
      .filter((link) => link.hasAttribute('aria-current'));
    await expect(current).toHaveLength(0);
  },
};

/** Each link goes to its screen; from the keyboard too (Tab, Enter). */
export const Navigate: Story = {
  play: async ({ canvasElement }) => {
    const links = nav(canvasElement);
    await userEvent.click(links.getByRole('link', { name: ADMIN_TEXTS.adminForms.insertCategory }));
    await waitFor(() => expect(location(canvasElement)).toHaveTextContent(adminPaths.insertCategory));

    links.getByRole('link', { name: ADMIN_TEXTS.adminForms.insertCategory }).focus();
    await userEvent.tab();
    await expect(links.getByRole('link', { name: ADMIN_TEXTS.adminForms.insertSubCategory })).toHaveFocus();
    await userEvent.tab();
    await expect(links.getByRole('link', { name: ADMIN_TEXTS.adminForms.insertContent })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(location(canvasElement)).toHaveTextContent(adminPaths.contentNew));
  },
};

/** Signing out is under way: the button says so, keeps its focus, and does not sign out twice. */
export const SigningOut: Story = {
  args: { signingOut: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: texts.signingOut });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    await expect(button).toHaveFocus();
    await expect(args.onSignOut).not.toHaveBeenCalled();
  },
};

/** Small screen: the links fold behind 'Menu'; opening shows them, choosing one folds them again. */
export const MenuOnPhone: Story = {
  globals: SMALL_SCREEN,
  parameters: SMALL_SCREEN_SNAPSHOT,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: texts.menu });
    const insertContent = nav(canvasElement).getByRole('link', { name: ADMIN_TEXTS.adminForms.insertContent, hidden: true });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(insertContent).not.toBeVisible();

    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    // It controls the links and the Sign out row, both now shown.
    const controlled = toggle.getAttribute('aria-controls')!.split(' ');
    await expect(controlled).toHaveLength(2);
    for (const id of controlled) await expect(canvasElement.ownerDocument.getElementById(id)).toBeVisible();
    await expect(insertContent).toBeVisible();
    await expect(canvas.getByRole('button', { name: texts.signOut })).toBeVisible();

    await userEvent.click(insertContent);
    await waitFor(() => expect(location(canvasElement)).toHaveTextContent(adminPaths.contentNew));
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(insertContent).not.toBeVisible();
    await expect(canvas.getByRole('button', { name: texts.signOut, hidden: true })).not.toBeVisible();
  },
};

/** Small screen: Escape folds the menu and gives focus back to 'Menu'. */
export const MenuEscape: Story = {
  globals: SMALL_SCREEN,
  parameters: SMALL_SCREEN_SNAPSHOT,
  play: async ({ canvasElement }) => {
    const toggle = within(canvasElement).getByRole('button', { name: texts.menu });
    await userEvent.click(toggle);
    nav(canvasElement).getByRole('link', { name: ADMIN_NAV_LINKS[1]!.label }).focus();
    await userEvent.keyboard('{Escape}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toHaveFocus();
  },
};
