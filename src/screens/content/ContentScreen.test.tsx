import { composeStories } from '@storybook/react-vite';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { StrictMode } from 'react';
import { createMemoryRouter, RouterProvider, type Location } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createStoryQueryClient } from '../../../.storybook/annotations';
import { audioHymn, findContent, plainHymn } from '../../../mocks/fixtures/content';
import { contentCalls } from '../../../mocks/handlers/content';
import * as stories from '../../../stories/screens/Content.stories';
import { contentQueryOptions } from '../../api/content';
import { Providers } from '../../app/providers';
import { DEFAULT_APP_CONFIG } from '../../model/config';
import { MESSAGES, SITE_TEXTS } from '../../model/messages';
import { paths, ROUTE_PATTERNS, SEARCH_RESULT_LINK_STATE } from '../../model/paths';
import { renderApp } from '../../test/renderApp';
import { ContentScreen } from './ContentScreen';

const {
  Default,
  WithAudio,
  WithAudioAndSecondary,
  WithExternalVideo,
  SecondaryHidden,
  WithImage,
  WithImageFromMediaHost,
  DottedTitle,
  Loading,
  Error: ErrorStory,
  NotFound,
  WithSid,
  BreadcrumbToSubCategory,
  AudioPlayCounted,
  RefetchIsNoNewView,
  ViewCountFails,
  DirectVisitNoSource,
  ShareWithShareSheet,
  ShareCopiesLink,
  OfflineNotSaved,
  BackOnline,
} = composeStories(stories);

const main = () => within(screen.getByRole('main'));

// Generous: the first story pays for the imports, and the machine may be busy.
describe('Hymn page', { timeout: 15_000 }, () => {
  it('shows the breadcrumb, the title after the last dot, the lyrics; titled "{title} Lyrics | {site}" without a secondary title', async () => {
    await Default.run();
    expect(main().getByRole('heading', { level: 1 })).toHaveTextContent('श्री रामचन्द्र कृपालु भजु मन');
  });

  it('is titled "{title} | {titleSecondary} Lyrics | {site}" with a secondary title', async () => {
    await WithAudio.run();
  });

  it('shows only the last segment of a title with several dots', async () => {
    await DottedTitle.run();
  });

  // The video-file case (no divider) runs in Chromium (the story WithVideoFile): video.js needs a real browser.
  it('draws the divider only with the secondary block shown, audio and no video', async () => {
    await WithAudioAndSecondary.run();
    await SecondaryHidden.run();
    await WithExternalVideo.run();
  });

  it('shows the picture named by the title, from the configured media host', async () => {
    await WithImage.run();
    await WithImageFromMediaHost.run();
  });

  it("says 'Loading...' while the hymn is on its way", async () => {
    await Loading.run();
  });

  it("says 'Error fetching data' when the server fails, and asks again on 'Try again'", async () => {
    await ErrorStory.run();
  });

  it('says that a missing or hidden hymn was not found, with a search and the way home instead of trying again', async () => {
    await NotFound.run();
    expect(main().queryByRole('alert')).not.toBeInTheDocument();
  });

  it('passes the page’s sid to the API', async () => {
    await WithSid.run();
  });

  it('links the breadcrumb to the sub-category', async () => {
    await BreadcrumbToSubCategory.run();
  });

  it('counts the first audio play of the page view through the API, once', async () => {
    await AudioPlayCounted.run();
  });

  it('records no new view when the hymn is refetched, and shows nothing when the count fails', async () => {
    await RefetchIsNoNewView.run();
    await ViewCountFails.run();
  });

  it('sends no source with the view of a hymn visited directly', async () => {
    await DirectVisitNoSource.run();
  });

  it("shares through the browser's share sheet with the spec's text and dialog title", async () => {
    await ShareWithShareSheet.run();
  });

  it('copies the link where there is no share sheet, and says so', async () => {
    await ShareCopiesLink.run();
    expect(main().getByText(SITE_TEXTS.share.linkCopied)).toHaveAttribute('role', 'status');
  });

  // KeepAudioForOffline needs the Cache API and a service worker in charge: it runs in Chromium (the story tests).
  it('says, offline, that a hymn never opened was not saved for offline reading, instead of the error text', async () => {
    await OfflineNotSaved.run();
    expect(main().queryByText(MESSAGES.contentError)).not.toBeInTheDocument();
  });

  it('opens the hymn by itself when the connection comes back', async () => {
    await BackOnline.run();
  });
});

describe('Hymn page views', () => {
  // A story's load() unmounts the story rendered before it and resets the recorded calls (the
  // stories' beforeEach).
  beforeEach(() => Default.load());
  afterEach(() => vi.restoreAllMocks());

  const findTitle = (title: string) => screen.findByRole('heading', { level: 1, name: title });

  function renderScreen(contentId: number, { strict = false, cached = false } = {}) {
    const queryClient = createStoryQueryClient();
    if (cached) queryClient.setQueryData(contentQueryOptions(contentId).queryKey, findContent(contentId));
    return renderApp([{ path: ROUTE_PATTERNS.content, element: <ContentScreen /> }], paths.content(contentId), {
      queryClient,
      strict,
    });
  }

  it('records one view under StrictMode, whose effects run twice, for a hymn already in the cache', async () => {
    renderScreen(plainHymn.contentId, { strict: true, cached: true });
    await findTitle('श्री रामचन्द्र कृपालु भजु मन');
    await waitFor(() => expect(contentCalls.views).toEqual([String(plainHymn.contentId)]));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(contentCalls.views).toHaveLength(1);
  });

  it('records a new view for each hymn shown, also when coming back to one', async () => {
    const router = renderScreen(plainHymn.contentId);
    await findTitle('श्री रामचन्द्र कृपालु भजु मन');

    await act(() => router.navigate(paths.content(audioHymn.contentId)));
    await findTitle('ॐ जय जगदीश हरे');
    await act(() => router.navigate(paths.content(plainHymn.contentId)));
    await findTitle('श्री रामचन्द्र कृपालु भजु मन');

    await waitFor(() => expect(contentCalls.views).toEqual([plainHymn.contentId, audioHymn.contentId, plainHymn.contentId].map(String)));
  });
});

describe('Hymn page views that a search result led to', () => {
  beforeEach(() => Default.load());

  const title = 'श्री रामचन्द्र कृपालु भजु मन';
  const ELSEWHERE = '/elsewhere';

  /** The hymn page and another page, in a router that starts at `entry` (a reload keeps the entry's key and state). */
  function renderAt(entry: string | Partial<Location>, strict = false) {
    const router = createMemoryRouter(
      [
        { path: ROUTE_PATTERNS.content, element: <ContentScreen /> },
        { path: '*', element: <p>Another page</p> },
      ],
      { initialEntries: [entry] },
    );
    const queryClient = createStoryQueryClient();
    queryClient.setQueryData(contentQueryOptions(plainHymn.contentId).queryKey, findContent(plainHymn.contentId));
    const app = (
      <Providers config={DEFAULT_APP_CONFIG} queryClient={queryClient}>
        <RouterProvider router={router} />
      </Providers>
    );
    const rendered = render(strict ? <StrictMode>{app}</StrictMode> : app);
    return { router, unmount: rendered.unmount };
  }

  it('says so once per history entry: not again on a reload, nor when coming back to it, but again for a new click', async () => {
    const { router, unmount } = renderAt(ELSEWHERE);
    await act(() => router.navigate(paths.content(plainHymn.contentId), { state: SEARCH_RESULT_LINK_STATE }));
    await screen.findByRole('heading', { level: 1, name: title });
    await waitFor(() => expect(contentCalls.viewSources).toEqual(['search']));

    // Away, then back through history to the same entry: a plain view.
    await act(() => router.navigate(ELSEWHERE));
    await act(() => router.navigate(-1));
    await screen.findByRole('heading', { level: 1, name: title });
    await waitFor(() => expect(contentCalls.viewSources).toEqual(['search', null]));

    // A reload: the same entry (its key and state), a new page load.
    const entry = router.state.location;
    expect(entry.state).toEqual(SEARCH_RESULT_LINK_STATE);
    unmount();
    const reloaded = renderAt(entry);
    await screen.findByRole('heading', { level: 1, name: title });
    await waitFor(() => expect(contentCalls.viewSources).toEqual(['search', null, null]));

    // Another click on the result is another entry: counted.
    await act(() => reloaded.router.navigate(ELSEWHERE));
    await act(() => reloaded.router.navigate(paths.content(plainHymn.contentId), { state: SEARCH_RESULT_LINK_STATE }));
    await waitFor(() => expect(contentCalls.viewSources).toEqual(['search', null, null, 'search']));
    expect(contentCalls.views).toEqual(Array.from({ length: 4 }, () => String(plainHymn.contentId)));
  });

  it('sends one view with the source under StrictMode', async () => {
    renderAt({ pathname: paths.content(plainHymn.contentId), state: SEARCH_RESULT_LINK_STATE }, true);
    await screen.findByRole('heading', { level: 1, name: title });
    await waitFor(() => expect(contentCalls.viewSources).toEqual(['search']));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(contentCalls.views).toHaveLength(1);
  });
});
