import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { LOCATION_TEST_ID } from '../../.storybook/annotations';
import { allModes } from '../../.storybook/modes';
import { audioHymn, longLyricsHymn, MISSING_CONTENT_ID, plainHymn } from '../../mocks/fixtures/content';
import { contentCalls, contentTitles } from '../../mocks/handlers/content';
import { FAVOURITES_KEY, favouritesOf, type Favourites } from '../../src/model/favourites';
import { FAVOURITES_TEXTS as TEXT } from '../../src/model/favouritesTexts';
import { paths, ROUTE_PATTERNS } from '../../src/model/paths';
import { displayTitle } from '../../src/model/title';
import { MyBhajansScreen } from '../../src/screens/my-bhajans/MyBhajansScreen';
import { withPublicLayout } from '../decorators';
import { READER_PHONE } from '../../.storybook/viewports';

const title = (hymn: typeof plainHymn) => displayTitle(hymn.titlePrimary);

/** A reader who starred two hymns and made a list of three. */
const KEPT: Favourites = {
  starred: [audioHymn.contentId, plainHymn.contentId],
  lists: [{ id: 'tuesday', name: 'Tuesday satsang', contentIds: [plainHymn.contentId, longLyricsHymn.contentId, audioHymn.contentId] }],
  titles: {
    [plainHymn.contentId]: title(plainHymn),
    [audioHymn.contentId]: title(audioHymn),
    [longLyricsHymn.contentId]: title(longLyricsHymn),
  },
};

/** 'My bhajans': the reader's starred hymns and set lists, kept on the device; a shared list's link. */
const meta = {
  title: 'Screens/MyBhajans',
  // Pictured where readers read: a common phone's first screen.
  globals: READER_PHONE,
  component: MyBhajansScreen,
  decorators: [withPublicLayout],
  parameters: {
    route: { path: ROUTE_PATTERNS.myBhajans, initialEntries: [paths.myBhajans] },
    chromatic: { modes: allModes },
  },
} satisfies Meta<typeof MyBhajansScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const main = (canvasElement: HTMLElement) => within(within(canvasElement).getByRole('main'));
const kept = () => favouritesOf(JSON.parse(localStorage.getItem(FAVOURITES_KEY) ?? 'null'));

/** A first visit: nothing starred, no list; a list made here is kept on the device. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(page.getByRole('heading', { level: 1, name: TEXT.myBhajans.en })).toBeVisible();
    await expect(page.getByText(TEXT.noStarred)).toBeVisible();
    await expect(page.getByText(TEXT.noLists)).toBeVisible();
    await userEvent.type(page.getByRole('textbox', { name: TEXT.newListName }), 'Tuesday satsang{Enter}');
    await expect(await page.findByRole('heading', { level: 3, name: 'Tuesday satsang' })).toBeVisible();
    await expect(kept().lists.map((list) => list.name)).toEqual(['Tuesday satsang']);
  },
};

/** Two starred hymns (the latest first) and a list of three, in the order they are sung. */
export const StarredAndAList: Story = {
  parameters: { favourites: KEPT },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    const starred = page.getByRole('list', { name: `${TEXT.starredHeading.en} · ${TEXT.starredHeading.hi}` });
    await expect(
      within(starred)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([title(audioHymn), title(plainHymn)]);
    const list = page.getByRole('list', { name: 'Tuesday satsang' });
    await expect(
      within(list)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([title(plainHymn), title(longLyricsHymn), title(audioHymn)]);
    await userEvent.click(page.getByRole('button', { name: TEXT.moveDown(title(plainHymn)) }));
    await expect(kept().lists[0]?.contentIds).toEqual([longLyricsHymn.contentId, plainHymn.contentId, audioHymn.contentId]);
  },
};

const SHARED = { name: 'Thursday satsang', contentIds: [audioHymn.contentId, MISSING_CONTENT_ID, plainHymn.contentId] };

/**
 * A list opened from its link on another phone: titled from the site in one call (a hymn it no
 * longer has is left out; no hymn is fetched whole), then saved among the reader's lists; the
 * address no longer carries it.
 */
export const SharedList: Story = {
  parameters: {
    route: { path: ROUTE_PATTERNS.myBhajans, initialEntries: [paths.sharedList(SHARED)], showLocation: true },
    msw: { handlers: { contentTitles: contentTitles.success } },
  },
  beforeEach: () => contentCalls.reset(),
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    const shared = page.getByRole('list', { name: 'Thursday satsang' });
    await waitFor(
      () =>
        expect(
          within(shared)
            .getAllByRole('link')
            .map((link) => link.textContent),
        ).toEqual([title(audioHymn), title(plainHymn)]),
      {
        timeout: 5_000,
      },
    );
    await userEvent.click(page.getByRole('button', { name: TEXT.saveShared }));
    await expect(page.getByText(TEXT.savedShared)).toBeVisible();
    await expect(within(canvasElement).getByTestId(LOCATION_TEST_ID)).toHaveTextContent(new RegExp(`^${paths.myBhajans}$`));
    await expect(page.getByRole('heading', { level: 3, name: 'Thursday satsang' })).toBeVisible();
    await expect(kept().lists[0]).toMatchObject({ name: 'Thursday satsang', contentIds: [audioHymn.contentId, plainHymn.contentId] });
    await expect(kept().titles[audioHymn.contentId]).toBe(title(audioHymn));
    await expect(contentCalls.titles).toEqual([SHARED.contentIds.join('.')]);
    await expect(contentCalls.details).toEqual([]);
  },
};

const print = fn();

/** 'Print booklet': the lyrics fetched, the booklet shown, the browser's print dialog opened once. */
export const PrintingBooklet: Story = {
  parameters: { favourites: KEPT },
  beforeEach: () => {
    const real = window.print;
    print.mockClear();
    window.print = print;
    return () => {
      window.print = real;
    };
  },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await userEvent.click(page.getByRole('button', { name: TEXT.printBooklet }));
    await expect(await page.findByRole('heading', { level: 2, name: `3. ${title(audioHymn)}` }, { timeout: 5_000 })).toBeVisible();
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
    await userEvent.click(page.getByRole('button', { name: TEXT.closeBooklet }));
    await expect(page.getByRole('list', { name: 'Tuesday satsang' })).toBeVisible();
  },
};
