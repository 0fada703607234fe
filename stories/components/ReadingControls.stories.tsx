import { READING_TEXTS } from '../../src/model/readingTexts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ReadingControls } from '../../src/components/ReadingControls';

import { READING_SCRIPTS, TEXT_SIZES, type ThemeChoice } from '../../src/model/reading';

const TEXT = READING_TEXTS;

/**
 * The hymn page's reading settings: the lyrics' size (100 % to 250 %) and the colours (Auto, Day,
 * Night). The screen keeps what is chosen on the device; here the story keeps it.
 */
const meta = {
  title: 'Components/ReadingControls',
  component: ReadingControls,
  args: {
    textSizeStep: 0,
    colorTheme: 'system',
    script: 'devanagari',
    keepScreenOn: true,
    onTextSizeStepChange: fn(),
    onColorThemeChange: fn(),
    onScriptChange: fn(),
    onKeepScreenOnChange: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ padding: '1rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ReadingControls>;

export default meta;
type Story = StoryObj<typeof meta>;

const smaller = (canvasElement: HTMLElement) => within(canvasElement).getByRole('button', { name: TEXT.smaller });
const larger = (canvasElement: HTMLElement) => within(canvasElement).getByRole('button', { name: TEXT.larger });
/** The script, colours and screen, once their chunk has arrived. */
const unfolded = (canvasElement: HTMLElement) => within(canvasElement).findByRole('combobox', {}, { timeout: 5_000 });
const themeButton = (canvasElement: HTMLElement, choice: ThemeChoice) =>
  within(canvasElement).getByRole('button', { name: `${TEXT.themes[choice].en} ${TEXT.themes[choice].hi}` });

/** A new reader: 100 %, Devanagari, Auto colours. Smaller is at its limit, and says so. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByRole('group', { name: TEXT.settingsLabel })).toBeVisible();
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('100%');
    await expect(smaller(canvasElement)).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(smaller(canvasElement));
    await expect(args.onTextSizeStepChange).not.toHaveBeenCalled();
    await userEvent.click(larger(canvasElement));
    await expect(args.onTextSizeStepChange).toHaveBeenCalledWith(1);
    await unfolded(canvasElement);
  },
};

/** The script, the colours (Auto as the device is set) and keeping the screen on, each chosen. */
export const MoreSettings: Story = {
  // Not pictured: the same picture as Default.
  parameters: { visual: false },
  play: async ({ canvasElement, args }) => {
    await unfolded(canvasElement);
    const scripts = within(canvasElement).getByRole('combobox', { name: `${TEXT.script.en} · ${TEXT.script.hi}` });
    await expect(scripts).toHaveValue('devanagari');
    await expect(within(scripts).getAllByRole('option')).toHaveLength(READING_SCRIPTS.length);
    await userEvent.selectOptions(scripts, 'gujarati');
    await expect(args.onScriptChange).toHaveBeenCalledWith('gujarati');
    await expect(themeButton(canvasElement, 'system')).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(themeButton(canvasElement, 'dark'));
    await expect(args.onColorThemeChange).toHaveBeenCalledWith('dark');
    const keepOn = within(canvasElement).getByRole('button', { name: `${TEXT.keepScreenOn.en} ${TEXT.keepScreenOn.hi}` });
    await expect(keepOn).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(keepOn);
    await expect(args.onKeepScreenOnChange).toHaveBeenCalledWith(false);
  },
};

/** Where the browser cannot keep the screen on, there is no toggle for it. */
export const NoWakeLock: Story = {
  args: { keepScreenOn: undefined },
  play: async ({ canvasElement }) => {
    await unfolded(canvasElement);
    await expect(themeButton(canvasElement, 'system')).toBeVisible();
    await expect(within(canvasElement).queryByRole('button', { name: new RegExp(TEXT.keepScreenOn.en) })).not.toBeInTheDocument();
  },
};

/** The largest size, 250 %: larger is at its limit. */
export const Largest: Story = {
  args: { textSizeStep: TEXT_SIZES.length - 1 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('250%');
    await expect(larger(canvasElement)).toHaveAttribute('aria-disabled', 'true');
    await expect(smaller(canvasElement)).toHaveAttribute('aria-disabled', 'false');
  },
};

/** Night chosen, drawn in the night colours. */
export const NightChosen: Story = {
  args: { colorTheme: 'dark', textSizeStep: 2, script: 'gujarati' },
  parameters: { readingSettings: { theme: 'dark' } },
  play: async ({ canvasElement }) => {
    await unfolded(canvasElement);
    await expect(themeButton(canvasElement, 'dark')).toHaveAttribute('aria-pressed', 'true');
    await expect(themeButton(canvasElement, 'light')).toHaveAttribute('aria-pressed', 'false');
    await expect(within(canvasElement).getByRole('combobox')).toHaveValue('gujarati');
  },
};

/** Step by step, by keyboard alone, from 100 % to 250 % and back. */
export const StepByKeyboard: Story = {
  render: function Stepped(args) {
    const [textSizeStep, setStep] = useState(0);
    const [theme, setTheme] = useState<ThemeChoice>('system');
    return (
      <ReadingControls
        {...args}
        textSizeStep={textSizeStep}
        colorTheme={theme}
        onTextSizeStepChange={setStep}
        onColorThemeChange={setTheme}
      />
    );
  },
  play: async ({ canvasElement }) => {
    larger(canvasElement).focus();
    for (let step = 1; step < TEXT_SIZES.length; step++) await userEvent.keyboard('{Enter}');
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('250%');
    // Still focused at the limit, where Enter does nothing more.
    await expect(larger(canvasElement)).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('250%');
    await userEvent.tab({ shift: true });
    await expect(smaller(canvasElement)).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('200%');
    await unfolded(canvasElement);
    await userEvent.tab();
    await userEvent.tab();
    // Then the script, then the colours.
    await expect(within(canvasElement).getByRole('combobox')).toHaveFocus();
    await userEvent.tab();
    await expect(themeButton(canvasElement, 'system')).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(themeButton(canvasElement, 'dark')).toHaveAttribute('aria-pressed', 'true');
  },
};
