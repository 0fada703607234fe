import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { LOCATION_TEST_ID, queryClientLoader, storyQueryClient } from '../../.storybook/annotations';
import { allModes } from '../../.storybook/modes';
import {
  contentListFor,
  veryLongList,
  LONG_LIST_SUBCATEGORY_ID,
  MISSING_SUBCATEGORY_ID,
  NO_IMAGE_SUBCATEGORY_ID,
} from '../../mocks/fixtures/subcategory-content';
import { subCategories } from '../../mocks/fixtures/subcategories';
import {
  contentBySubCategory,
  contentBySubCategoryFailsAfterFirst,
  subCategoryOne,
  subCategoryOneErrorOnce,
  subCategoryOneFailsAfterFirst,
  VERY_LONG_LIST_LENGTH,
} from '../../mocks/handlers/subcategory';
import { contentBySubCategoryQueryOptions, subCategoryQueryOptions } from '../../src/api/subcategory';
import { apiRoutes } from '../../src/model/api-paths';
import { DEFAULT_APP_CONFIG } from '../../src/model/config';
import { SUBCATEGORY_PAGE_SIZE } from '../../src/model/constants';
import type { SubCategory } from '../../src/model/entities';
import { MESSAGES, pageTitle, SITE_TEXTS } from '../../src/model/messages';
import { DEFAULT_SUBCATEGORY_IMAGE_URL, paths, ROUTE_PATTERNS, subCategoryImageUrl } from '../../src/model/paths';
import { displayTitle } from '../../src/model/title';
import { setStubbedOnline, stubOnlineStatus } from '../../src/pwa/onlineStatusStub';
import { SubCategoryScreen } from '../../src/screens/sub-category/SubCategoryScreen';
import { withPublicLayout } from '../decorators';
import { READER_PHONE } from '../../.storybook/viewports';

const subCategory = (id: number): SubCategory => subCategories.find((s) => s.subCategoryId === id)!;
const at = (id: number | string) => ({ path: ROUTE_PATTERNS.subCategory, initialEntries: [paths.subCategory(id)] });

/** `/subcategory/{scid}` in its frame (navigation bar, footer), with its data from MSW. */
const meta = {
  title: 'Screens/SubCategory',
  // Pictured where readers read: a common phone's first screen.
  globals: READER_PHONE,
  component: SubCategoryScreen,
  decorators: [withPublicLayout],
  parameters: {
    route: at(1),
    chromatic: { modes: allModes },
  },
} satisfies Meta<typeof SubCategoryScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Small-screen stories: the test runner sizes the page from `globals.viewport`; Chromatic from the mode. */
const SMALL_SCREEN = { viewport: { value: 'mobile1', isRotated: false } };

const main = (canvasElement: HTMLElement) => within(within(canvasElement).getByRole('main'));
const heading = (canvasElement: HTMLElement) => main(canvasElement).findByRole('heading', { level: 1 }, { timeout: 5_000 });
/** The list of hymns, named by its heading. */
const hymnList = (canvasElement: HTMLElement) =>
  main(canvasElement).findByRole('list', { name: new RegExp(SITE_TEXTS.subCategory.listHeading) }, { timeout: 5_000 });
/** The picture: decorative (`alt=""`), so found by its tag. */
const picture = (canvasElement: HTMLElement) => within(canvasElement).getByRole('main').querySelector('img');

/** Checks the whole page for one sub-category: heading, description, picture, hymns, page title. */
async function expectPage(canvasElement: HTMLElement, shown: SubCategory) {
  const h1 = await heading(canvasElement);
  await expect(h1).toHaveTextContent(shown.titlePrimary);
  await expect(within(h1).getByText(shown.titlePrimary)).toHaveAttribute('lang', 'hi');

  // The description keeps its line breaks.
  const description = main(canvasElement).getByText(
    (_, element) => element?.textContent === shown.contentPrimary && element.tagName === 'P',
  );
  await expect(description).toHaveAttribute('lang', 'hi');
  await expect(getComputedStyle(description).whiteSpace).toBe('pre-line');

  await expect(picture(canvasElement)).toHaveAttribute('src', subCategoryImageUrl(shown.subCategoryImage));
  await expect(picture(canvasElement)).toHaveAttribute('alt', '');

  const hymns = contentListFor(shown.subCategoryId);
  const links = within(await hymnList(canvasElement)).getAllByRole('link');
  await expect(links).toHaveLength(hymns.length);
  links.forEach((link, index) => {
    const hymn = hymns[index]!;
    expect(link).toHaveAttribute('href', paths.content(hymn.contentId));
    expect(link).toHaveTextContent(displayTitle(hymn.titlePrimary));
    expect(link).toHaveAttribute('lang', 'hi');
  });

  await waitFor(() =>
    expect(document.title).toBe(pageTitle.subCategory(shown.titlePrimary, shown.titleSecondary, DEFAULT_APP_CONFIG.siteName)),
  );
}

/** What a sub-category's first screen may take before its list (the first hymn within 60 %). */
const FIRST_HYMN_SHARE = 0.6;

/** A sub-category with its picture and a handful of hymns: on a common phone the first hymn is on the first screen. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expectPage(canvasElement, subCategory(1));
    const first = within(await hymnList(canvasElement)).getAllByRole('link')[0]!;
    await expect(first.getBoundingClientRect().top).toBeLessThanOrEqual(window.innerHeight * FIRST_HYMN_SHARE);
  },
};

/** Without a picture of its own: the default image. */
export const NoImage: Story = {
  parameters: { route: at(NO_IMAGE_SUBCATEGORY_ID) },
  play: async ({ canvasElement }) => {
    await expectPage(canvasElement, subCategory(NO_IMAGE_SUBCATEGORY_ID));
    await expect(picture(canvasElement)).toHaveAttribute('src', DEFAULT_SUBCATEGORY_IMAGE_URL);
  },
};

/** A long description and more than thirty hymns, numbered in display order. */
export const LongList: Story = {
  parameters: { route: at(LONG_LIST_SUBCATEGORY_ID) },
  play: async ({ canvasElement }) => {
    await expectPage(canvasElement, subCategory(LONG_LIST_SUBCATEGORY_ID));
    await expect(contentListFor(LONG_LIST_SUBCATEGORY_ID).length).toBeGreaterThan(30);
  },
};

const veryLong = veryLongList(VERY_LONG_LIST_LENGTH);
const pageCount = Math.ceil(VERY_LONG_LIST_LENGTH / SUBCATEGORY_PAGE_SIZE);
const pager = (canvasElement: HTMLElement) => main(canvasElement).getByRole('navigation', { name: SITE_TEXTS.subCategory.pagesLabel });
const stepLink = (canvasElement: HTMLElement, label: { en: string; hi: string }) =>
  within(pager(canvasElement)).getByRole('link', { name: `${label.en} ${label.hi}` });

/**
 * A collection larger than one page (SUBCATEGORY_PAGE_SIZE hymns): the first page, which of the
 * hymns it shows, and the pages to move through; Next goes on to the second page, numbered on.
 */
export const PagedList: Story = {
  parameters: {
    route: { ...at(1), showLocation: true },
    msw: { handlers: { subcategoryContent: contentBySubCategory.veryLong } },
  },
  play: async ({ canvasElement }) => {
    const list = await hymnList(canvasElement);
    await expect(within(list).getAllByRole('link')).toHaveLength(SUBCATEGORY_PAGE_SIZE);
    await expect(
      main(canvasElement).getByText(SITE_TEXTS.subCategory.shownRange(1, SUBCATEGORY_PAGE_SIZE, VERY_LONG_LIST_LENGTH)),
    ).toBeVisible();
    const pages = within(pager(canvasElement)).getAllByRole('link', { name: /^Page / });
    await expect(pages.map((link) => link.textContent)).toEqual(Array.from({ length: pageCount }, (_, i) => String(i + 1)));
    await expect(pages[0]).toHaveAttribute('aria-current', 'page');
    await expect(stepLink(canvasElement, SITE_TEXTS.subCategory.previousPage)).toHaveAttribute('aria-disabled', 'true');
    const next = stepLink(canvasElement, SITE_TEXTS.subCategory.nextPage);
    await expect(next).toHaveAttribute('href', paths.subCategory(1, 2));

    await userEvent.click(next);
    await waitFor(() => expect(within(canvasElement).getByTestId(LOCATION_TEST_ID)).toHaveTextContent(paths.subCategory(1, 2)));
    // The second page's list (a list element of its own, once its hymns have arrived).
    await waitFor(async () =>
      expect(within(await hymnList(canvasElement)).getAllByRole('link')[0]).toHaveTextContent(
        displayTitle(veryLong[SUBCATEGORY_PAGE_SIZE]!.titlePrimary),
      ),
    );
    await expect(await hymnList(canvasElement)).toHaveAttribute('start', String(SUBCATEGORY_PAGE_SIZE + 1));
    await expect(within(pager(canvasElement)).getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  },
};

/** The last page: the rest of the hymns; Next is not a link. */
export const PagedListLastPage: Story = {
  parameters: {
    route: { path: ROUTE_PATTERNS.subCategory, initialEntries: [paths.subCategory(1, pageCount)] },
    msw: { handlers: { subcategoryContent: contentBySubCategory.veryLong } },
  },
  play: async ({ canvasElement }) => {
    const rest = VERY_LONG_LIST_LENGTH - (pageCount - 1) * SUBCATEGORY_PAGE_SIZE;
    await expect(within(await hymnList(canvasElement)).getAllByRole('link')).toHaveLength(rest);
    await expect(stepLink(canvasElement, SITE_TEXTS.subCategory.nextPage)).toHaveAttribute('aria-disabled', 'true');
    await expect(stepLink(canvasElement, SITE_TEXTS.subCategory.previousPage)).toHaveAttribute('href', paths.subCategory(1, pageCount - 1));
  },
};

/** An address past the last page: said as such, with the way to the first page. */
export const PagedListPastTheEnd: Story = {
  parameters: {
    route: { path: ROUTE_PATTERNS.subCategory, initialEntries: [paths.subCategory(1, 9)] },
    msw: { handlers: { subcategoryContent: contentBySubCategory.veryLong } },
  },
  play: async ({ canvasElement }) => {
    await expect(await main(canvasElement).findByText(SITE_TEXTS.subCategory.pastTheEnd(pageCount), { exact: false })).toBeVisible();
    await expect(main(canvasElement).getByRole('link', { name: SITE_TEXTS.subCategory.firstPage })).toHaveAttribute(
      'href',
      paths.subCategory(1),
    );
  },
};

/** On the smallest phone too, the picture is a thumbnail beside the description. */
export const SmallScreen: Story = {
  globals: SMALL_SCREEN,
  parameters: { chromatic: { modes: { mobile: allModes.mobile } } },
  play: async ({ canvasElement }) => {
    const shown = subCategory(1);
    await expectPage(canvasElement, shown);
    const description = main(canvasElement).getByText(
      (_, element) => element?.textContent === shown.contentPrimary && element.tagName === 'P',
    );
    const image = picture(canvasElement)!;
    await expect(image.getBoundingClientRect().right).toBeLessThanOrEqual(description.getBoundingClientRect().left);
  },
};

/**
 * A description longer than three lines folds, with 'Read more' over the end of its last line;
 * 'Read more' unfolds it whole, and 'Read less' folds it again.
 */
export const DescriptionUnfolded: Story = {
  parameters: { route: at(LONG_LIST_SUBCATEGORY_ID) },
  play: async ({ canvasElement }) => {
    const shown = subCategory(LONG_LIST_SUBCATEGORY_ID);
    await heading(canvasElement);
    const description = main(canvasElement).getByText(
      (_, element) => element?.textContent === shown.contentPrimary && element.tagName === 'P',
    );
    const more = await main(canvasElement).findByRole('button', { name: SITE_TEXTS.subCategory.readMore });
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await expect(description.scrollHeight).toBeGreaterThan(description.clientHeight);
    await userEvent.click(more);
    await expect(more).toHaveAttribute('aria-expanded', 'true');
    await expect(more).toHaveTextContent(SITE_TEXTS.subCategory.readLess);
    await expect(description.scrollHeight).toBeLessThanOrEqual(description.clientHeight + 1);
    // The list follows the whole description.
    const first = within(await hymnList(canvasElement)).getAllByRole('link')[0]!;
    await expect(first.getBoundingClientRect().top).toBeGreaterThan(more.getBoundingClientRect().bottom);
  },
};

/** A short description shows whole, without 'Read more'. */
export const ShortDescription: Story = {
  // Not pictured: a page as Default draws it.
  parameters: { route: at(6), visual: false },
  play: async ({ canvasElement }) => {
    await heading(canvasElement);
    await hymnList(canvasElement);
    await waitFor(() => expect(main(canvasElement).queryByRole('button', { name: SITE_TEXTS.subCategory.readMore })).toBeNull());
  },
};

/** Both calls are on their way. */
export const Loading: Story = {
  parameters: {
    msw: { handlers: { subcategoryOne: subCategoryOne.loading, subcategoryContent: contentBySubCategory.loading } },
  },
  play: async ({ canvasElement }) => {
    await expect(await main(canvasElement).findByRole('status')).toHaveTextContent(MESSAGES.loading);
    await expect(main(canvasElement).queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  },
};

/** The sub-category is there; its list is still on its way. */
export const ListLoading: Story = {
  parameters: { msw: { handlers: { subcategoryContent: contentBySubCategory.loading } } },
  play: async ({ canvasElement }) => {
    await expect(await heading(canvasElement)).toHaveTextContent(subCategory(1).titlePrimary);
    await expect(main(canvasElement).getByRole('status')).toHaveTextContent(MESSAGES.loading);
  },
};

/** The server failed: the spec's error text and a way to try again. */
export const Error: Story = {
  parameters: { msw: { handlers: { subcategoryOne: subCategoryOne.error } } },
  play: async ({ canvasElement }) => {
    const alert = await main(canvasElement).findByRole('alert', {}, { timeout: 5_000 });
    await expect(alert.textContent).toBe(MESSAGES.subCategoryError);
    await expect(main(canvasElement).getByRole('button', { name: SITE_TEXTS.tryAgain })).toBeEnabled();
    await expect(main(canvasElement).queryByRole('link', { name: SITE_TEXTS.goHome })).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(pageTitle.withSite(MESSAGES.subCategoryError, DEFAULT_APP_CONFIG.siteName)));
  },
};

/** 'Try again' asks the server again; here it answers the second time. */
export const ErrorThenRetry: Story = {
  parameters: {
    // Not pictured: ends on the page that Default pictures.
    visual: false,
    msw: { handlers: { subcategoryOne: subCategoryOneErrorOnce.handler } },
  },
  beforeEach: () => subCategoryOneErrorOnce.reset(),
  play: async ({ canvasElement }) => {
    await main(canvasElement).findByRole('alert', {}, { timeout: 5_000 });
    await userEvent.click(main(canvasElement).getByRole('button', { name: SITE_TEXTS.tryAgain }));
    await expect(await heading(canvasElement)).toHaveTextContent(subCategory(1).titlePrimary);
    await expect(main(canvasElement).queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** No such sub-category (or a hidden one): the error text and the way home, not 'Try again'. */
export const NotFound: Story = {
  parameters: { route: at(MISSING_SUBCATEGORY_ID) },
  play: async ({ canvasElement }) => {
    // Said as a category that is not there, not as a failure to fetch; the ways on are a search and home.
    await expect(
      await main(canvasElement).findByRole('heading', { level: 1, name: SITE_TEXTS.missing.subCategory }, { timeout: 5_000 }),
    ).toBeVisible();
    await expect(main(canvasElement).queryByText(MESSAGES.subCategoryError)).not.toBeInTheDocument();
    await expect(main(canvasElement).getByRole('search')).toHaveAttribute('action', paths.search);
    await expect(main(canvasElement).getByRole('link', { name: SITE_TEXTS.goHome })).toHaveAttribute('href', paths.home);
    await expect(main(canvasElement).queryByRole('button', { name: SITE_TEXTS.tryAgain })).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(pageTitle.withSite(SITE_TEXTS.missing.subCategoryTitle, DEFAULT_APP_CONFIG.siteName)));
  },
};

/** A sub-category without any visible hymn yet. */
export const EmptyList: Story = {
  parameters: { msw: { handlers: { subcategoryContent: contentBySubCategory.empty } } },
  play: async ({ canvasElement }) => {
    await expect(await heading(canvasElement)).toHaveTextContent(subCategory(1).titlePrimary);
    // The list's 'Loading...' may still be the status at first: wait for the empty list's text.
    await expect(await main(canvasElement).findByText(SITE_TEXTS.subCategory.noHymnsYet, {}, { timeout: 5_000 })).toHaveAttribute(
      'role',
      'status',
    );
    await expect(main(canvasElement).queryByRole('list')).not.toBeInTheDocument();
  },
};

/** The list fails while the sub-category loads: the page shows what it has, the list says it failed. */
export const ListError: Story = {
  parameters: { msw: { handlers: { subcategoryContent: contentBySubCategory.error } } },
  play: async ({ canvasElement }) => {
    await expect(await heading(canvasElement)).toHaveTextContent(subCategory(1).titlePrimary);
    const alert = await main(canvasElement).findByRole('alert', {}, { timeout: 5_000 });
    await expect(alert.textContent).toBe(MESSAGES.subCategoryError);
    await expect(main(canvasElement).getByRole('button', { name: SITE_TEXTS.tryAgain })).toBeEnabled();
  },
};

/**
 * The page is shown, then background refetches of both calls fail: react-query keeps the data,
 * and so does the page, without the error text.
 */
export const RefetchFails: Story = {
  parameters: {
    // Not pictured: proves the page stays: it is Default's.
    visual: false,
    msw: {
      handlers: {
        subcategoryOne: subCategoryOneFailsAfterFirst.handler,
        subcategoryContent: contentBySubCategoryFailsAfterFirst.handler,
      },
    },
  },
  loaders: [queryClientLoader],
  beforeEach: () => {
    subCategoryOneFailsAfterFirst.reset();
    contentBySubCategoryFailsAfterFirst.reset();
  },
  play: async ({ canvasElement, loaded }) => {
    const hymns = contentListFor(1);
    await expect(within(await hymnList(canvasElement)).getAllByRole('link')).toHaveLength(hymns.length);

    const queryClient = storyQueryClient(loaded);
    const keys = [subCategoryQueryOptions('1').queryKey, contentBySubCategoryQueryOptions('1').queryKey];
    await Promise.all(keys.map((queryKey) => queryClient.refetchQueries({ queryKey })));
    for (const queryKey of keys) await expect(queryClient.getQueryState(queryKey)?.status).toBe('error');

    await expect(main(canvasElement).getByRole('heading', { level: 1 })).toHaveTextContent(subCategory(1).titlePrimary);
    await waitFor(() => expect(within(main(canvasElement).getByRole('list')).getAllByRole('link')).toHaveLength(hymns.length));
    await expect(main(canvasElement).queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** Choosing a title opens the hymn. */
export const FollowHymn: Story = {
  parameters: {
    // Not pictured: proves where the link leads: the story renders only the sub-category's route, so it ends on 'Page not found', which NotFound pictures.
    visual: false,
    route: { ...at(2), showLocation: true },
  },
  play: async ({ canvasElement }) => {
    const hymn = contentListFor(2)[0]!;
    await userEvent.click(within(await hymnList(canvasElement)).getByRole('link', { name: displayTitle(hymn.titlePrimary) }));
    await waitFor(() => expect(within(canvasElement).getByTestId(LOCATION_TEST_ID)).toHaveTextContent(paths.content(hymn.contentId)));
  },
};

/**
 * The page's calls with no network and no copy saved by the service worker: no answer at all, until
 * `connection.back` (then the fixtures).
 */
const connection = { back: false };
const whileOffline = (path: string, answer: (scid: string) => Response) =>
  http.get(path, ({ params }) => (connection.back ? answer(String(params.scid)) : HttpResponse.error()));
const subCategoryWhileOffline = whileOffline(apiRoutes.subCategory, (scid) => HttpResponse.json(subCategory(Number(scid))));
const listWhileOffline = whileOffline(apiRoutes.contentBySubCategory, (scid) => HttpResponse.json(contentListFor(scid)));
/** A page opened with no connection (the browser says offline; the service worker served the app). */
const openedOffline = () => {
  connection.back = false;
  return stubOnlineStatus(false);
};

/**
 * Offline, a sub-category never opened before: the page says it was not saved for offline reading,
 * with 'Try again', instead of the error text; when the connection comes back it opens by itself.
 */
export const OfflineNotSaved: Story = {
  parameters: {
    // Not pictured: ends back online on the page that Default pictures.
    visual: false,
    msw: { handlers: { subcategoryOne: subCategoryWhileOffline, subcategoryContent: listWhileOffline } },
  },
  beforeEach: openedOffline,
  play: async ({ canvasElement }) => {
    const notice = await main(canvasElement).findByText(SITE_TEXTS.offline.notSaved, {}, { timeout: 5_000 });
    await expect(notice).toHaveAttribute('role', 'status');
    await expect(main(canvasElement).queryByText(MESSAGES.subCategoryError)).not.toBeInTheDocument();
    await expect(main(canvasElement).getByRole('button', { name: SITE_TEXTS.tryAgain })).toBeEnabled();
    await expect(within(canvasElement).getByText(SITE_TEXTS.offline.offlineBanner)).toBeVisible();
    await waitFor(() => expect(document.title).toBe(pageTitle.withSite(SITE_TEXTS.offline.notSavedTitle, DEFAULT_APP_CONFIG.siteName)));

    connection.back = true;
    setStubbedOnline(true);
    await expectPage(canvasElement, subCategory(1));
    // The page's hymns arrive too, not only its title.
    await expect(within(await hymnList(canvasElement)).getAllByRole('link')).toHaveLength(contentListFor(1).length);
    await expect(main(canvasElement).queryByText(SITE_TEXTS.offline.notSaved)).not.toBeInTheDocument();
  },
};

/**
 * Offline, the sub-category was saved but not its list: the page shows what it has, the list says
 * it was not saved; the connection back, the list arrives.
 */
export const OfflineListNotSaved: Story = {
  parameters: {
    // Not pictured: ends back online on the page that Default pictures.
    visual: false,
    msw: { handlers: { subcategoryContent: listWhileOffline } },
  },
  beforeEach: openedOffline,
  play: async ({ canvasElement }) => {
    await expect(await heading(canvasElement)).toHaveTextContent(subCategory(1).titlePrimary);
    await expect(await main(canvasElement).findByText(SITE_TEXTS.offline.notSaved, {}, { timeout: 5_000 })).toBeVisible();
    await expect(main(canvasElement).queryByRole('alert')).not.toBeInTheDocument();

    connection.back = true;
    setStubbedOnline(true);
    await expect(within(await hymnList(canvasElement)).getAllByRole('link')).toHaveLength(contentListFor(1).length);
    await expect(main(canvasElement).queryByText(SITE_TEXTS.offline.notSaved)).not.toBeInTheDocument();
  },
};
