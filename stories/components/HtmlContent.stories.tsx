import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';
import { LOCATION_TEST_ID } from '../../.storybook/annotations';
import { aboutPage, contactPage, EXTERNAL_LINK } from '../../mocks/fixtures/static-pages';
import { HtmlContent } from '../../src/components/HtmlContent';
import { BASE_URL_PLACEHOLDER, DEFAULT_SUBCATEGORY_IMAGE } from '../../src/model/constants';
import { DEFAULT_SUBCATEGORY_IMAGE_URL, paths } from '../../src/model/paths';

const meta = {
  title: 'Components/HtmlContent',
  component: HtmlContent,
  args: { html: aboutPage.contentPrimary },
  parameters: { layout: 'padded', route: { initialEntries: [paths.aboutUs], showLocation: true } },
} satisfies Meta<typeof HtmlContent>;

export default meta;
type Story = StoryObj<typeof meta>;

const location = (canvasElement: HTMLElement) => within(canvasElement).getByTestId(LOCATION_TEST_ID);

/** Editors' HTML with the placeholder replaced by the same origin (an empty API base). */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'About Bhajan Sangrah' })).toBeInTheDocument();
    await expect(canvas.getByRole('img', { name: 'Bhajan Sangrah' })).toHaveAttribute('src', DEFAULT_SUBCATEGORY_IMAGE_URL);
    await expect(canvasElement.innerHTML).not.toContain(BASE_URL_PLACEHOLDER);
  },
};

/** The placeholder becomes the API host; a link through it to an app page becomes that page. */
export const WithBaseUrl: Story = {
  args: { baseUrl: 'https://media.bhajansangrah.example/' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Bhajan Sangrah' })).toHaveAttribute(
      'src',
      `https://media.bhajansangrah.example/static/subcategoryimg/${DEFAULT_SUBCATEGORY_IMAGE}`,
    );
    await expect(canvas.getByRole('link', { name: 'feedback form' })).toHaveAttribute('href', paths.feedback);
  },
};

/**
 * Clicks `link` and tells whether the browser would have followed it (the app did not take the
 * click). The browser is stopped afterwards, so the story stays where it is.
 */
async function leftToBrowser(link: HTMLElement, init: MouseEventInit = {}): Promise<boolean> {
  let left = false;
  // On the document: after the app's own handler (React listens at its root).
  link.ownerDocument.addEventListener(
    'click',
    (event) => {
      left = !event.defaultPrevented;
      event.preventDefault();
    },
    { once: true },
  );
  if (Object.keys(init).length === 0) await userEvent.click(link);
  else fireEvent(link, new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init }));
  return left;
}

/** Links to the app's pages open inside the app; a click with a modifier key (a new tab) is the browser's. */
export const InternalLink: Story = {
  play: async ({ canvasElement }) => {
    const aartis = within(canvasElement).getByRole('link', { name: 'aartis' });
    await expect(await leftToBrowser(aartis, { ctrlKey: true })).toBe(true);
    await expect(await leftToBrowser(aartis, { metaKey: true })).toBe(true);
    await expect(location(canvasElement)).toHaveTextContent(paths.aboutUs);

    await expect(await leftToBrowser(aartis)).toBe(false);
    await waitFor(() => expect(location(canvasElement)).toHaveTextContent(paths.subCategory(7)));
  },
};

/** Links elsewhere (another site, e-mail) are plain links: the browser follows them. */
export const ExternalLink: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const external = canvas.getByRole('link', { name: 'bhajans' });
    await expect(external).toHaveAttribute('href', EXTERNAL_LINK);
    await expect(await leftToBrowser(external)).toBe(true);
    await expect(await leftToBrowser(canvas.getByRole('link', { name: 'support@bhajansangrah.example' }))).toBe(true);
    await expect(location(canvasElement)).toHaveTextContent(paths.aboutUs);
  },
};

/** What must never run is gone: script, event handlers, `javascript:` links, iframe, form, styles. */
export const Sanitised: Story = {
  args: { html: contactPage.contentPrimary },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('script, iframe, form, input, button, style, [onerror]')).toHaveLength(0);
    await expect(within(canvasElement).getByText('Call us').getAttribute('href')).toBeNull();
    await expect(within(canvasElement).getByText('धन्यवाद।')).toHaveAttribute('lang', 'hi');
  },
};
