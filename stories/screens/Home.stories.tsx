import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { allModes } from '../../.storybook/modes';
import { subCategories } from '../../mocks/fixtures/subcategories';
import { subCategoryAll, subCategoryAllErrorOnce } from '../../mocks/handlers';
import { PublicLayout } from '../../src/app/PublicLayout';
import { DEFAULT_APP_CONFIG } from '../../src/model/config';
import { MESSAGES, pageTitle } from '../../src/model/messages';
import { DEFAULT_SUBCATEGORY_IMAGE_URL, paths, subCategoryImageUrl } from '../../src/model/paths';
import { HomeScreen } from '../../src/screens/home/HomeScreen';
import { HOME_EMPTY } from '../../src/screens/home/texts';
import { TRY_AGAIN } from '../../src/screens/shared/texts';

/** The home page in its frame (navigation bar, footer), with its data from MSW. */
const meta = {
  title: 'Screens/Home',
  component: HomeScreen,
  decorators: [
    (Story) => (
      <PublicLayout>
        <Story />
      </PublicLayout>
    ),
  ],
  parameters: {
    route: { initialEntries: [paths.home] },
    chromatic: { modes: { mobile: allModes.mobile, desktop: allModes.desktop } },
  },
} satisfies Meta<typeof HomeScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const main = (canvasElement: HTMLElement) => within(within(canvasElement).getByRole('main'));
const cardLinks = (canvasElement: HTMLElement) =>
  main(canvasElement).findAllByRole('link', {}, { timeout: 5_000 });

/** Every sub-category as a card linking to its page. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const links = await cardLinks(canvasElement);
    await expect(links).toHaveLength(subCategories.length);
    links.forEach((link, index) => {
      const subCategory = subCategories[index]!;
      expect(link).toHaveAttribute('href', paths.subCategory(subCategory.subCategoryId));
      expect(link).toHaveAccessibleName(subCategory.titlePrimary);
      expect(within(link).getByRole('img')).toHaveAttribute('src', subCategoryImageUrl(subCategory.subCategoryImage));
    });
    await waitFor(() => expect(document.title).toBe(pageTitle.home(DEFAULT_APP_CONFIG.siteName)));
  },
};

/** No sub-category has an image: every card shows the default image. */
export const NoImage: Story = {
  parameters: { msw: { handlers: { subcategoryAll: subCategoryAll.noImages } } },
  play: async ({ canvasElement }) => {
    const links = await cardLinks(canvasElement);
    await expect(links).toHaveLength(subCategories.length);
    for (const link of links) {
      await expect(within(link).getByRole('img')).toHaveAttribute('src', DEFAULT_SUBCATEGORY_IMAGE_URL);
    }
  },
};

/** The list is on its way. */
export const Loading: Story = {
  parameters: { msw: { handlers: { subcategoryAll: subCategoryAll.loading } } },
  play: async ({ canvasElement }) => {
    await expect(await main(canvasElement).findByRole('status')).toHaveTextContent(MESSAGES.loading);
    await expect(main(canvasElement).queryAllByRole('link')).toHaveLength(0);
  },
};

/** The server failed: the spec's error text and a way to try again. */
export const Error: Story = {
  parameters: { msw: { handlers: { subcategoryAll: subCategoryAll.error } } },
  play: async ({ canvasElement }) => {
    const alert = await main(canvasElement).findByRole('alert', {}, { timeout: 5_000 });
    await expect(alert).toHaveTextContent(MESSAGES.homeError);
    await expect(alert.textContent).toBe(MESSAGES.homeError);
    await expect(main(canvasElement).getByRole('button', { name: TRY_AGAIN })).toBeEnabled();
  },
};

/** 'Try again' asks the server again; here it answers the second time. */
export const ErrorThenRetry: Story = {
  parameters: { msw: { handlers: { subcategoryAll: subCategoryAllErrorOnce.handler } } },
  beforeEach: () => subCategoryAllErrorOnce.reset(),
  play: async ({ canvasElement }) => {
    await main(canvasElement).findByRole('alert', {}, { timeout: 5_000 });
    await userEvent.click(main(canvasElement).getByRole('button', { name: TRY_AGAIN }));
    await expect(await cardLinks(canvasElement)).toHaveLength(subCategories.length);
  },
};

/** The library has no sub-categories yet. */
export const Empty: Story = {
  parameters: { msw: { handlers: { subcategoryAll: subCategoryAll.empty } } },
  play: async ({ canvasElement }) => {
    await expect(await main(canvasElement).findByText(HOME_EMPTY)).toHaveAttribute('role', 'status');
    await expect(main(canvasElement).queryAllByRole('link')).toHaveLength(0);
  },
};
