import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStoryQueryClient } from '../../.storybook/annotations';
import { ApiRequestError } from '../api/client';
import { isNetworkError, isNotSavedOffline, useNotSavedOffline } from './offlineQuery';
import { setStubbedOnline, stubOnlineStatus } from './onlineStatusStub';

const noAnswer = new ApiRequestError(0, 'Network error: the server could not be reached.');
const serverError = new ApiRequestError(500, 'Something went wrong');
const notFound = new ApiRequestError(404, 'Content not found');

const failed = (error: Error) => ({ data: undefined, status: 'error', fetchStatus: 'idle', error }) as const;

describe('isNotSavedOffline', () => {
  it('holds for a call that got no answer, online or not', () => {
    expect(isNetworkError(noAnswer)).toBe(true);
    expect(isNotSavedOffline(failed(noAnswer), true)).toBe(true);
    expect(isNotSavedOffline(failed(noAnswer), false)).toBe(true);
  });

  it('holds for any failure while the browser is offline, except a missing thing', () => {
    expect(isNotSavedOffline(failed(serverError), false)).toBe(true);
    expect(isNotSavedOffline(failed(notFound), false)).toBe(false);
  });

  it("does not hold for a server's error answer online: that is the page's own error text", () => {
    expect(isNetworkError(serverError)).toBe(false);
    expect(isNotSavedOffline(failed(serverError), true)).toBe(false);
    expect(isNotSavedOffline(failed(notFound), true)).toBe(false);
  });

  it('holds for a call react-query holds back until the connection returns, not for one under way', () => {
    expect(isNotSavedOffline({ data: undefined, status: 'pending', fetchStatus: 'paused', error: null }, true)).toBe(true);
    expect(isNotSavedOffline({ data: undefined, status: 'pending', fetchStatus: 'fetching', error: null }, false)).toBe(false);
  });

  it('never holds while there is data to show (a failed background refetch keeps it)', () => {
    expect(isNotSavedOffline({ data: ['hymn'], status: 'error', fetchStatus: 'idle', error: noAnswer }, false)).toBe(false);
  });
});

function Page({ load }: { load: () => Promise<string> }) {
  const query = useQuery({ queryKey: ['offline-test'], queryFn: load });
  const notSaved = useNotSavedOffline(query);
  return <p>{query.data ?? (notSaved ? 'not saved' : query.status)}</p>;
}

let restore: (() => void) | undefined;
afterEach(() => {
  restore?.();
  restore = undefined;
});

describe('useNotSavedOffline', () => {
  it('says not saved for a page opened offline, and asks again when the connection comes back', async () => {
    restore = stubOnlineStatus(false);
    const load = vi.fn<() => Promise<string>>().mockRejectedValueOnce(noAnswer).mockResolvedValue('the hymn');
    render(
      <QueryClientProvider client={createStoryQueryClient()}>
        <Page load={load} />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('not saved')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);

    act(() => setStubbedOnline(true));
    expect(await screen.findByText('the hymn')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("leaves a server's error answer to the page, and still asks again when the connection comes back", async () => {
    restore = stubOnlineStatus(true);
    const load = vi.fn<() => Promise<string>>().mockRejectedValueOnce(serverError).mockResolvedValue('the hymn');
    render(
      <QueryClientProvider client={createStoryQueryClient()}>
        <Page load={load} />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('error')).toBeInTheDocument();

    act(() => {
      setStubbedOnline(false);
      setStubbedOnline(true);
    });
    await waitFor(() => expect(screen.getByText('the hymn')).toBeInTheDocument());
  });

  it("asks only once when the connection comes back, together with react-query's own refetch on reconnect", async () => {
    restore = stubOnlineStatus(true);
    const load = vi.fn<() => Promise<string>>().mockRejectedValueOnce(noAnswer).mockResolvedValue('the hymn');
    render(
      <QueryClientProvider client={createStoryQueryClient()}>
        <Page load={load} />
      </QueryClientProvider>,
    );
    await screen.findByText('not saved');
    // Lost and back while the page is open: react-query saw both, and asks again by itself too.
    act(() => {
      setStubbedOnline(false);
      setStubbedOnline(true);
    });
    await screen.findByText('the hymn');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(load).toHaveBeenCalledTimes(2);
  });
});
