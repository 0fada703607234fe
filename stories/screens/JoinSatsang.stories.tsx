import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { LOCATION_TEST_ID } from '../../.storybook/annotations';
import { READER_PHONE } from '../../.storybook/viewports';
import { paths, ROUTE_PATTERNS } from '../../src/model/paths';
import { TOGETHER_UI_TEXTS as TEXT } from '../../src/model/togetherTexts';
import { JoinSatsangScreen } from '../../src/screens/together/JoinSatsangScreen';
import { withPublicLayout } from '../decorators';

/** `/together`: "Join a satsang": the reader types the code their leader shows, or pastes its link. */
const meta = {
  title: 'Screens/Together/JoinSatsang',
  globals: READER_PHONE,
  component: JoinSatsangScreen,
  decorators: [withPublicLayout],
  parameters: { route: { path: ROUTE_PATTERNS.joinSatsang, initialEntries: [paths.joinSatsang], showLocation: true } },
} satisfies Meta<typeof JoinSatsangScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const main = (canvasElement: HTMLElement) => within(within(canvasElement).getByRole('main'));

/** The page as it opens. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(page.getByRole('heading', { level: 1 })).toHaveTextContent(TEXT.joinHeading.en);
    await expect(page.getByRole('textbox', { name: TEXT.codeLabel })).toHaveAttribute('autocapitalize', 'characters');
  },
};

/** A code typed as a phone types it (small letters, a space): on to the satsang. */
export const TypesACode: Story = {
  // Not pictured: it ends on another page.
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    await userEvent.type(main(canvasElement).getByRole('textbox', { name: TEXT.codeLabel }), 'k7m 2qx{Enter}');
    await waitFor(() => expect(within(canvasElement).getByTestId(LOCATION_TEST_ID)).toHaveTextContent(paths.together('K7M2QX')));
  },
};

/** The satsang's whole link pasted into the box: its code is taken from it. */
export const PastesTheLink: Story = {
  // Not pictured: it ends on another page.
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const box = main(canvasElement).getByRole('textbox', { name: TEXT.codeLabel });
    await userEvent.click(box);
    await userEvent.paste('https://bhajansangrah.example/together/K7M2QX');
    await userEvent.click(main(canvasElement).getByRole('button', { name: TEXT.joinButton }));
    await waitFor(() => expect(within(canvasElement).getByTestId(LOCATION_TEST_ID)).toHaveTextContent(paths.together('K7M2QX')));
  },
};

/** Not a code (too short, or a letter codes never have): said under the box, nothing sent. */
export const NotACode: Story = {
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await userEvent.type(page.getByRole('textbox', { name: TEXT.codeLabel }), 'K7M{Enter}');
    await expect(page.getByText(TEXT.codeNeeded)).toBeVisible();
    await expect(page.getByRole('textbox', { name: TEXT.codeLabel })).toHaveAttribute('aria-invalid', 'true');
    await expect(within(canvasElement).getByTestId(LOCATION_TEST_ID)).toHaveTextContent(paths.joinSatsang);
  },
};
