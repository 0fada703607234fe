import { OFFLINE_AUDIO_TEXTS } from '../../src/model/offlineAudioTexts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { allModes } from '../../.storybook/modes';
import { OfflineAudioButton } from '../../src/components/OfflineAudioButton';
import { SITE_TEXTS } from '../../src/model/messages';

const TEXT = OFFLINE_AUDIO_TEXTS;
/** A typical bhajan recording: 4.2 MB. */
const FILE_SIZE = 4_200_000;

/** Under a hymn's audio player, where the browser can keep the file for listening offline. */
const meta = {
  title: 'Components/OfflineAudioButton',
  component: OfflineAudioButton,
  args: { state: 'notSaved', onSave: fn(), onCancel: fn(), onRemove: fn() },
  parameters: { layout: 'padded', chromatic: { modes: allModes } },
} satisfies Meta<typeof OfflineAudioButton>;

export default meta;
type Story = StoryObj<typeof meta>;

const canvasOf = (canvasElement: HTMLElement) => within(canvasElement);

/** Not saved: one button; pressing it asks for the file to be saved. */
export const NotSaved: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = canvasOf(canvasElement);
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
    await userEvent.click(canvas.getByRole('button', { name: TEXT.keep }));
    await expect(args.onSave).toHaveBeenCalledTimes(1);
    await expect(args.onRemove).not.toHaveBeenCalled();
  },
};

/** Saving, the size known: the bar and the percentage; the same button now cancels. */
export const Saving: Story = {
  args: { state: 'saving', received: 1_470_000, total: FILE_SIZE },
  play: async ({ canvasElement, args }) => {
    const canvas = canvasOf(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(TEXT.saving);
    const bar = canvas.getByRole('progressbar', { name: TEXT.progress });
    await expect(bar).toHaveAttribute('value', String(args.received));
    await expect(bar).toHaveAttribute('max', String(FILE_SIZE));
    await expect(canvas.getByText(TEXT.percent(35))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: TEXT.cancelLabel }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** Saving without a known size: the bar runs without an end, and the amount so far shows. */
export const SavingUnknownSize: Story = {
  args: { state: 'saving', received: 820_000 },
  // The browser draws an indeterminate progress bar moving, wherever it is when pictured.
  parameters: { visual: { mask: ['progress'] } },
  play: async ({ canvasElement }) => {
    const canvas = canvasOf(canvasElement);
    await expect(canvas.getByRole('progressbar', { name: TEXT.progress })).not.toHaveAttribute('value');
    await expect(canvas.getByText(TEXT.size(820_000))).toBeVisible();
  },
};

/** Saved: said with the file's size; the button removes it. */
export const Saved: Story = {
  args: { state: 'saved', size: FILE_SIZE },
  play: async ({ canvasElement, args }) => {
    const canvas = canvasOf(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(TEXT.savedWithSize('4.2 MB'));
    const remove = canvas.getByRole('button', { name: TEXT.removeLabel });
    await expect(remove).toHaveTextContent(TEXT.remove);
    await userEvent.click(remove);
    await expect(args.onRemove).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('progressbar')).not.toBeInTheDocument();
  },
};

/** Saving failed: said plainly, in the error colour; the button tries again. */
export const Failed: Story = {
  args: { state: 'failed' },
  play: async ({ canvasElement, args }) => {
    const canvas = canvasOf(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(TEXT.failed);
    await userEvent.click(canvas.getByRole('button', { name: SITE_TEXTS.tryAgain }));
    await expect(args.onSave).toHaveBeenCalledTimes(1);
  },
};

/** On a 320 px phone, saving: the button, the message and the bar wrap within the screen. */
export const SavingOnSmallPhone: Story = {
  args: { state: 'saving', received: 1_470_000, total: FILE_SIZE },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  parameters: { chromatic: { modes: { mobile: allModes.mobile } } },
  play: async ({ canvasElement }) => {
    const width = canvasElement.ownerDocument.documentElement.clientWidth;
    const canvas = canvasOf(canvasElement);
    for (const element of [canvas.getByRole('button'), canvas.getByRole('status'), canvas.getByRole('progressbar')]) {
      await expect(element.getBoundingClientRect().right).toBeLessThanOrEqual(width);
    }
  },
};
