import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SetList } from '../../src/components/SetList';
import type { KeptHymn } from '../../src/model/favourites';
import { FAVOURITES_TEXTS as TEXT } from '../../src/model/favouritesTexts';
import { moved } from '../../src/model/setLists';
import { paths } from '../../src/model/paths';

const HYMNS: KeptHymn[] = [
  { id: 101, title: 'श्री रामचन्द्र कृपालु भजु मन' },
  { id: 102, title: 'ॐ जय जगदीश हरे' },
  { id: 108, title: 'हनुमान चालीसा' },
];

/**
 * One of the reader's set lists on My bhajans: its hymns in the order they are sung, moved with
 * ↑ and ↓ and removed with ✕; shared, printed, renamed and deleted. The story keeps the order.
 */
const meta = {
  title: 'Components/SetList',
  component: SetList,
  args: {
    name: 'Tuesday satsang',
    hymns: HYMNS,
    hymnHref: paths.content,
    shareUrl: 'https://bhajansangrah.example/my-bhajans?name=Tuesday+satsang&hymns=101.102.108',
    savedOffline: 3,
    onMove: fn(),
    onRemove: fn(),
    onRename: fn(),
    onDelete: fn(),
    onPrint: fn(),
  },
  render: function Render(args) {
    const [hymns, setHymns] = useState(args.hymns);
    return (
      <SetList
        {...args}
        hymns={hymns}
        onMove={(from, to) => {
          args.onMove(from, to);
          setHymns((current) => moved(current, from, to));
        }}
      />
    );
  },
} satisfies Meta<typeof SetList>;

export default meta;
type Story = StoryObj<typeof meta>;

const hymnLinks = (canvasElement: HTMLElement) => within(within(canvasElement).getByRole('list')).getAllByRole('link');

/** Three hymns, saved for offline reading; the first cannot go up, the last cannot go down. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(hymnLinks(canvasElement).map((link) => link.textContent)).toEqual(HYMNS.map((hymn) => hymn.title));
    await expect(hymnLinks(canvasElement)[0]).toHaveAttribute('href', paths.content(101));
    await expect(canvas.getByRole('button', { name: TEXT.moveUp(HYMNS[0]!.title) })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: TEXT.moveDown(HYMNS[2]!.title) })).toBeDisabled();
    await expect(canvas.getByText(`✓ ${TEXT.savedOffline}`)).toBeVisible();
  },
};

/**
 * The Chalisa carried from last to first by keyboard: the focus stays on the moved hymn's button
 * at each step, and passes to '↓' once it is first.
 */
export const ReorderByKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const up = canvas.getByRole('button', { name: TEXT.moveUp('हनुमान चालीसा') });
    up.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onMove).toHaveBeenCalledWith(2, 1);
    await expect(canvas.getByRole('button', { name: TEXT.moveUp('हनुमान चालीसा') })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(hymnLinks(canvasElement)[0]).toHaveTextContent('हनुमान चालीसा');
    await expect(canvas.getByRole('button', { name: TEXT.moveDown('हनुमान चालीसा') })).toHaveFocus();
  },
};

/** Remove, Rename (the name's box takes the focus), Print and Delete (asked first: here, answered yes). */
export const Editing: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: TEXT.remove('ॐ जय जगदीश हरे') }));
    await expect(args.onRemove).toHaveBeenCalledWith(102);
    await userEvent.click(canvas.getByRole('button', { name: TEXT.rename }));
    const name = canvas.getByRole('textbox', { name: TEXT.listName });
    await expect(name).toHaveFocus();
    await userEvent.clear(name);
    await userEvent.type(name, 'Thursday satsang{Enter}');
    await expect(args.onRename).toHaveBeenCalledWith('Thursday satsang');
    await userEvent.click(canvas.getByRole('button', { name: TEXT.printBooklet }));
    await expect(args.onPrint).toHaveBeenCalled();
    const confirm = window.confirm;
    window.confirm = () => true;
    try {
      await userEvent.click(canvas.getByRole('button', { name: TEXT.deleteList }));
    } finally {
      window.confirm = confirm;
    }
    await expect(args.onDelete).toHaveBeenCalled();
  },
};

/** Nothing in it yet: how to add; nothing to share or print. */
export const Empty: Story = {
  args: { hymns: [], savedOffline: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(TEXT.emptyList)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: TEXT.shareList })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: TEXT.printBooklet })).not.toBeInTheDocument();
  },
};

/** Saved on this device as the network allows: one of three so far. A title not known yet reads 'Bhajan 205'. */
export const SavingOffline: Story = {
  args: { savedOffline: 1, hymns: [...HYMNS, { id: 205, title: '' }] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(TEXT.savingOffline(1, 4))).toBeVisible();
    await expect(canvas.getByRole('link', { name: TEXT.untitled(205) })).toBeVisible();
  },
};
