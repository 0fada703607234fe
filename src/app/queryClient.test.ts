import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../api/client';
import { shouldRetry } from './queryClient';

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
