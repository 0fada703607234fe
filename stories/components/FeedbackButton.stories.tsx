import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { LOCATION_TEST_ID } from '../../.storybook/annotations';
import { allModes } from '../../.storybook/modes';
import { longLyricsHymn } from '../../mocks/fixtures/content';
import { FeedbackButton } from '../../src/components/FeedbackButton';
import { VerseText } from '../../src/components/VerseText';
import { CHROME_LABELS } from '../../src/model/messages';
import { paths } from '../../src/model/paths';

const FEEDBACK_NAME = `${CHROME_LABELS.feedback.en} ${CHROME_LABELS.feedback.hi}`;

/** A page long enough to scroll, with the button last, as the public frame has it. */
const meta = {
  title: 'Components/FeedbackButton',
  component: FeedbackButton,
  render: (args) => (
    <>
      <div style={{ minHeight: '250vh', padding: '1.5rem', background: 'linear-gradient(#FBF6EE, #F5ECDD)' }}>
        <p>A long page: scroll to its end and the Feedback button goes away.</p>
      </div>
      <footer style={{ padding: '2rem 1.5rem', background: '#2B1D14', color: '#F5E6CF' }}>Footer</footer>
      <FeedbackButton {...args} />
    </>
  ),
  parameters: {
    route: { initialEntries: [paths.home], showLocation: true },
    chromatic: { modes: allModes },
  },
} satisfies Meta<typeof FeedbackButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The story's only link (by role, not name: out of sight, it has no name to read). */
const button = (canvasElement: HTMLElement) => within(canvasElement).getByRole('link', { hidden: true });
const scrollTo = (canvasElement: HTMLElement, top: number) =>
  canvasElement.ownerDocument.defaultView!.scrollTo({ top, behavior: 'instant' });

/** At the top of a long page: the round button in the corner, linking to /feedback. */
export const Shown: Story = {
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(button(canvasElement)).toBeVisible());
    await expect(button(canvasElement)).toHaveAccessibleName(FEEDBACK_NAME);
    await expect(button(canvasElement)).toHaveAttribute('href', paths.feedback);
    await expect(within(button(canvasElement)).getByText(CHROME_LABELS.feedback.hi)).toHaveAttribute('lang', 'hi');
  },
};

/** Kept out of sight (on /feedback itself): not seen and not focusable. */
export const Hidden: Story = {
  args: { hidden: true },
  play: async ({ canvasElement }) => {
    await expect(button(canvasElement)).not.toBeVisible();
  },
};

/**
 * Scrolled to the bottom the button fades away (so the footer's links are free) and cannot take
 * the focus; scrolled back up it returns.
 */
export const HiddenAtBottom: Story = {
  play: async ({ canvasElement }) => {
    const link = button(canvasElement);
    await waitFor(() => expect(link).toBeVisible());

    scrollTo(canvasElement, canvasElement.ownerDocument.documentElement.scrollHeight);
    // Faded out, then gone for good (visibility: hidden, after the fade).
    await waitFor(() => expect(getComputedStyle(link).visibility).toBe('hidden'));
    await expect(link).not.toBeVisible();
    link.focus();
    await expect(link).not.toHaveFocus();

    scrollTo(canvasElement, 0);
    await waitFor(() => expect(link).toBeVisible());
    link.focus();
    await expect(link).toHaveFocus();
  },
};

/** On a phone: only the icon shows; the name is still read. */
export const OnPhone: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  parameters: { chromatic: { modes: { mobile: allModes.mobile } } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(button(canvasElement)).toBeVisible());
    await expect(button(canvasElement)).toHaveAccessibleName(FEEDBACK_NAME);
    // Round: as wide as it is high, the words left out of sight.
    const { width, height } = button(canvasElement).getBoundingClientRect();
    await expect(Math.abs(width - height)).toBeLessThan(4);
  },
};

/** Reached with Tab and followed with Enter: /feedback opens. */
export const Keyboard: Story = {
  // Not pictured: proves the keys: the page is HiddenAtBottom's.
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(button(canvasElement)).toBeVisible());
    await userEvent.tab();
    await expect(button(canvasElement)).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(within(canvasElement).getByTestId(LOCATION_TEST_ID)).toHaveTextContent(paths.feedback));
  },
};

/**
 * On a hymn's page the button never covers the lyrics: while they pass under it (the bottom of the
 * screen), it is tucked away; below them (the audio, the transliteration's heading) it is back.
 */
export const TuckedAwayOverLyrics: Story = {
  render: (args) => (
    <>
      <div style={{ padding: '1.5rem', fontSize: '1.25rem', lineHeight: 1.9 }}>
        <p style={{ minHeight: '40vh' }}>The hymn's title and picture.</p>
        <VerseText keepClear lang="hi" text={longLyricsHymn.contentPrimary} />
        <p data-testid="after-lyrics" style={{ minHeight: '150vh' }}>
          The audio player, then the transliteration.
        </p>
      </div>
      <footer style={{ padding: '2rem 1.5rem', background: '#2B1D14', color: '#F5E6CF' }}>Footer</footer>
      <FeedbackButton {...args} />
    </>
  ),
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const link = button(canvasElement);
    // The lyrics fill the bottom of the screen: tucked away.
    scrollTo(canvasElement, 0);
    await waitFor(() => expect(getComputedStyle(link).visibility).toBe('hidden'));
    // Below the lyrics, before the page's end: back.
    const after = within(canvasElement).getByTestId('after-lyrics');
    scrollTo(canvasElement, after.getBoundingClientRect().top + window.scrollY);
    await waitFor(() => expect(link).toBeVisible());
  },
};

/** On a wide screen the lyrics' column is far from the corner: the button stays while they scroll by. */
export const ShownBesideLyricsOnWideScreen: Story = {
  render: (args) => (
    <>
      <div style={{ maxWidth: '30rem', padding: '1.5rem', fontSize: '1.25rem', lineHeight: 1.9 }}>
        <p>The hymn's title.</p>
        <VerseText keepClear lang="hi" text={longLyricsHymn.contentPrimary} />
      </div>
      <footer style={{ padding: '2rem 1.5rem', background: '#2B1D14', color: '#F5E6CF' }}>Footer</footer>
      <FeedbackButton {...args} />
    </>
  ),
  play: async ({ canvasElement }) => {
    scrollTo(canvasElement, 0);
    await waitFor(() => expect(button(canvasElement)).toBeVisible());
  },
};
