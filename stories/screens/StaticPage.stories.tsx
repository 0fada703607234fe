import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { LOCATION_TEST_ID } from '../../.storybook/annotations';
import { allModes } from '../../.storybook/modes';
import {
  ABOUT_PAGE_NAME,
  aboutPage,
  CONTACT_PAGE_NAME,
  contactPage,
  EXTERNAL_LINK,
  MISSING_PAGE_NAME,
  SUPPORT_MAILTO,
} from '../../mocks/fixtures/static-pages';
import { staticPage } from '../../mocks/handlers/static-page';
import { BASE_URL_PLACEHOLDER, DEFAULT_SUBCATEGORY_IMAGE } from '../../src/model/constants';
import { DEFAULT_APP_CONFIG } from '../../src/model/config';
import { MESSAGES, pageTitle, SITE_TEXTS } from '../../src/model/messages';
import { DEFAULT_SUBCATEGORY_IMAGE_URL, paths, ROUTE_PATTERNS } from '../../src/model/paths';
import { notFoundTitle } from '../../src/screens/not-found/NotFoundScreen';
import { StaticPageScreen } from '../../src/screens/static-page/StaticPageScreen';
import { withPublicLayout } from '../decorators';
import { READER_PHONE } from '../../.storybook/viewports';

const at = (pageName: string) => ({ path: ROUTE_PATTERNS.staticPage, initialEntries: [paths.staticPage(pageName)] });

/** `/page/{pagename}` in its frame (navigation bar, footer), with its data from MSW. */
const meta = {
  title: 'Screens/StaticPage',
  // Pictured where readers read: a common phone's first screen.
  globals: READER_PHONE,
  component: StaticPageScreen,
  decorators: [withPublicLayout],
  parameters: {
    route: at(ABOUT_PAGE_NAME),
    chromatic: { modes: allModes },
  },
} satisfies Meta<typeof StaticPageScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An API host of its own (a CDN), as MEDIA_BASE_URL sets it. */
const API_BASE = 'https://media.bhajansangrah.example';

const main = (canvasElement: HTMLElement) => within(within(canvasElement).getByRole('main'));
const article = async (canvasElement: HTMLElement) => within(await main(canvasElement).findByRole('article', {}, { timeout: 5_000 }));
const location = (canvasElement: HTMLElement) => within(canvasElement).getByTestId(LOCATION_TEST_ID);

/** The About page: its title, its HTML with the placeholder replaced (same origin), and its links. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const page = await article(canvasElement);
    await expect(page.getByRole('heading', { level: 1 }).textContent).toBe(aboutPage.titlePrimary);
    await expect(page.getByRole('heading', { level: 2, name: 'About Bhajan Sangrah' })).toBeInTheDocument();
    await expect(page.getByRole('img', { name: 'Bhajan Sangrah' })).toHaveAttribute('src', DEFAULT_SUBCATEGORY_IMAGE_URL);
    await expect(page.getByRole('link', { name: 'feedback form' })).toHaveAttribute('href', paths.feedback);
    await expect(page.getByRole('link', { name: 'aartis' })).toHaveAttribute('href', paths.subCategory(7));
    await expect(page.getByRole('link', { name: 'bhajans' })).toHaveAttribute('href', EXTERNAL_LINK);
    await expect(page.getByRole('link', { name: 'support@bhajansangrah.example' })).toHaveAttribute('href', SUPPORT_MAILTO);
    await expect(page.getByText('हरि ॐ।')).toHaveAttribute('lang', 'hi');
    await expect(canvasElement.innerHTML).not.toContain(BASE_URL_PLACEHOLDER);
    await waitFor(() => expect(document.title).toBe(pageTitle.withSite(aboutPage.titlePrimary, DEFAULT_APP_CONFIG.siteName)));
  },
};

/**
 * With an API host of its own, the placeholder becomes that host (the picture comes from there);
 * a link the placeholder pointed at one of the app's pages still opens the app's page.
 */
export const WithApiBase: Story = {
  parameters: { appConfig: { mediaBaseUrl: API_BASE } },
  play: async ({ canvasElement }) => {
    const page = await article(canvasElement);
    await expect(page.getByRole('img', { name: 'Bhajan Sangrah' })).toHaveAttribute(
      'src',
      `${API_BASE}/static/subcategoryimg/${DEFAULT_SUBCATEGORY_IMAGE}`,
    );
    await expect(page.getByRole('link', { name: 'feedback form' })).toHaveAttribute('href', paths.feedback);
  },
};

/** A link to one of the app's pages opens it inside the app (no page load). */
export const InternalLinks: Story = {
  parameters: {
    // Not pictured: proves the link opens inside the app: the page it ends on is not this story's.
    visual: false,
    route: { ...at(ABOUT_PAGE_NAME), showLocation: true },
  },
  play: async ({ canvasElement }) => {
    const page = await article(canvasElement);
    await userEvent.click(page.getByRole('link', { name: 'feedback form' }));
    await waitFor(() => expect(location(canvasElement)).toHaveTextContent(new RegExp(`^${paths.feedback}$`)));
  },
};

/**
 * A page carrying a script, an event handler, a `javascript:` link, an iframe, a form and a style
 * block: none of them is in the page, none ran, and the text around them is kept.
 */
export const Sanitised: Story = {
  parameters: { route: at(CONTACT_PAGE_NAME) },
  play: async ({ canvasElement }) => {
    const page = await article(canvasElement);
    const h1 = page.getByRole('heading', { level: 1 });
    await expect(h1.textContent).toBe(contactPage.titlePrimary);
    await expect(within(h1).getByText(contactPage.titlePrimary)).toHaveAttribute('lang', 'hi');
    await expect(page.getByText('धन्यवाद।')).toBeInTheDocument();

    const body = within(canvasElement).getByRole('main');
    await expect(body.querySelectorAll('script, iframe, form, input, style')).toHaveLength(0);
    await expect(body.querySelectorAll('[onerror]')).toHaveLength(0);
    const callUs = page.getByText('Call us');
    await expect(callUs.getAttribute('href') ?? '').not.toMatch(/javascript:/i);
    await userEvent.click(callUs);
    // The picture's file is missing: when it fails to load, no onerror handler is left to run.
    page.getByRole('img', { name: 'Our satsang hall' }).dispatchEvent(new Event('error'));

    const flags = window as unknown as Record<string, unknown>;
    await expect(flags.__staticPageScriptRan).toBeUndefined();
    await expect(flags.__staticPageOnErrorRan).toBeUndefined();
    await expect(flags.__staticPageLinkRan).toBeUndefined();
    await waitFor(() => expect(document.title).toBe(pageTitle.withSite(contactPage.titlePrimary, DEFAULT_APP_CONFIG.siteName)));
  },
};

/** The page is on its way. */
export const Loading: Story = {
  parameters: { msw: { handlers: { staticPage: staticPage.loading } } },
  play: async ({ canvasElement }) => {
    await expect(await main(canvasElement).findByRole('status')).toHaveTextContent(MESSAGES.loadingData);
    await expect(main(canvasElement).queryByRole('article')).not.toBeInTheDocument();
  },
};

/** A failed call is only logged: the page stays on 'Loading data...' (the spec's error catalogue). */
export const Error: Story = {
  parameters: {
    // Not pictured: the same page as Loading, by design (a failed call stays on 'Loading data...').
    visual: false,
    msw: { handlers: { staticPage: staticPage.error } },
  },
  beforeEach: () => {
    const warn = spyOn(console, 'warn').mockImplementation(() => {});
    return () => warn.mockRestore();
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(console.warn).toHaveBeenCalledWith(expect.stringContaining(ABOUT_PAGE_NAME), expect.anything()));
    await expect(main(canvasElement).getByRole('status')).toHaveTextContent(MESSAGES.loadingData);
    await expect(main(canvasElement).queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** A page the server does not know: the app's 'Page not found'. */
export const NotFound: Story = {
  parameters: { route: at(MISSING_PAGE_NAME) },
  play: async ({ canvasElement }) => {
    await expect(
      await main(canvasElement).findByRole('heading', { level: 1, name: MESSAGES.pageNotFound }, { timeout: 5_000 }),
    ).toBeInTheDocument();
    await expect(main(canvasElement).getByText(MESSAGES.notFound404)).toBeInTheDocument();
    await expect(main(canvasElement).getByRole('link', { name: SITE_TEXTS.goHome })).toHaveAttribute('href', paths.home);
    await waitFor(() => expect(document.title).toBe(notFoundTitle(paths.staticPage(MISSING_PAGE_NAME), DEFAULT_APP_CONFIG.siteName)));
  },
};
