import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { READER_PHONE } from '../../.storybook/viewports';
import { ShortCodeForm } from '../../src/components/ShortCodeForm';
import { TOGETHER_TEXTS } from '../../src/model/togetherRoom';
import { TOGETHER_UI_TEXTS as TEXT } from '../../src/model/togetherTexts';

/** One short code typed on a phone: here the PIN that takes a satsang's lead (the join page has the code's). */
const meta = {
  title: 'Components/ShortCodeForm',
  component: ShortCodeForm,
  globals: READER_PHONE,
  args: {
    label: TEXT.pinLabel,
    button: TEXT.takeLeadButton,
    digits: true,
    maxLength: 4,
    isValid: (pin: string) => /^\d{4}$/.test(pin),
    invalid: TOGETHER_TEXTS.wrongPin,
    onSubmit: fn(),
  },
} satisfies Meta<typeof ShortCodeForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Four digits are sent; fewer are said to be wrong, and nothing is sent. */
export const Pin: Story = {
  // Not pictured: the join page pictures the same form.
  parameters: { visual: false },
  play: async ({ canvasElement, args }) => {
    const form = within(canvasElement);
    const box = form.getByRole('textbox', { name: TEXT.pinLabel });
    await expect(box).toHaveAttribute('inputmode', 'numeric');
    await userEvent.type(box, '48{Enter}');
    await expect(form.getByText(TOGETHER_TEXTS.wrongPin)).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.type(box, '21{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith('4821');
  },
};

/** The server refused the PIN: its words under the box. */
export const Refused: Story = {
  args: { error: TOGETHER_TEXTS.wrongPin },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: TEXT.pinLabel })).toHaveAttribute('aria-invalid', 'true');
  },
};

/** Sending: the button says busy and sends nothing more. */
export const Sending: Story = {
  args: { busy: true },
  // Not pictured: the button's busy look is SubmitButton's.
  parameters: { visual: false },
  play: async ({ canvasElement, args }) => {
    const form = within(canvasElement);
    await userEvent.type(form.getByRole('textbox', { name: TEXT.pinLabel }), '4821{Enter}');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
