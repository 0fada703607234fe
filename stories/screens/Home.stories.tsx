import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { LOCATION_TEST_ID, queryClientLoader, storyQueryClient } from '../../.storybook/annotations';
import { allModes } from '../../.storybook/modes';
import { hiddenSubCategories, navItems, subCategories } from '../../mocks/fixtures/subcategories';
import { subCategoryAll, subCategoryAllErrorOnce, subCategoryAllFailsAfterFirst, subCategoryNav } from '../../mocks/handlers';
import { subCategoriesQueryOptions } from '../../src/api/subcategory';
import { apiPaths } from '../../src/model/api-paths';
import { NAV_ITEMS_ERROR, SEARCH_LABEL } from '../../src/components/NavBar';
import { NAV_LINKS } from '../../src/components/siteLinks';
import { DEFAULT_APP_CONFIG } from '../../src/model/config';
import { CHROME_LABELS, MESSAGES, pageTitle, SITE_TEXTS } from '../../src/model/messages';
import { DEFAULT_SUBCATEGORY_IMAGE_URL, paths, subCategoryImageUrl } from '../../src/model/paths';
import { appUpdate } from '../../src/pwa/appUpdate';
import { setStubbedOnline, stubOnlineStatus } from '../../src/pwa/onlineStatusStub';
import { HomeScreen } from '../../src/screens/home/HomeScreen';
import { withPublicLayout } from '../decorators';
import { inViewport, READER_PHONE } from '../../.storybook/viewports';

/** The home page in its frame (navigation bar, footer), with its data from MSW. */
const meta = {
  title: 'Screens/Home',
  // Pictured where readers read: a common phone's first screen.
  globals: READER_PHONE,
  component: HomeScreen,
  decorators: [withPublicLayout],
  parameters: {
    route: { initialEntries: [paths.home] },
    chromatic: { modes: allModes },
  },
} satisfies Meta<typeof HomeScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const main = (canvasElement: HTMLElement) => within(within(canvasElement).getByRole('main'));
const cardLinks = (canvasElement: HTMLElement) => main(canvasElement).findAllByRole('link', {}, { timeout: 5_000 });
/** The image of a card (found by its title's link): decorative (`alt=""`), so not in the accessibility tree. */
const cardImage = (link: HTMLElement) => link.closest('li')!.querySelector('img');
const location = (canvasElement: HTMLElement) => within(canvasElement).getByTestId(LOCATION_TEST_ID);
/** Time for the layout's effects after a navigation, before checking that focus did not move. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 100));

/** Every sub-category as a card linking to its page. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const links = await cardLinks(canvasElement);
    await expect(links).toHaveLength(subCategories.length);
    links.forEach((link, index) => {
      const subCategory = subCategories[index]!;
      expect(link).toHaveAttribute('href', paths.subCategory(subCategory.subCategoryId));
      expect(link).toHaveAccessibleName(subCategory.titlePrimary);
      expect(cardImage(link)).toHaveAttribute('src', subCategoryImageUrl(subCategory.subCategoryImage));
      // The title is read once: the image is decorative.
      expect(cardImage(link)).toHaveAttribute('alt', '');
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
      await expect(cardImage(link)).toHaveAttribute('src', DEFAULT_SUBCATEGORY_IMAGE_URL);
    }
  },
};

/** A signed-in editor's browser gets the hidden rows too (for the admin list): the public page leaves them out. */
export const HiddenRowsLeftOut: Story = {
  parameters: {
    // Not pictured: proves what is left out: the page it shows is Default's.
    visual: false,
    msw: { handlers: { subcategoryAll: subCategoryAll.withHidden } },
  },
  play: async ({ canvasElement }) => {
    const links = await cardLinks(canvasElement);
    await expect(links).toHaveLength(subCategories.length);
    for (const hidden of hiddenSubCategories) {
      await expect(main(canvasElement).queryByText(hidden.titlePrimary)).not.toBeInTheDocument();
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
    await expect(main(canvasElement).getByRole('button', { name: SITE_TEXTS.tryAgain })).toBeEnabled();
  },
};

/** 'Try again' asks the server again; here it answers the second time. */
export const ErrorThenRetry: Story = {
  parameters: {
    // Not pictured: ends on the cards that Default pictures.
    visual: false,
    msw: { handlers: { subcategoryAll: subCategoryAllErrorOnce.handler } },
  },
  beforeEach: () => subCategoryAllErrorOnce.reset(),
  play: async ({ canvasElement }) => {
    await main(canvasElement).findByRole('alert', {}, { timeout: 5_000 });
    await userEvent.click(main(canvasElement).getByRole('button', { name: SITE_TEXTS.tryAgain }));
    await expect(await cardLinks(canvasElement)).toHaveLength(subCategories.length);
  },
};

/** The library has no sub-categories yet. */
export const Empty: Story = {
  parameters: { msw: { handlers: { subcategoryAll: subCategoryAll.empty } } },
  play: async ({ canvasElement }) => {
    await expect(await main(canvasElement).findByText(SITE_TEXTS.noBhajansYet)).toHaveAttribute('role', 'status');
    await expect(main(canvasElement).queryAllByRole('link')).toHaveLength(0);
  },
};

/**
 * The cards are shown, then a background refetch fails: react-query keeps the data (its status is
 * 'error'), and so does the page: the cards stay, without the error text.
 */
export const RefetchFails: Story = {
  parameters: {
    // Not pictured: proves the cards stay: the page it shows is Default's.
    visual: false,
    msw: { handlers: { subcategoryAll: subCategoryAllFailsAfterFirst.handler } },
  },
  loaders: [queryClientLoader],
  beforeEach: () => subCategoryAllFailsAfterFirst.reset(),
  play: async ({ canvasElement, loaded }) => {
    await expect(await cardLinks(canvasElement)).toHaveLength(subCategories.length);

    const queryClient = storyQueryClient(loaded);
    const { queryKey } = subCategoriesQueryOptions();
    await queryClient.refetchQueries({ queryKey });
    await expect(queryClient.getQueryState(queryKey)?.status).toBe('error');

    await waitFor(() => expect(main(canvasElement).getAllByRole('link')).toHaveLength(subCategories.length));
    await expect(main(canvasElement).queryByRole('alert')).not.toBeInTheDocument();
    await expect(main(canvasElement).queryByText(MESSAGES.homeError)).not.toBeInTheDocument();
  },
};

/** The navigation's list fails: the page still works; only the 'Bhajans' dropdown says so. */
export const NavListFails: Story = {
  // The 'Bhajans' dropdown of a desktop's navigation bar (a phone's is behind Menu).
  globals: inViewport('laptop'),
  parameters: { msw: { handlers: { subcategoryNav: subCategoryNav.error } } },
  play: async ({ canvasElement }) => {
    await expect(await cardLinks(canvasElement)).toHaveLength(subCategories.length);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: CHROME_LABELS.bhajans }));
    await expect(await canvas.findByRole('alert', {}, { timeout: 5_000 })).toHaveTextContent(NAV_ITEMS_ERROR);
    await expect(main(canvasElement).queryByRole('alert')).not.toBeInTheDocument();
  },
};

/**
 * After a navigation the page's content has focus (not the link that was followed, which may be
 * gone): here after a card, a 'Bhajans' entry and a navigation link.
 */
export const FocusAfterNavigation: Story = {
  // It follows links of a desktop's navigation bar (a phone's is behind Menu).
  globals: inViewport('laptop'),
  parameters: {
    // Not pictured: proves where the focus goes; the pages it passes through are pictured by their own stories.
    visual: false,
    route: { initialEntries: [paths.home], showLocation: true },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const content = canvas.getByRole('main');
    const [firstCard] = await cardLinks(canvasElement);
    // Not on the first render.
    await expect(content).not.toHaveFocus();

    await userEvent.click(firstCard!);
    await waitFor(() => expect(location(canvasElement)).toHaveTextContent(paths.subCategory(subCategories[0]!.subCategoryId)));
    await waitFor(() => expect(content).toHaveFocus());

    const bhajans = canvas.getByRole('button', { name: CHROME_LABELS.bhajans });
    await userEvent.click(bhajans);
    const panel = canvasElement.ownerDocument.getElementById(bhajans.getAttribute('aria-controls')!)!;
    const last = navItems.at(-1)!;
    await userEvent.click(await within(panel).findByRole('link', { name: last.titlePrimary }));
    await waitFor(() => expect(location(canvasElement)).toHaveTextContent(paths.subCategory(last.subCategoryId)));
    await waitFor(() => expect(content).toHaveFocus());

    const about = NAV_LINKS[1]!;
    await userEvent.click(canvas.getByRole('link', { name: `${about.en} ${about.hi}` }));
    await waitFor(() => expect(location(canvasElement)).toHaveTextContent(about.to));
    await waitFor(() => expect(content).toHaveFocus());
  },
};

/**
 * A search from another page moves focus to the content (the results page); a new search from the
 * search page's own box leaves focus in the box.
 */
export const FocusAfterSearch: Story = {
  parameters: {
    // Not pictured: proves where the focus goes; the pages it passes through are pictured by their own stories.
    visual: false,
    route: { initialEntries: [paths.home], showLocation: true },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const content = canvas.getByRole('main');
    const box = canvas.getByRole('combobox', { name: SEARCH_LABEL });

    await userEvent.type(box, 'hanuman{Enter}');
    await waitFor(() => expect(location(canvasElement)).toHaveTextContent(paths.searchFor('hanuman')));
    await waitFor(() => expect(content).toHaveFocus());

    await userEvent.clear(box);
    await userEvent.type(box, 'ram{Enter}');
    await waitFor(() => expect(location(canvasElement)).toHaveTextContent(paths.searchFor('ram')));
    await settle();
    await expect(box).toHaveFocus();
  },
};

/** The list's call with no network and no copy saved by the service worker: no answer at all, until `connection.back`. */
const connection = { back: false };
const allWhileOffline = http.get(apiPaths.subCategoryAll, () =>
  connection.back ? HttpResponse.json(subCategories) : HttpResponse.error(),
);

/**
 * Offline, and the home page was never saved (e.g. the app opened first on a hymn): it says so,
 * with 'Try again', instead of the error text; when the connection comes back the cards arrive by
 * themselves.
 */
export const OfflineNotSaved: Story = {
  parameters: {
    // Not pictured: ends back online on the cards that Default pictures; the offline notice is pictured by Components/OfflineNotice.
    visual: false,
    msw: { handlers: { subcategoryAll: allWhileOffline } },
  },
  beforeEach: () => {
    connection.back = false;
    return stubOnlineStatus(false);
  },
  play: async ({ canvasElement }) => {
    const notice = await main(canvasElement).findByText(SITE_TEXTS.offline.notSaved, {}, { timeout: 5_000 });
    await expect(notice).toHaveAttribute('role', 'status');
    await expect(main(canvasElement).queryByText(MESSAGES.homeError)).not.toBeInTheDocument();
    await expect(main(canvasElement).getByRole('button', { name: SITE_TEXTS.tryAgain })).toBeEnabled();
    await expect(within(canvasElement).getByText(SITE_TEXTS.offline.offlineBanner)).toBeVisible();

    connection.back = true;
    setStubbedOnline(true);
    await expect(await cardLinks(canvasElement)).toHaveLength(subCategories.length);
    await expect(within(canvasElement).queryByText(SITE_TEXTS.offline.offlineBanner)).not.toBeInTheDocument();
  },
};

/**
 * The connection drops while reading: the notice appears above the page, which stays as it was; it
 * goes when the connection returns.
 */
export const ConnectionLost: Story = {
  // Not pictured: ends back online on the cards that Default pictures; the offline notice is pictured by Components/OfflineNotice.
  parameters: { visual: false },
  beforeEach: () => stubOnlineStatus(true),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await cardLinks(canvasElement)).toHaveLength(subCategories.length);
    await expect(canvas.queryByText(SITE_TEXTS.offline.offlineBanner)).not.toBeInTheDocument();

    setStubbedOnline(false);
    const notice = await canvas.findByText(SITE_TEXTS.offline.offlineBanner);
    await expect(notice).toHaveAttribute('role', 'status');
    // Above the page, not over it.
    await expect(notice.getBoundingClientRect().bottom).toBeLessThanOrEqual(canvas.getByRole('main').getBoundingClientRect().top);
    await expect(main(canvasElement).getAllByRole('link')).toHaveLength(subCategories.length);

    setStubbedOnline(true);
    await waitFor(() => expect(canvas.queryByText(SITE_TEXTS.offline.offlineBanner)).not.toBeInTheDocument());
  },
};

/** What the new-version banner's Reload does here: the registration's part (see src/pwa/register.ts). */
const applyUpdate = fn();

/**
 * A new version of the site waits: the frame offers Reload under the navigation bar, and only the
 * visitor's Reload applies it.
 */
export const UpdateReady: Story = {
  beforeEach: () => {
    applyUpdate.mockClear();
    appUpdate.offer(applyUpdate);
    return () => appUpdate.reset();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await cardLinks(canvasElement)).toHaveLength(subCategories.length);
    await expect(canvas.getByText(SITE_TEXTS.offline.updateReady(DEFAULT_APP_CONFIG.siteName))).toHaveAttribute('role', 'status');
    await expect(applyUpdate).not.toHaveBeenCalled();

    await userEvent.click(canvas.getByRole('button', { name: SITE_TEXTS.offline.reload }));
    await expect(applyUpdate).toHaveBeenCalledTimes(1);
    await expect(await canvas.findByRole('button', { name: SITE_TEXTS.offline.reloading })).toBeDisabled();
  },
};
