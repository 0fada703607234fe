import { PRESENTATION_TEXTS } from '../../src/model/presentationTexts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { longLyricsHymn } from '../../mocks/fixtures/content';
import { Presentation } from '../../src/components/Presentation';
import { stanzasOf } from '../../src/components/VerseText';

const TEXT = PRESENTATION_TEXTS;
const STANZAS = stanzasOf(longLyricsHymn.contentPrimary);

/**
 * Satsang presentation: one stanza at a time over the whole screen in very large type, light on
 * black for a hall; the leader sees where the hymn is and the next stanza's first line.
 */
const meta = {
  title: 'Components/Presentation',
  component: Presentation,
  args: { title: 'श्री हनुमान चालीसा', lang: 'hi', stanzas: STANZAS, index: 0, onStep: fn(), onClose: fn(), onOpenSecondScreen: fn() },
} satisfies Meta<typeof Presentation>;

export default meta;
type Story = StoryObj<typeof meta>;

const verse = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body).getByLabelText(/^Stanza \d+ of \d+$/);

/** The first stanza on a phone: back does nothing, the next stanza's first line is peeked at. */
export const FirstStanzaOnPhone: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(body.getByRole('dialog', { name: args.title })).toBeVisible();
    await expect(verse(canvasElement)).toHaveAccessibleName(TEXT.stanzaOf(1, STANZAS.length));
    await expect(verse(canvasElement)).toHaveTextContent(STANZAS[0]!.join(''));
    await expect(body.getByText(STANZAS[1]![0]!)).toBeVisible();
    await userEvent.click(body.getByRole('button', { name: TEXT.previous }));
    await expect(args.onStep).not.toHaveBeenCalled();
    await userEvent.keyboard('{PageDown}');
    await expect(args.onStep).toHaveBeenCalledWith(1);
  },
};

/** A stanza in the middle, on a TV or projector's wide screen. */
export const MiddleStanzaOnTv: Story = {
  args: { index: 3 },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement, args }) => {
    await expect(verse(canvasElement)).toHaveAccessibleName(TEXT.stanzaOf(4, STANZAS.length));
    await userEvent.keyboard('{ArrowLeft}');
    await expect(args.onStep).toHaveBeenLastCalledWith(2);
    await userEvent.keyboard('{End}');
    await expect(args.onStep).toHaveBeenLastCalledWith(STANZAS.length - 1);
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalled();
  },
};

/** The last stanza: 'End' instead of a next line, next does nothing. */
export const LastStanza: Story = {
  args: { index: STANZAS.length - 1 },
  play: async ({ canvasElement, args }) => {
    const stage = within(within(canvasElement.ownerDocument.body).getByRole('dialog'));
    await expect(stage.getByText(TEXT.end.en, { exact: false })).toBeVisible();
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onStep).not.toHaveBeenCalled();
  },
};

/**
 * The last stanza of a hymn in a set list: the list's next hymn is peeked at, and the next step
 * (the clicker's, here the arrow key's; or the button) goes on to it.
 */
export const LastStanzaOfAList: Story = {
  args: { index: STANZAS.length - 1, nextHymn: { title: 'ॐ जय जगदीश हरे', lang: 'hi' }, onNextHymn: fn() },
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(body.getByText(`${TEXT.nextHymn}:`, { exact: false })).toHaveTextContent(`${TEXT.nextHymn}: ॐ जय जगदीश हरे`);
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onNextHymn).toHaveBeenCalledTimes(1);
    await userEvent.click(body.getByRole('button', { name: `${TEXT.nextHymn} ›` }));
    await expect(args.onNextHymn).toHaveBeenCalledTimes(2);
    await expect(args.onStep).not.toHaveBeenCalled();
  },
};

/** The second screen: the stanza alone, no controls. */
export const SecondScreen: Story = {
  args: { index: 2, follower: true, onClose: undefined, onOpenSecondScreen: undefined },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(body.queryByRole('button')).not.toBeInTheDocument();
    await expect(verse(canvasElement)).toHaveTextContent(STANZAS[2]!.join(''));
  },
};

/** Stepped through by keyboard, taps and the buttons, as a leader does. */
export const SteppedThrough: Story = {
  // Not pictured: proves the stepping; it ends on the first stanza, which the stanza stories picture.
  // (Its last picture once showed stanza 3 after the play function had ended on stanza 1: a late
  // step this story does not wait for, to be found.)
  parameters: { visual: false },
  render: function Stepped(args) {
    const [index, setIndex] = useState(0);
    return <Presentation {...args} index={index} onStep={setIndex} />;
  },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    // Each step is a render: on a busy machine the last one may not have painted yet.
    const showsStanza = (n: number) => waitFor(() => expect(verse(canvasElement)).toHaveAccessibleName(TEXT.stanzaOf(n, STANZAS.length)));
    for (const key of ['{ArrowRight}', '{PageDown}', '{ }']) await userEvent.keyboard(key);
    await showsStanza(4);
    await userEvent.keyboard('{PageUp}');
    await showsStanza(3);
    await userEvent.click(body.getByRole('button', { name: TEXT.nextButton }));
    await showsStanza(4);
    // The step leaves the focus where it was: Next again by keyboard, without finding it anew.
    await expect(body.getByRole('button', { name: TEXT.nextButton })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await showsStanza(1);
    await expect(body.getByText(TEXT.position(1, STANZAS.length))).toBeVisible();
  },
};

/** Leading a Sing together room: the bar's button names the room; with the screens blanked, the leader's stanza is dimmed. */
export const LeadingBlanked: Story = {
  args: {
    index: 1,
    blank: true,
    together: { label: 'Satsang K7M2QX', expanded: false, onPress: fn(), panelId: 'together-panel' },
  },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(body.getByText(TEXT.blankedForFollowers)).toBeVisible();
    await userEvent.click(body.getByRole('button', { name: 'Satsang K7M2QX' }));
    await expect(args.together?.onPress).toHaveBeenCalled();
  },
};

/** The TV window of a Sing together room: the code in a corner, for the room to join. */
export const SecondScreenWithCode: Story = {
  args: { index: 2, follower: true, joinHint: 'Sing together: code K7M2QX' },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement.ownerDocument.body).getByText('Sing together: code K7M2QX')).toBeVisible();
  },
};

/** The TV window while the leader has blanked the screens: nothing but the code. */
export const SecondScreenBlank: Story = {
  args: { index: 2, follower: true, blank: true, joinHint: 'Sing together: code K7M2QX' },
  // Not pictured: SecondScreenWithCode without its words.
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    await expect(verse(canvasElement)).toHaveTextContent('');
  },
};
