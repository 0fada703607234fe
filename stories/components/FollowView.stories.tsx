import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { READER_PHONE } from '../../.storybook/viewports';
import { longLyricsHymn } from '../../mocks/fixtures/content';
import { STORY_ROOM_CODE } from '../../mocks/handlers/together';
import { FollowView } from '../../src/components/FollowView';
import { stanzasOf } from '../../src/components/VerseText';
import { TOGETHER_UI_TEXTS as TEXT } from '../../src/model/togetherTexts';
import { displayTitle } from '../../src/model/title';

const STANZAS = stanzasOf(longLyricsHymn.contentPrimary);
const HYMN = { title: displayTitle(longLyricsHymn.titlePrimary), titleLang: 'hi', lang: 'hi', stanzas: STANZAS };
const BACK = `${TEXT.backToLeader.en} · ${TEXT.backToLeader.hi}`;

/**
 * A follower's phone in a Sing together room: the leader's hymn and stanza in the reader's own
 * script and size, the next line peeked at, and the way back to the leader after looking around.
 */
const meta = {
  title: 'Components/FollowView',
  component: FollowView,
  globals: READER_PHONE,
  args: {
    code: STORY_ROOM_CODE,
    connection: 'following',
    hymnCount: 2,
    shown: { position: 0, stanza: 1 },
    leader: { position: 0, stanza: 1 },
    hymn: HYMN,
    peek: { kind: 'line', text: STANZAS[2]![0]!, lang: 'hi' },
    blank: false,
    onLook: fn(),
    onBackToLeader: fn(),
  },
} satisfies Meta<typeof FollowView>;

export default meta;
type Story = StoryObj<typeof meta>;

const stanza = (canvasElement: HTMLElement) => within(canvasElement).getByRole('group', { name: /^Stanza \d+ of \d+$/ });

/** Following: the leader's stanza, where it is in the satsang, and the next line. */
export const Following: Story = {
  play: async ({ canvasElement, args }) => {
    const view = within(canvasElement);
    await expect(view.getByRole('status')).toHaveTextContent(TEXT.following);
    await expect(view.getByRole('heading', { level: 1 })).toHaveTextContent(HYMN.title);
    await expect(view.getByText(`${TEXT.hymnOf(1, 2)} · ${TEXT.stanzaOf(2, STANZAS.length)}`)).toBeVisible();
    await expect(stanza(canvasElement)).toHaveTextContent(STANZAS[1]!.join(''));
    await expect(view.getByText(`${TEXT.next}:`, { exact: false })).toHaveTextContent(STANZAS[2]![0]!);
    await expect(view.queryByRole('button', { name: BACK })).toBeNull();
    await userEvent.click(view.getByRole('button', { name: TEXT.lookAhead }));
    await expect(args.onLook).toHaveBeenCalledWith(1);
  },
};

/** Looking ahead on one's own: where the leader is, and the way back, kept at the screen's bottom. */
export const LookingAhead: Story = {
  args: { shown: { position: 0, stanza: 3 }, peek: { kind: 'line', text: STANZAS[4]![0]!, lang: 'hi' } },
  play: async ({ canvasElement, args }) => {
    const view = within(canvasElement);
    await expect(view.getByText(TEXT.lookingAhead(2, 1))).toBeVisible();
    await userEvent.click(view.getByRole('button', { name: BACK }));
    await expect(args.onBackToLeader).toHaveBeenCalled();
  },
};

/** The connection dropped: said at once, the last stanza kept on screen. */
export const Reconnecting: Story = {
  args: { connection: 'reconnecting' },
  play: async ({ canvasElement }) => {
    const view = within(canvasElement);
    await expect(view.getByRole('status')).toHaveTextContent(TEXT.reconnecting);
    await expect(view.getByText(TEXT.reconnectingDetail)).toBeVisible();
    await expect(stanza(canvasElement)).toHaveTextContent(STANZAS[1]!.join(''));
  },
};

/** The leader blanked the screens: no words, a quiet line saying why. */
export const Blank: Story = {
  args: { blank: true },
  play: async ({ canvasElement }) => {
    const view = within(canvasElement);
    await expect(view.getByText(TEXT.blankFollower)).toBeVisible();
    await expect(view.queryByRole('group', { name: /^Stanza/ })).toBeNull();
  },
};

/** The hymn's last stanza: the list's next hymn is peeked at. */
export const NextHymnPeeked: Story = {
  args: {
    shown: { position: 0, stanza: STANZAS.length - 1 },
    leader: { position: 0, stanza: STANZAS.length - 1 },
    peek: { kind: 'hymn', text: 'ॐ जय जगदीश हरे', lang: 'hi' },
  },
  // Not pictured: Following with another line of text.
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(`${TEXT.nextHymn}:`, { exact: false })).toHaveTextContent('ॐ जय जगदीश हरे');
  },
};

/** The list's last stanza: nothing further to look at. */
export const LastStanza: Story = {
  args: {
    hymnCount: 1,
    shown: { position: 0, stanza: STANZAS.length - 1 },
    leader: { position: 0, stanza: STANZAS.length - 1 },
    peek: { kind: 'end' },
  },
  // Not pictured: behaviour (the look ahead does nothing).
  parameters: { visual: false },
  play: async ({ canvasElement, args }) => {
    const view = within(canvasElement);
    await expect(view.getByText(TEXT.end.en, { exact: false })).toBeVisible();
    await userEvent.click(view.getByRole('button', { name: TEXT.lookAhead }));
    await expect(args.onLook).not.toHaveBeenCalled();
  },
};

/** The hymn is still on its way. */
export const HymnLoading: Story = {
  args: { hymn: undefined },
  // Not pictured: one line of text.
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(TEXT.hymnLoading)).toBeVisible();
  },
};
