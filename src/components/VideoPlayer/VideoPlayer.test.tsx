import { composeStories } from '@storybook/react-vite';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it, vi } from 'vitest';
import { SAMPLE_EXTERNAL_VIDEO_ID, SAMPLE_VIDEO_PATH } from '../../../mocks/fixtures/content';
import * as stories from '../../../stories/components/VideoPlayer.stories';
import { SITE_TEXTS } from '../../model/messages';
import { theme } from '../../theme/tokens';
import { YOUTUBE_URLS, youTubeId } from './externalVideo';
import { loadVideoJs } from './loadVideoJs';
import { VideoPlayer } from './VideoPlayer';

/**
 * video.js stands in for itself: the factory runs when (and only when) the component imports the
 * chunk, so `videoJs.imports` tells whether a page downloaded it.
 */
const videoJs = vi.hoisted(() => {
  const dispose = vi.fn();
  const create = vi.fn((element: HTMLElement, _options: Record<string, unknown>) => {
    const wrapper = element.ownerDocument.createElement('div');
    wrapper.setAttribute('role', 'region');
    element.replaceWith(wrapper);
    wrapper.appendChild(element);
    return {
      el: () => wrapper,
      dispose: () => {
        wrapper.remove();
        dispose();
      },
    };
  });
  return { imports: 0, create, dispose };
});

vi.mock('video.js', () => {
  videoJs.imports += 1;
  return { default: videoJs.create };
});
vi.mock('video.js/dist/video-js.css', () => ({}));
vi.mock('./loadVideoJs', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./loadVideoJs')>();
  return { loadVideoJs: vi.fn(actual.loadVideoJs) };
});

const { MediaFile, ExternalFacade, InvalidExternalId } = composeStories(stories);
const TEXT = SITE_TEXTS.video;
const title = MediaFile.args.title!;

/** The player without the stories' local stand-ins: YouTube's real addresses. */
const renderBare = (videoPath: string, mediaBaseUrl?: string) =>
  render(
    <ThemeProvider theme={theme}>
      <VideoPlayer videoPath={videoPath} mediaBaseUrl={mediaBaseUrl} title={title} />
    </ThemeProvider>,
  );

// In this order: the first tests check that video.js has not been imported yet.
describe('VideoPlayer', () => {
  describe('an external (YouTube) video', () => {
    it('shows a thumbnail button and never downloads video.js', async () => {
      await ExternalFacade.load();
      const { container } = render(<ExternalFacade />);
      const button = screen.getByRole('button', { name: TEXT.playExternal(title) });
      const thumbnail = button.querySelector('img');
      expect(thumbnail).toHaveAttribute('src', YOUTUBE_URLS.thumbnail(SAMPLE_EXTERNAL_VIDEO_ID));
      expect(thumbnail).toHaveAttribute('loading', 'lazy');
      expect(container.querySelector('iframe')).toBeNull();

      fireEvent.click(button);
      expect(container.querySelector('iframe')).not.toBeNull();
      await act(() => Promise.resolve());
      expect(loadVideoJs).not.toHaveBeenCalled();
      expect(videoJs.imports).toBe(0);
    });

    it('loads the privacy-enhanced embedded player, autoplaying, only when asked', () => {
      const { container } = renderBare(SAMPLE_EXTERNAL_VIDEO_ID);
      expect(container.querySelector('iframe')).toBeNull();
      fireEvent.click(screen.getByRole('button', { name: TEXT.playExternal(title) }));
      const frame = container.querySelector('iframe')!;
      expect(frame).toHaveAttribute('src', `https://www.youtube-nocookie.com/embed/${SAMPLE_EXTERNAL_VIDEO_ID}?autoplay=1`);
      expect(frame).toHaveAttribute('title', TEXT.player(title));
      expect(frame).toHaveAttribute('allowfullscreen');
      expect(frame).toHaveFocus();
      expect(screen.queryByRole('button')).not.toBeInTheDocument();
    });

    it('hides a thumbnail that fails to load, keeping the play button', () => {
      const { container } = renderBare(SAMPLE_EXTERNAL_VIDEO_ID);
      fireEvent.error(container.querySelector('img')!);
      expect(container.querySelector('img')).toBeNull();
      expect(screen.getByRole('button', { name: TEXT.playExternal(title) })).toBeInTheDocument();
    });

    it('shows a note instead of a broken player for an invalid id', async () => {
      await InvalidExternalId.load();
      const { container } = render(<InvalidExternalId />);
      expect(screen.getByText(TEXT.unavailable)).toBeInTheDocument();
      expect(container.querySelector('iframe, img, button')).toBeNull();
      expect(videoJs.imports).toBe(0);
    });

    it('accepts YouTube ids and pasted YouTube addresses, nothing else', () => {
      const id = SAMPLE_EXTERNAL_VIDEO_ID;
      expect(youTubeId(id)).toBe(id);
      expect(youTubeId(` ${id} `)).toBe(id);
      expect(youTubeId('a-b_C123456')).toBe('a-b_C123456');
      expect(youTubeId(`https://www.youtube.com/watch?v=${id}&t=30s`)).toBe(id);
      expect(youTubeId(`https://youtu.be/${id}`)).toBe(id);
      expect(youTubeId(`https://www.youtube.com/embed/${id}`)).toBe(id);
      for (const bad of ['', 'short', `${id}x`, 'abc def ghi', '<script>xx', '../../etc/pa', `https://example.com/watch?v=${id}`]) {
        expect(youTubeId(bad)).toBeNull();
      }
    });
  });

  describe('a /media/ file', () => {
    it('shows loading, then plays the file through video.js (imported on demand)', async () => {
      await MediaFile.load();
      const view = render(<MediaFile />);
      expect(screen.getByRole('status')).toHaveTextContent(TEXT.loading);
      await waitFor(() => expect(videoJs.create).toHaveBeenCalledTimes(1));
      expect(videoJs.imports).toBe(1);
      const [element, options] = videoJs.create.mock.calls[0]!;
      expect(element.tagName).toBe('VIDEO');
      expect((element as HTMLVideoElement).preload).toBe('none');
      expect(options).toMatchObject({ controls: true, sources: [{ src: SAMPLE_VIDEO_PATH, type: 'video/mp4' }] });
      expect(await screen.findByRole('region', { name: TEXT.player(title) })).toContainElement(element);
      // The loading line goes with the render that shows the player, or the next one on a busy machine.
      await waitFor(() => expect(screen.queryByText(TEXT.loading)).not.toBeInTheDocument());

      view.unmount();
      expect(videoJs.dispose).toHaveBeenCalledTimes(1);
    });

    it('prefixes the media host', async () => {
      videoJs.create.mockClear();
      renderBare(SAMPLE_VIDEO_PATH, 'https://cdn.example.org/');
      await waitFor(() => expect(videoJs.create).toHaveBeenCalledTimes(1));
      expect(videoJs.create.mock.calls[0]![1]).toMatchObject({
        sources: [{ src: `https://cdn.example.org${SAMPLE_VIDEO_PATH}` }],
      });
    });

    it('says so when the video.js chunk cannot be downloaded', async () => {
      vi.mocked(loadVideoJs).mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module'));
      videoJs.create.mockClear();
      renderBare(SAMPLE_VIDEO_PATH);
      expect(await screen.findByRole('alert')).toHaveTextContent(TEXT.loadFailed);
      expect(screen.queryByText(TEXT.loading)).not.toBeInTheDocument();
      expect(videoJs.create).not.toHaveBeenCalled();
    });

    it('does not create a player when it is gone before the chunk arrives', async () => {
      videoJs.create.mockClear();
      const view = renderBare(SAMPLE_VIDEO_PATH);
      view.unmount();
      await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
      expect(videoJs.create).not.toHaveBeenCalled();
    });
  });
});
