import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { allModes } from '../../.storybook/modes';
import { SAMPLE_EXTERNAL_VIDEO_ID, SAMPLE_VIDEO_PATH } from '../../mocks/fixtures/content';
import { localExternalVideoUrls, mediaFileHandlers, youTubeThumbnailHandlers } from '../../mocks/handlers/media';
import { ExternalVideoUrlsContext, VideoPlayer, YOUTUBE_URLS } from '../../src/components/VideoPlayer';
import { SITE_TEXTS } from '../../src/model/messages';

const TEXT = SITE_TEXTS.video;

/**
 * The hymn's video. MSW answers `/media/…` (with Range support) and YouTube's thumbnails; the
 * embedded player is a local stand-in page (see `localExternalVideoUrls`), so nothing reaches YouTube.
 */
const meta = {
  title: 'Components/VideoPlayer',
  component: VideoPlayer,
  args: {
    videoPath: SAMPLE_VIDEO_PATH,
    title: 'श्री हनुमान चालीसा',
  },
  parameters: {
    layout: 'padded',
    msw: { handlers: { mediaFiles: mediaFileHandlers, youTubeThumbnails: youTubeThumbnailHandlers } },
    chromatic: { modes: allModes },
  },
  decorators: [
    (Story) => (
      <ExternalVideoUrlsContext.Provider value={localExternalVideoUrls}>
        <div style={{ maxWidth: '42rem', margin: '0 auto' }}>
          <Story />
        </div>
      </ExternalVideoUrlsContext.Provider>
    ),
  ],
} satisfies Meta<typeof VideoPlayer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A `/media/…` file: video.js is downloaded and plays it. */
export const MediaFile: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const region = await canvas.findByRole('region', { name: TEXT.player(args.title) }, { timeout: 10_000 });
    await expect(region).toHaveClass('video-js');
    await expect(canvas.queryByText(TEXT.loading)).not.toBeInTheDocument();
    const video = region.querySelector('video');
    if (!video) throw new Error('video.js rendered no <video>');
    // Nothing plays or downloads before the reader asks.
    await expect(video.paused).toBe(true);
    await expect(video.preload).toBe('none');

    await userEvent.click(within(region).getByRole('button', { name: /play video/i }));
    await waitFor(() => expect(video.currentTime).toBeGreaterThan(0), { timeout: 10_000 });
    await expect(new URL(video.currentSrc).pathname).toBe(args.videoPath);
    await waitFor(() => expect(region).toHaveClass('vjs-playing'));
    video.pause();
    await waitFor(() => expect(region).toHaveClass('vjs-paused'));
  },
};

/** An external id: a thumbnail button; nothing is loaded from the video host until it is pressed. */
export const ExternalFacade: Story = {
  args: { videoPath: SAMPLE_EXTERNAL_VIDEO_ID },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: TEXT.playExternal(args.title) });
    const thumbnail = button.querySelector('img');
    if (!thumbnail) throw new Error('The facade has no thumbnail');
    await expect(thumbnail).toHaveAttribute('src', YOUTUBE_URLS.thumbnail(args.videoPath));
    await expect(thumbnail).toHaveAttribute('loading', 'lazy');
    await expect(thumbnail).toHaveAttribute('alt', '');
    await waitFor(() => expect(thumbnail.complete && thumbnail.naturalWidth > 0).toBe(true), { timeout: 5_000 });
    // No embedded player yet.
    await expect(canvasElement.querySelector('iframe')).toBeNull();
    // 16:9.
    const { width, height } = button.getBoundingClientRect();
    await expect(width / height).toBeCloseTo(16 / 9, 1);
  },
};

/** The facade pressed: the embedded player replaces it, asked to start at once, and takes the focus. */
export const ExternalActivated: Story = {
  // Not pictured: ends on the embedded player, a flat box in every picture (what it shows is another site's).
  parameters: { visual: false },
  args: { videoPath: SAMPLE_EXTERNAL_VIDEO_ID },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: TEXT.playExternal(args.title) }));
    const frame = canvasElement.querySelector('iframe');
    if (!frame) throw new Error('Pressing the facade showed no embedded player');
    await expect(frame).toHaveAttribute('src', localExternalVideoUrls.embed(args.videoPath));
    await expect(frame).toHaveAttribute('title', TEXT.player(args.title));
    await expect(frame).toHaveAttribute('allowfullscreen');
    await expect(frame.getAttribute('allow')).toContain('autoplay');
    await expect(canvas.queryByRole('button', { name: TEXT.playExternal(args.title) })).not.toBeInTheDocument();
    // Keyboard focus moves on to the player that replaced the button.
    await expect(frame).toHaveFocus();
    const { width, height } = frame.getBoundingClientRect();
    await expect(width / height).toBeCloseTo(16 / 9, 1);
  },
};

/** The facade by keyboard: Tab to it, Enter starts the player. */
export const ExternalFacadeKeyboard: Story = {
  args: { videoPath: SAMPLE_EXTERNAL_VIDEO_ID },
  parameters: {
    // Not pictured: proves the keys: it ends on the embedded player, a flat box like MediaFile's.
    visual: false,
    chromatic: { disableSnapshot: true },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: TEXT.playExternal(args.title) })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvasElement.querySelector('iframe')).toHaveFocus());
  },
};

/** Not a YouTube id (11 characters of letters, digits, '-' and '_'): a plain note, no broken player. */
export const InvalidExternalId: Story = {
  args: { videoPath: 'not a video id' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(TEXT.unavailable)).toBeInTheDocument();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
    await expect(canvasElement.querySelector('iframe, img, video')).toBeNull();
  },
};
