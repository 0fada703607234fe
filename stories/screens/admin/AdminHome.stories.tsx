import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { allModes } from '../../../.storybook/modes';
import { adminSubCategories } from '../../../mocks/fixtures/admin';
import { hiddenSubCategories } from '../../../mocks/fixtures/subcategories';
import { subCategoryAll } from '../../../mocks/handlers/subcategory';
import { DEFAULT_APP_CONFIG } from '../../../src/model/config';
import { MESSAGES } from '../../../src/model/messages';
import { ADMIN_TEXTS } from '../../../src/model/adminMessages';
import { adminPaths } from '../../../src/model/paths';
import { AdminHomeScreen } from '../../../src/screens/admin/home/AdminHomeScreen';
import { adminHandlers, OTHER_ADMIN_SCREEN_TEST_ID, withAdminFrame } from './adminFrame';

/** `/admin`: the sub-category table, in the admin frame, signed in. */
const meta = {
  title: 'Screens/Admin/Home',
  component: AdminHomeScreen,
  decorators: [withAdminFrame(adminPaths.home)],
  parameters: {
    route: { initialEntries: [adminPaths.home], showLocation: true },
    msw: { handlers: adminHandlers },
    chromatic: { modes: allModes },
  },
} satisfies Meta<typeof AdminHomeScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const texts = ADMIN_TEXTS.admin;
const main = (canvasElement: HTMLElement) => within(within(canvasElement).getByRole('main'));
const table = (canvasElement: HTMLElement) => main(canvasElement).findByRole('table', { name: texts.home.heading }, { timeout: 5_000 });
const bodyRows = (tableElement: HTMLElement) => within(tableElement).getAllByRole('row').slice(1);

/** Every sub-category, hidden ones too, each with 'Show Content' to its content list. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const list = await table(canvasElement);
    await expect(main(canvasElement).getByRole('heading', { level: 1, name: texts.home.heading })).toBeVisible();
    await waitFor(() => expect(bodyRows(list)).toHaveLength(adminSubCategories.length));
    const headers = within(list)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    await expect(headers).toEqual([
      texts.columns.id,
      ADMIN_TEXTS.adminForms.titlePrimary,
      ADMIN_TEXTS.adminForms.contentPrimary,
      texts.columns.actions,
    ]);
    // Every row: id, title, description and its link (read from the cells directly: quick in jsdom too).
    for (const [index, row] of bodyRows(list).entries()) {
      const subCategory = adminSubCategories[index]!;
      await expect(row.querySelector('th[scope="row"]')).toHaveTextContent(subCategory.titlePrimary);
      await expect(row.querySelector('td')).toHaveTextContent(String(subCategory.subCategoryId));
      await expect(row.querySelector('a')).toHaveAttribute('href', adminPaths.contentList(subCategory.subCategoryId));
    }
    // Each 'Show Content' is named for its sub-category.
    const [first] = adminSubCategories;
    await expect(within(list).getByRole('link', { name: `${texts.home.showContent} ${first!.titlePrimary}` })).toHaveAttribute(
      'href',
      adminPaths.contentList(first!.subCategoryId),
    );
    // The hidden ones are listed for the editor.
    await expect(within(list).getByRole('rowheader', { name: hiddenSubCategories[0]!.titlePrimary })).toBeVisible();
    await waitFor(() => expect(document.title).toBe(texts.pageTitle(DEFAULT_APP_CONFIG.siteName)));
  },
};

/** 'Show Content' goes to the sub-category's content list. */
export const ShowContent: Story = {
  // Not pictured: proves where the link leads; the list it opens is pictured by Screens/Admin/ContentList.
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const list = await table(canvasElement);
    const [subCategory] = adminSubCategories;
    await userEvent.click(await within(list).findByRole('link', { name: `${texts.home.showContent} ${subCategory!.titlePrimary}` }));
    await expect(await within(canvasElement).findByTestId(OTHER_ADMIN_SCREEN_TEST_ID)).toHaveTextContent(
      adminPaths.contentList(subCategory!.subCategoryId),
    );
  },
};

/** There are no sub-categories yet: the table says so. */
export const Empty: Story = {
  parameters: { msw: { handlers: { subcategoryAll: subCategoryAll.empty } } },
  play: async ({ canvasElement }) => {
    const list = await table(canvasElement);
    await expect(await within(list).findByText(texts.home.empty)).toHaveAttribute('role', 'status');
  },
};

/** The list is on its way. */
export const Loading: Story = {
  parameters: { msw: { handlers: { subcategoryAll: subCategoryAll.loading } } },
  play: async ({ canvasElement }) => {
    const list = await table(canvasElement);
    await expect(within(list).getByRole('status')).toHaveTextContent(MESSAGES.loading);
    await expect(list).toHaveAttribute('aria-busy', 'true');
  },
};

/**
 * The list could not be loaded: only logged (the spec's error catalogue), with console.error; the table shows
 * its empty state rather than nothing. The story expects the log (and keeps it out of the console,
 * where the story tests would count it as a failure).
 */
export const Error: Story = {
  parameters: {
    // Not pictured: the same picture as Empty, by design (a failed list is only logged).
    visual: false,
    msw: { handlers: { subcategoryAll: subCategoryAll.error } },
  },
  beforeEach: () => {
    const error = spyOn(console, 'error').mockImplementation(() => {});
    return () => error.mockRestore();
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(console.error).toHaveBeenCalledWith(expect.stringContaining('sub-category list'), expect.anything()));
    const list = await table(canvasElement);
    await expect(within(list).getByRole('status')).toHaveTextContent(texts.home.empty);
    await expect(main(canvasElement).queryByRole('alert')).not.toBeInTheDocument();
  },
};
