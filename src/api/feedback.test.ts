import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import {
  FEEDBACK_INVALID_EMAIL,
  FEEDBACK_RATE_LIMITED,
  FEEDBACK_STORED,
  feedbackCalls,
  feedbackCreate,
} from '../../mocks/handlers/feedback';
import { server } from '../../mocks/node';
import { apiPaths } from '../model/api-paths';
import type { Feedback } from '../model/entities';
import { MESSAGES } from '../model/messages';
import { createFeedback, feedbackFailureMessage } from './feedback';

const feedback: Feedback = {
  name: 'Ram & Shyam',
  email: 'ram+bhajan@example.org',
  feedbackText: 'जय श्री राम!\nLine two? 100% = great',
  rating: 5,
  deviceInfo: 'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36',
};

/** What the visitor would read after this handler's answer. */
async function failureFor(handler: Parameters<typeof server.use>[0]) {
  server.use(handler);
  const error = await createFeedback(feedback).catch((e: unknown) => e);
  return feedbackFailureMessage(error);
}

afterEach(() => feedbackCalls.reset());

describe('createFeedback', () => {
  it('sends every field in the query of a GET, intact (Devanagari, &, +, %, line breaks)', async () => {
    server.use(feedbackCreate.success);
    await expect(createFeedback(feedback)).resolves.toEqual({ message: FEEDBACK_STORED });
    expect(feedbackCalls.all()).toEqual([
      {
        name: feedback.name,
        email: feedback.email,
        feedbackText: feedback.feedbackText,
        rating: '5',
        deviceInfo: feedback.deviceInfo,
      },
    ]);
  });

  it('sends a rating of 0 (not rated) as 0', async () => {
    server.use(feedbackCreate.success);
    await createFeedback({ ...feedback, rating: 0 });
    expect(feedbackCalls.last()?.rating).toBe('0');
  });

  it('is never answered from the HTTP cache', async () => {
    let cache: RequestCache | undefined;
    server.use(
      http.get(apiPaths.feedbackCreate, ({ request }) => {
        cache = request.cache;
        return HttpResponse.json({ message: FEEDBACK_STORED }, { status: 201 });
      }),
    );
    await createFeedback(feedback);
    expect(cache).toBe('no-store');
  });
});

describe('feedbackFailureMessage', () => {
  it("shows the server's message (400, 429)", async () => {
    expect(await failureFor(feedbackCreate.serverMessage)).toBe(FEEDBACK_INVALID_EMAIL);
    expect(await failureFor(feedbackCreate.rateLimited)).toBe(FEEDBACK_RATE_LIMITED);
  });

  it("says 'Failed to submit feedback.' when the answer has no message", async () => {
    expect(await failureFor(feedbackCreate.failedNoMessage)).toBe(MESSAGES.feedbackFailed);
    expect(await failureFor(http.get(apiPaths.feedbackCreate, () => new HttpResponse('<html>Bad gateway</html>', { status: 502 })))).toBe(
      MESSAGES.feedbackFailed,
    );
    expect(await failureFor(http.get(apiPaths.feedbackCreate, () => new HttpResponse(null, { status: 503, statusText: '' })))).toBe(
      MESSAGES.feedbackFailed,
    );
  });

  it("says 'Something went wrong. Please try again later.' when there is no answer or something else broke", async () => {
    expect(await failureFor(feedbackCreate.networkError)).toBe(MESSAGES.feedbackException);
    expect(feedbackFailureMessage(new TypeError('boom'))).toBe(MESSAGES.feedbackException);
  });
});
