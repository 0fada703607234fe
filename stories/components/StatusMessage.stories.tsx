import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { allModes } from '../../.storybook/modes';
import { longContentSubCategory } from '../../mocks/fixtures/subcategories';
import { LangText } from '../../src/components/LangText';
import { StatusAction, StatusMessage } from '../../src/components/StatusMessage';
import { MESSAGES, SITE_TEXTS } from '../../src/model/messages';
import { expectTextColor } from '../colors';

const meta = {
  title: 'Components/StatusMessage',
  component: StatusMessage,
  args: { children: SITE_TEXTS.noBhajansYet },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof StatusMessage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An empty or waiting state: said politely (role="status"), in the quiet text colour, nothing to press. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const message = canvas.getByRole('status');
    await expect(message).toHaveTextContent(String(args.children));
    await expect(message).toBeVisible();
    await expectTextColor(message, 'textMuted');
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

/** An error: said at once (role="alert"), in the error colour. */
export const Error: Story = {
  args: { tone: 'error', children: MESSAGES.homeError },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const message = canvas.getByRole('alert');
    await expect(message).toHaveTextContent(String(args.children));
    await expectTextColor(message, 'error');
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
  },
};

/** 'Try again' under the story's error: each click is reported. */
const tryAgain = fn().mockName('tryAgain');

/** An error with an action under it ('Try again'): a button that does what it says. */
export const WithAction: Story = {
  args: {
    tone: 'error',
    children: MESSAGES.homeError,
    action: (
      <StatusAction type="button" onClick={tryAgain}>
        {SITE_TEXTS.tryAgain}
      </StatusAction>
    ),
  },
  beforeEach: () => {
    tryAgain.mockClear();
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(String(args.children));
    const button = canvas.getByRole('button', { name: SITE_TEXTS.tryAgain });
    await expect(button).toBeVisible();
    // Outside the alert: the button is not read out as part of the message.
    await expect(within(canvas.getByRole('alert')).queryByRole('button')).not.toBeInTheDocument();
    await userEvent.click(button);
    await expect(tryAgain).toHaveBeenCalledTimes(1);
  },
};

/**
 * A long message in Devanagari on a phone. StatusMessage has no language of its own: the text
 * carries `lang="hi"` (LangText), and wraps inside the box instead of running off the screen.
 */
export const LongHindiText: Story = {
  args: { children: <LangText>{longContentSubCategory.contentPrimary}</LangText> },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  parameters: { chromatic: { modes: { mobile: allModes.mobile } } },
  play: async ({ canvasElement }) => {
    const message = within(canvasElement).getByRole('status');
    const hindi = message.querySelector('[lang="hi"]');
    await expect(hindi?.textContent).toBe(longContentSubCategory.contentPrimary);
    // Wrapped onto many lines (one box per line), none wider than the message or the screen.
    await expect(hindi!.getClientRects().length).toBeGreaterThan(1);
    await expect(message.scrollWidth).toBeLessThanOrEqual(message.clientWidth);
    const view = canvasElement.ownerDocument.defaultView!;
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(view.innerWidth);
  },
};
