import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { longLyricsHymn, plainHymn } from '../../mocks/fixtures/content';
import { Booklet } from '../../src/components/Booklet';
import { FAVOURITES_TEXTS as TEXT } from '../../src/model/favouritesTexts';
import { displayTitle } from '../../src/model/title';

const asBooklet = (...hymns: (typeof plainHymn)[]) =>
  hymns.map((hymn) => ({ id: hymn.contentId, title: displayTitle(hymn.titlePrimary), lyrics: hymn.contentPrimary ?? '' }));

/**
 * A set list as a large-print booklet: the list's name and its contents, then each hymn from a new
 * page (on paper; here, pages one under the other). Printing while it is shown prints it alone.
 */
const meta = {
  title: 'Components/Booklet',
  component: Booklet,
  args: { name: 'Tuesday satsang', hymns: asBooklet(plainHymn, longLyricsHymn) },
} satisfies Meta<typeof Booklet>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two hymns: the contents name them in order, and each page is headed '1. …', '2. …'. */
export const TwoHymns: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Tuesday satsang' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: TEXT.bookletContents })).toBeVisible();
    await expect(canvas.getAllByRole('listitem').map((item) => item.textContent)).toEqual(args.hymns.map((hymn) => hymn.title));
    await expect(canvas.getByRole('heading', { level: 2, name: `2. ${args.hymns[1]!.title}` })).toBeVisible();
  },
};
