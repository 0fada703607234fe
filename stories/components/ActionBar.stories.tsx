import type { Meta, StoryObj } from '@storybook/react-vite';
import { useLayoutEffect, type ReactNode } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  ActionBar,
  AddToListIcon,
  CorrectIcon,
  ListenIcon,
  PresentIcon,
  ReadingIcon,
  RomanIcon,
  ShareIcon,
  StarIcon,
  type BarAction,
} from '../../src/components/ActionBar';

/** The hymn page's actions, in its order of importance. */
function hymnActions({ starred = false }: { starred?: boolean } = {}): BarAction[] {
  return [
    { id: 'listen', icon: <ListenIcon />, label: 'Listen', onSelect: fn() },
    { id: 'roman', icon: <RomanIcon />, label: 'Roman', name: 'Read in Roman letters', onSelect: fn() },
    { id: 'reading', icon: <ReadingIcon />, label: 'Reading', name: 'Reading settings', expanded: false, onSelect: fn() },
    { id: 'present', icon: <PresentIcon />, label: 'Present', onSelect: fn() },
    { id: 'star', icon: <StarIcon filled={starred} />, label: starred ? 'Starred' : 'Star', pressed: starred, onSelect: fn() },
    { id: 'list', icon: <AddToListIcon />, label: 'List', name: 'Add to list', opensDialog: true, onSelect: fn() },
    { id: 'share', icon: <ShareIcon />, label: 'Share', onSelect: fn() },
  ];
}

/** The bar as wide as a phone's reading column (the page's gutters taken off). */
const width = (px: number) => (Story: () => ReactNode) => (
  <div style={{ width: px, padding: '0 0 12rem' }}>
    <Story />
  </div>
);

/** The reader's text size made twice as large, as a browser's or phone's large-text setting does. */
function DoubleText({ children }: { children: ReactNode }) {
  useLayoutEffect(() => {
    const html = document.documentElement;
    const before = html.style.fontSize;
    html.style.fontSize = '200%';
    return () => {
      html.style.fontSize = before;
    };
  }, []);
  return children;
}

/**
 * A page's actions in one compact row (the hymn page's: Listen, Roman letters, the reading
 * settings, Present, Star, Add to list, Share): an icon over a short label each, at least 44 × 44
 * px; those that do not fit go under More, worked out by CSS alone, so the server's page is right.
 */
const meta = {
  title: 'Components/ActionBar',
  component: ActionBar,
  args: { label: 'Bhajan actions', moreLabel: 'More', actions: hymnActions() },
  decorators: [width(640)],
} satisfies Meta<typeof ActionBar>;

export default meta;
type Story = StoryObj<typeof meta>;

const bar = (canvasElement: HTMLElement) => within(canvasElement).getByRole('group', { name: 'Bhajan actions' });
const visibleButtons = (canvasElement: HTMLElement) =>
  within(bar(canvasElement))
    .queryAllByRole('button')
    .filter((button) => button.checkVisibility());

/** Room for all seven: every action in the row, no More. */
export const AllFit: Story = {
  play: async ({ canvasElement }) => {
    await expect(visibleButtons(canvasElement)).toHaveLength(7);
    await expect(within(bar(canvasElement)).getByText('More')).not.toBeVisible();
    for (const button of visibleButtons(canvasElement)) {
      const { width: w, height: h } = button.getBoundingClientRect();
      await expect(Math.min(w, h)).toBeGreaterThanOrEqual(44);
    }
  },
};

/**
 * A 320 px phone (288 px between the gutters), at the site's 18 px text: the first three in the
 * row, the rest under More.
 */
export const NarrowPhone: Story = {
  decorators: [width(288)],
  play: async ({ canvasElement }) => {
    // Once the site's styles (its 18 px root) are in: the row is worked out in the labels' ems.
    await waitFor(() => expect(visibleButtons(canvasElement).map((button) => button.textContent)).toEqual(['Listen', 'Roman', 'Reading']));
    await expect(within(bar(canvasElement)).getByText('More')).toBeVisible();
  },
};

/** Starred: a filled star, 'Starred', pressed. */
export const Starred: Story = {
  args: { actions: hymnActions({ starred: true }) },
  play: async ({ canvasElement }) => {
    await expect(within(bar(canvasElement)).getByRole('button', { name: 'Starred', pressed: true })).toBeVisible();
  },
};

/** More opened on a narrow phone: the actions the row has no room for, named in full; Escape closes it, back on More; a choice runs its action and closes it. */
export const MoreOpen: Story = {
  decorators: [width(288)],
  play: async ({ canvasElement, args }) => {
    const more = within(bar(canvasElement)).getByText('More').closest('summary')!;
    await waitFor(() => expect(visibleButtons(canvasElement)).toHaveLength(3));
    await userEvent.click(more);
    const menu = within(bar(canvasElement)).getByRole('list');
    await expect(
      within(menu)
        .getAllByRole('button')
        .filter((button) => button.checkVisibility())
        .map((button) => button.textContent),
    ).toEqual(['Present', 'Star', 'Add to list', 'Share']);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(menu).not.toBeVisible());
    await expect(more).toHaveFocus();
    // A choice closes the menu and runs the action (the menu is built anew each time it opens).
    await userEvent.click(more);
    const reopened = within(bar(canvasElement)).getByRole('list');
    await userEvent.click(within(reopened).getByRole('button', { name: 'Share' }));
    await expect(args.actions[6]!.onSelect).toHaveBeenCalled();
    await expect(reopened).not.toBeVisible();
    // Pictured open.
    await userEvent.click(more);
    await expect(within(bar(canvasElement)).getByRole('list')).toBeVisible();
  },
};

/** Text twice as large on a 390 px phone: fewer in the row, the rest under More; still one row, nothing wider than the screen. */
export const DoubleTextSize: Story = {
  decorators: [
    width(358),
    (Story) => (
      <DoubleText>
        <Story />
      </DoubleText>
    ),
  ],
  play: async ({ canvasElement }) => {
    const buttons = visibleButtons(canvasElement);
    await expect(buttons.length).toBeGreaterThanOrEqual(2);
    const tops = new Set(buttons.map((button) => Math.round(button.getBoundingClientRect().top)));
    await expect(tops.size).toBe(1);
    await expect(bar(canvasElement).scrollWidth).toBeLessThanOrEqual(bar(canvasElement).clientWidth);
  },
};

/**
 * An action that is always under More (the hymn page's Suggest a correction): room for the row's
 * seven, More stays beside them and holds only that one.
 */
export const WithActionUnderMore: Story = {
  args: {
    actions: [
      ...hymnActions(),
      {
        id: 'correct',
        icon: <CorrectIcon />,
        label: 'Correct',
        name: 'Suggest a correction',
        menuOnly: true,
        opensDialog: true,
        onSelect: fn(),
      },
    ],
  },
  decorators: [width(720)],
  parameters: { visual: false },
  play: async ({ canvasElement, args }) => {
    await waitFor(() => expect(visibleButtons(canvasElement)).toHaveLength(7));
    await expect(within(bar(canvasElement)).queryByRole('button', { name: 'Correct' })).toBeNull();
    const more = within(bar(canvasElement)).getByText('More').closest('summary')!;
    await expect(more).toBeVisible();
    await userEvent.click(more);
    const menu = within(bar(canvasElement)).getByRole('list');
    const shown = within(menu)
      .getAllByRole('button')
      .filter((button) => button.checkVisibility());
    await expect(shown.map((button) => button.textContent)).toEqual(['Suggest a correction']);
    await userEvent.click(shown[0]!);
    await expect(args.actions[7]!.onSelect).toHaveBeenCalled();
  },
};

/** By night: the same row in the dark theme's colours. */
export const Night: Story = {
  decorators: [width(288)],
  parameters: { readingSettings: { theme: 'dark' } },
};
