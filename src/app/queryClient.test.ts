import { onlineManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '../api/client';
import { createQueryClient, shouldRetry } from './queryClient';

describe('shouldRetry', () => {
  it('tries a failed request once more when the network or the server failed', () => {
    expect(shouldRetry(0, new ApiRequestError(0, 'Network error'))).toBe(true);
    expect(shouldRetry(0, new ApiRequestError(503, 'unavailable'))).toBe(true);
    expect(shouldRetry(1, new ApiRequestError(503, 'unavailable'))).toBe(false);
  });

  it('does not ask again for something that does not exist or was refused', () => {
    expect(shouldRetry(0, new ApiRequestError(404, 'Not found'))).toBe(false);
    expect(shouldRetry(0, new ApiRequestError(400, 'Bad id'))).toBe(false);
    expect(shouldRetry(0, new ApiRequestError(429, 'Too many'))).toBe(false);
  });
});

describe('queries while the browser is offline', () => {
  afterEach(() => onlineManager.setOnline(true));

  it('are still asked once, so that the service worker can answer them from what was saved', async () => {
    onlineManager.setOnline(false);
    const client = createQueryClient();
    const fetchSaved = vi.fn(async () => 'saved hymn');
    await expect(client.fetchQuery({ queryKey: ['content', 1], queryFn: fetchSaved })).resolves.toBe('saved hymn');
    expect(fetchSaved).toHaveBeenCalledTimes(1);
  });
});
