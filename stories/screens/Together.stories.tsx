import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { LOCATION_TEST_ID } from '../../.storybook/annotations';
import { READER_PHONE } from '../../.storybook/viewports';
import { audioHymn, longLyricsHymn } from '../../mocks/fixtures/content';
import { scriptedRoom, STORY_ROOM_CODE, STORY_ROOM_PIN, togetherEvents } from '../../mocks/handlers/together';
import { stanzasOf } from '../../src/components/VerseText';
import { TOGETHER_LEAD_KEY } from '../../src/device/togetherLead';
import { paths, ROUTE_PATTERNS } from '../../src/model/paths';
import { TEXT_SIZES } from '../../src/model/reading';
import { displayTitle } from '../../src/model/title';
import { TOGETHER_TEXTS } from '../../src/model/togetherRoom';
import { TOGETHER_UI_TEXTS as TEXT } from '../../src/model/togetherTexts';
import { FollowScreen } from '../../src/screens/together/FollowScreen';
import { withPublicLayout } from '../decorators';

const CHALISA = stanzasOf(longLyricsHymn.contentPrimary);
const AARTI = stanzasOf(audioHymn.contentPrimary);
const BACK = `${TEXT.backToLeader.en} · ${TEXT.backToLeader.hi}`;

/**
 * `/together/{code}`: a follower's phone in a Sing together room, against a scripted room (MSW):
 * each story's play function moves the leader, drops the connection, blanks or ends the room, and
 * the page follows as it would the server's event stream.
 */
const meta = {
  title: 'Screens/Together/Follow',
  globals: READER_PHONE,
  component: FollowScreen,
  decorators: [withPublicLayout],
  parameters: { route: { path: ROUTE_PATTERNS.together, initialEntries: [paths.together(STORY_ROOM_CODE)] } },
  beforeEach: () => scriptedRoom.reset(),
} satisfies Meta<typeof FollowScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const main = (canvasElement: HTMLElement) => within(within(canvasElement).getByRole('main'));
const stanza = (canvasElement: HTMLElement) => main(canvasElement).findByRole('group', { name: /^Stanza \d+ of \d+$/ });

/** Following: the leader's stanza at once, then each move, into the list's second hymn. */
export const Following: Story = {
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(await stanza(canvasElement)).toHaveAccessibleName(TEXT.stanzaOf(1, CHALISA.length));
    scriptedRoom.move({ stanza: 1 });
    await waitFor(async () => expect(await stanza(canvasElement)).toHaveAccessibleName(TEXT.stanzaOf(2, CHALISA.length)));
    await expect(await stanza(canvasElement)).toHaveTextContent(CHALISA[1]!.join(''));
    scriptedRoom.move({ position: 1, stanza: 0 });
    await waitFor(() => expect(page.getByRole('heading', { level: 1 })).toHaveTextContent(displayTitle(audioHymn.titlePrimary)));
    await expect(page.getByText(`${TEXT.hymnOf(2, 2)} · ${TEXT.stanzaOf(1, AARTI.length)}`)).toBeVisible();
    await expect(page.getByText(`${TEXT.next}:`, { exact: false })).toHaveTextContent(AARTI[1]![0]!);
  },
};

/** A reader of Gujarati script follows the same stanza in their letters. */
export const InGujarati: Story = {
  parameters: { readingSettings: { script: 'gujarati' } },
  play: async ({ canvasElement }) => {
    scriptedRoom.move({ stanza: 2 });
    await waitFor(async () => expect(await stanza(canvasElement)).toHaveAttribute('lang', 'hi-Gujr'));
    await expect(await stanza(canvasElement)).toHaveAccessibleName(TEXT.stanzaOf(3, CHALISA.length));
    await expect(await stanza(canvasElement)).toHaveTextContent(/[\u0A80-\u0AFF]/);
  },
};

/** At 200 % text, on a 360-pixel phone: the words wrap, nothing scrolls sideways. */
export const LargeText: Story = {
  parameters: { readingSettings: { textSizeStep: TEXT_SIZES.indexOf(2) } },
  play: async ({ canvasElement }) => {
    await expect(await stanza(canvasElement)).toBeVisible();
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};

/** Looking ahead on one's own while the leader moves: where the leader is, and the way back. */
export const LookingAhead: Story = {
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await stanza(canvasElement);
    await userEvent.click(page.getByRole('button', { name: TEXT.lookAhead }));
    await userEvent.click(page.getByRole('button', { name: TEXT.lookAhead }));
    await expect(await stanza(canvasElement)).toHaveAccessibleName(TEXT.stanzaOf(3, CHALISA.length));
    scriptedRoom.move({ stanza: 1 });
    await waitFor(() => expect(page.getByText(TEXT.lookingAhead(2, 1))).toBeVisible());
    await expect(await stanza(canvasElement)).toHaveAccessibleName(TEXT.stanzaOf(3, CHALISA.length));
  },
};

/** Back to the leader: the leader's stanza again, and the page follows the next move. */
export const BackToTheLeader: Story = {
  // Not pictured: it ends as Following's first stanza is drawn.
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await stanza(canvasElement);
    await userEvent.click(page.getByRole('button', { name: TEXT.lookAhead }));
    await userEvent.click(page.getByRole('button', { name: BACK }));
    await expect(await stanza(canvasElement)).toHaveAccessibleName(TEXT.stanzaOf(1, CHALISA.length));
    await expect(page.queryByRole('button', { name: BACK })).toBeNull();
    scriptedRoom.move({ stanza: 3 });
    await waitFor(async () => expect(await stanza(canvasElement)).toHaveAccessibleName(TEXT.stanzaOf(4, CHALISA.length)));
  },
};

/** The connection dropped: 'Reconnecting…' at once, the last stanza kept on screen. */
export const Reconnecting: Story = {
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await stanza(canvasElement);
    scriptedRoom.drop();
    await waitFor(() => expect(page.getByText(TEXT.reconnecting)).toBeVisible());
    await expect(await stanza(canvasElement)).toHaveAccessibleName(TEXT.stanzaOf(1, CHALISA.length));
  },
};

/** Back on the network: the page lands on the stanza the leader reached meanwhile. */
export const BackOnline: Story = {
  // Not pictured: it ends as Following is drawn.
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await stanza(canvasElement);
    scriptedRoom.drop();
    await waitFor(() => expect(page.getByText(TEXT.reconnecting)).toBeVisible());
    scriptedRoom.move({ stanza: 4 });
    scriptedRoom.restore();
    await waitFor(async () => expect(await stanza(canvasElement)).toHaveAccessibleName(TEXT.stanzaOf(5, CHALISA.length)), {
      timeout: 8_000,
    });
    await expect(page.getByText(TEXT.following)).toBeVisible();
  },
};

/** The leader blanked the screens. */
export const Blanked: Story = {
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await stanza(canvasElement);
    scriptedRoom.move({ blank: true });
    await waitFor(() => expect(page.getByText(TEXT.blankFollower)).toBeVisible());
  },
};

/** The leader ended the satsang: said, with the last hymn's page and a box for another code. */
export const RoomEnded: Story = {
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await stanza(canvasElement);
    scriptedRoom.end();
    await waitFor(() => expect(page.getByText(TEXT.roomEnded)).toBeVisible());
    await expect(page.getByRole('link', { name: TEXT.openHymn })).toHaveAttribute('href', paths.content(longLyricsHymn.contentId));
  },
};

/** Joining: the page waits for the room. */
export const Joining: Story = {
  // Not pictured: one line of text under the frame.
  parameters: { msw: { handlers: { togetherEvents: togetherEvents.joining } }, visual: false },
  play: async ({ canvasElement }) => {
    await expect(main(canvasElement).getByText(TEXT.joining)).toBeVisible();
  },
};

/** A code that is no room now: the server's words, and the box to type it again. */
export const WrongCode: Story = {
  parameters: { msw: { handlers: { togetherEvents: togetherEvents.noSuchRoom } } },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await waitFor(() => expect(page.getByText(TOGETHER_TEXTS.noSuchRoom)).toBeVisible());
    await expect(page.getByRole('textbox', { name: TEXT.codeLabel })).toBeVisible();
  },
};

/** A code that cannot be one (a confusable letter): said without asking the server. */
export const ImpossibleCode: Story = {
  // Not pictured: WrongCode's picture.
  parameters: { route: { path: ROUTE_PATTERNS.together, initialEntries: [paths.together('OIL')] }, visual: false },
  play: async ({ canvasElement }) => {
    await expect(main(canvasElement).getByText(TOGETHER_TEXTS.noSuchRoom)).toBeVisible();
  },
};

/** The room is full. */
export const Full: Story = {
  // Not pictured: WrongCode's picture with other words.
  parameters: { msw: { handlers: { togetherEvents: togetherEvents.full } }, visual: false },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(main(canvasElement).getByText(TOGETHER_TEXTS.full)).toBeVisible());
  },
};

/** Taking the lead with the leader's PIN: a wrong one is refused; the right one presents, leading. */
export const TakeTheLead: Story = {
  // Not pictured: behaviour (the form's look is JoinSatsang's).
  parameters: {
    route: { path: ROUTE_PATTERNS.together, initialEntries: [paths.together(STORY_ROOM_CODE)], showLocation: true },
    visual: false,
  },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await stanza(canvasElement);
    await userEvent.click(page.getByRole('button', { name: TEXT.takeLead }));
    const pin = page.getByRole('textbox', { name: TEXT.pinLabel });
    await userEvent.type(pin, '1234');
    await userEvent.click(page.getByRole('button', { name: TEXT.takeLeadButton }));
    await waitFor(() => expect(page.getByText(TOGETHER_TEXTS.wrongPin)).toBeVisible());
    await userEvent.clear(pin);
    await userEvent.type(pin, STORY_ROOM_PIN);
    await userEvent.click(page.getByRole('button', { name: TEXT.takeLeadButton }));
    await waitFor(() =>
      expect(within(canvasElement).getByTestId(LOCATION_TEST_ID)).toHaveTextContent(
        paths.presenting(longLyricsHymn.contentId, { room: STORY_ROOM_CODE }),
      ),
    );
    await expect(localStorage.getItem(TOGETHER_LEAD_KEY)).toContain(STORY_ROOM_CODE);
    localStorage.removeItem(TOGETHER_LEAD_KEY);
  },
};
