import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AddToList } from '../../src/components/AddToList';
import { SET_LISTS_MAX } from '../../src/model/favourites';
import { FAVOURITES_TEXTS as TEXT } from '../../src/model/favouritesTexts';
import { paths } from '../../src/model/paths';

/**
 * 'Add to list' for one hymn, in a dialog: each of the reader's lists ticked where the hymn is in
 * it, and a new list made with the hymn in it.
 */
const meta = {
  title: 'Components/AddToList',
  component: AddToList,
  args: {
    hymnTitle: 'श्री रामचन्द्र कृपालु भजु मन',
    lists: [
      { id: 'tuesday', name: 'Tuesday satsang', count: 3, contains: true, full: false },
      { id: 'aarti', name: 'संध्या आरती', count: 12, contains: false, full: false },
    ],
    canCreate: true,
    maxLists: SET_LISTS_MAX,
    myBhajansHref: paths.myBhajans,
    onToggle: fn(),
    onCreate: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof AddToList>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = (canvasElement: HTMLElement) =>
  within(canvasElement.ownerDocument.body).getByRole('dialog', { name: `${TEXT.addToList.en} ${TEXT.addToList.hi}` });

/** Two lists, the hymn in the first: ticking the second adds it there, unticking the first takes it out. */
export const SomeLists: Story = {
  play: async ({ canvasElement, args }) => {
    const box = within(dialog(canvasElement));
    const tuesday = box.getByRole('checkbox', { name: /Tuesday satsang/ });
    await expect(tuesday).toBeChecked();
    await userEvent.click(box.getByRole('checkbox', { name: /संध्या आरती/ }));
    await expect(args.onToggle).toHaveBeenCalledWith('aarti', true);
    await userEvent.click(tuesday);
    await expect(args.onToggle).toHaveBeenCalledWith('tuesday', false);
    await expect(box.getByRole('link', { name: `${TEXT.myBhajans.en} · ${TEXT.myBhajans.hi}` })).toHaveAttribute('href', paths.myBhajans);
  },
};

/** No list yet: a name and 'Make list' (Enter makes it too); a blank name makes none. */
export const NoListsYet: Story = {
  args: { lists: [] },
  play: async ({ canvasElement, args }) => {
    const box = within(dialog(canvasElement));
    await expect(box.queryAllByRole('checkbox')).toHaveLength(0);
    const name = box.getByRole('textbox', { name: TEXT.newListName });
    await userEvent.type(name, '   ');
    await userEvent.click(box.getByRole('button', { name: TEXT.makeList }));
    await expect(args.onCreate).not.toHaveBeenCalled();
    await userEvent.clear(name);
    await userEvent.type(name, '  Tuesday satsang {Enter}');
    await expect(args.onCreate).toHaveBeenCalledWith('Tuesday satsang');
    await expect(name).toHaveValue('');
  },
};

/** A list that is full cannot take the hymn; with as many lists as a device keeps, no new one is offered. */
export const ListsFull: Story = {
  args: {
    lists: [{ id: 'big', name: 'Every aarti', count: 100, contains: false, full: true }],
    canCreate: false,
  },
  play: async ({ canvasElement }) => {
    const box = within(dialog(canvasElement));
    await expect(box.getByRole('checkbox', { name: /Every aarti/ })).toBeDisabled();
    await expect(box.getByText(TEXT.listFullShort)).toBeVisible();
    await expect(box.getByText(TEXT.listsFull(SET_LISTS_MAX))).toBeVisible();
    await expect(box.queryByRole('textbox')).not.toBeInTheDocument();
  },
};
