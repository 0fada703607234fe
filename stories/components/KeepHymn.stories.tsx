import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { KeepHymn } from '../../src/components/KeepHymn';
import { SITE_TEXTS } from '../../src/model/messages';

const TEXT = SITE_TEXTS.favourites;

/**
 * A hymn's star and 'Add to list', beside its title: one tap keeps the hymn in My bhajans; the
 * lists are chosen in a dialog (Components/AddToList).
 */
const meta = {
  title: 'Components/KeepHymn',
  component: KeepHymn,
  args: { starred: false, listCount: 0, onToggleStar: fn(), onAddToList: fn() },
  decorators: [
    (Story) => (
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem', padding: '1rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof KeepHymn>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The star: '☆ Star · …' to keep the hymn, '★ Starred · …' once kept. */
const star = (canvasElement: HTMLElement, starred = false) => {
  const label = starred ? TEXT.starred : TEXT.star;
  return within(canvasElement).getByRole('button', { name: `${label.en} · ${label.hi}` });
};

/** Not kept yet: an empty star, 'Star · पसंद करें'; a tap stars it. */
export const NotStarred: Story = {
  play: async ({ canvasElement, args }) => {
    await expect(star(canvasElement)).toHaveTextContent(`☆${TEXT.star.en} · ${TEXT.star.hi}`);
    await userEvent.click(star(canvasElement));
    await expect(args.onToggleStar).toHaveBeenCalledTimes(1);
    await userEvent.click(within(canvasElement).getByRole('button', { name: new RegExp(TEXT.addToList.en) }));
    await expect(args.onAddToList).toHaveBeenCalledTimes(1);
  },
};

/** Starred, and in two of the reader's lists: a filled star, 'Starred', and 'in 2 lists'. */
export const StarredInTwoLists: Story = {
  args: { starred: true, listCount: 2 },
  play: async ({ canvasElement }) => {
    await expect(star(canvasElement, true)).toHaveTextContent(`★${TEXT.starred.en} · ${TEXT.starred.hi}`);
    await expect(
      within(canvasElement).getByRole('button', { name: `${TEXT.addToList.en} · ${TEXT.addToList.hi} (${TEXT.inLists(2)})` }),
    ).toBeVisible();
  },
};
