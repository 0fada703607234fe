import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { createElement, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { audioHymn, MISSING_CONTENT_ID, plainHymn } from '../../mocks/fixtures/content';
import { contentCalls, contentDetail } from '../../mocks/handlers/content';
import { server } from '../../mocks/node';
import { createQueryClient } from '../app/queryClient';
import { apiPaths, apiRoutes } from '../model/api-paths';
import { CONTENT_STALE_TIME_MS } from '../model/constants';
import { ApiRequestError } from './client';
import { contentQueryOptions, getContent, recordAudioPlay, recordContentView, useContent } from './content';

/** A client as the app has it (one retry), without waiting between tries. */
function renderUseContent(contentId: number | string, sid?: string) {
  // The app's own retry rule (shouldRetry), without the wait between tries.
  const queryClient = createQueryClient({ queries: { retryDelay: 0 } });
  const wrapper = ({ children }: { children: ReactNode }) => createElement(QueryClientProvider, { client: queryClient }, children);
  return { queryClient, ...renderHook(() => useContent(contentId, sid), { wrapper }) };
}

describe('hymn data', () => {
  beforeEach(() => contentCalls.reset());
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('fetches one hymn, passing the page’s sid on', async () => {
    await expect(getContent(audioHymn.contentId)).resolves.toEqual(audioHymn);
    await expect(getContent(plainHymn.contentId, '42')).resolves.toEqual(plainHymn);
    expect(contentCalls.details).toEqual([
      { id: String(audioHymn.contentId), sid: null },
      { id: String(plainHymn.contentId), sid: '42' },
    ]);
  });

  it("is cached under a key starting with 'content', one entry per hymn and sid", () => {
    const key = contentQueryOptions(plainHymn.contentId).queryKey;
    expect(key[0]).toBe('content');
    expect(key).not.toEqual(contentQueryOptions(audioHymn.contentId).queryKey);
    expect(key).not.toEqual(contentQueryOptions(plainHymn.contentId, '42').queryKey);
    expect(contentQueryOptions(String(plainHymn.contentId)).queryKey).toEqual(key);
  });

  it('is asked for once within 10 minutes (the hymn shown again uses the cache), and again after', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = new Date('2025-01-01T06:00:00Z').getTime();
    vi.setSystemTime(start);
    const queryClient = createQueryClient({ queries: { retry: false } });
    const wrapper = ({ children }: { children: ReactNode }) => createElement(QueryClientProvider, { client: queryClient }, children);
    const show = async () => {
      const view = renderHook(() => useContent(plainHymn.contentId), { wrapper });
      await waitFor(() => expect(view.result.current.isFetching).toBe(false));
      expect(view.result.current.data).toEqual(plainHymn);
      view.unmount();
    };
    try {
      await show();
      vi.setSystemTime(start + CONTENT_STALE_TIME_MS - 1_000);
      await show();
      expect(contentCalls.details).toHaveLength(1);
      vi.setSystemTime(start + CONTENT_STALE_TIME_MS + 1_000);
      await show();
      expect(contentCalls.details).toHaveLength(2);
    } finally {
      queryClient.clear();
    }
  });

  it('does not ask again for a hymn that is not there (404)', async () => {
    const { result, queryClient } = renderUseContent(MISSING_CONTENT_ID);
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current.error).toBeInstanceOf(ApiRequestError);
    expect((result.current.error as ApiRequestError).status).toBe(404);
    expect(contentCalls.details).toHaveLength(1);
    queryClient.clear();
  });

  it('tries a failing server once more, as any query', async () => {
    server.use(contentDetail.error);
    const { result, queryClient } = renderUseContent(plainHymn.contentId);
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(contentCalls.details).toHaveLength(2);
    queryClient.clear();
  });
});

describe('counting calls', () => {
  beforeEach(() => contentCalls.reset());
  afterEach(() => vi.restoreAllMocks());

  it('records a content view: POST with an empty JSON body, sent to survive leaving the page', async () => {
    const received: { body: string; type: string | null; keepalive: boolean; credentials: RequestCredentials }[] = [];
    server.use(
      http.post(apiRoutes.contentAnalytics, async ({ request, params }) => {
        expect(params.id).toBe(String(plainHymn.contentId));
        received.push({
          body: await request.text(),
          type: request.headers.get('Content-Type'),
          keepalive: request.keepalive,
          credentials: request.credentials,
        });
        return new HttpResponse(null, { status: 204 });
      }),
    );
    await recordContentView(plainHymn.contentId);
    expect(received).toEqual([{ body: '{}', type: 'application/json', keepalive: true, credentials: 'include' }]);
  });

  it('says when a click on a search result led to the view (`?source=search`), and nothing otherwise', async () => {
    await recordContentView(plainHymn.contentId, 'search');
    await recordContentView(plainHymn.contentId);
    expect(contentCalls.views).toEqual([String(plainHymn.contentId), String(plainHymn.contentId)]);
    expect(contentCalls.viewSources).toEqual(['search', null]);
  });

  it('records an audio play: GET /api/getmore/audio/{contentId}', async () => {
    await recordAudioPlay(audioHymn.contentId);
    expect(contentCalls.audioPlays).toEqual([String(audioHymn.contentId)]);
  });

  it('never fails the page: a refused or unreachable count resolves quietly', async () => {
    const debug = vi.spyOn(console, 'debug').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error');
    server.use(
      http.post(apiPaths.contentAnalytics(plainHymn.contentId), () => HttpResponse.json({ message: 'down' }, { status: 500 })),
      http.get(apiPaths.audioPlay(audioHymn.contentId), () => HttpResponse.error()),
    );
    await expect(recordContentView(plainHymn.contentId)).resolves.toBeUndefined();
    await expect(recordAudioPlay(audioHymn.contentId)).resolves.toBeUndefined();
    expect(debug).toHaveBeenCalledTimes(2);
    expect(error).not.toHaveBeenCalled();
  });
});
