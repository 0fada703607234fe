import { delay, http, HttpResponse } from 'msw';
import { apiPaths } from '../../src/model/api-paths';

/**
 * `GET /public/api/feedback/create?name&email&feedbackText&rating&deviceInfo`, as the server answers
 * it: 201 `{ message }` when stored, 400 `{ message, fields }` for bad input, 429 `{ message }` when
 * one address sends too much. Every variant records the query it was sent (`feedbackCalls`), so a
 * story can check what the form submitted; reset it in the story's `beforeEach`.
 */

/** The queries the handlers were called with, oldest first, as plain objects. */
const calls: Record<string, string>[] = [];

export const feedbackCalls = {
  all: (): readonly Record<string, string>[] => calls,
  last: (): Record<string, string> | undefined => calls.at(-1),
  reset: () => {
    calls.length = 0;
  },
};

export const FEEDBACK_STORED = 'Feedback stored.';
export const FEEDBACK_INVALID_EMAIL = 'Please enter a valid e-mail address.';
export const FEEDBACK_RATE_LIMITED = 'Too many feedback messages from your address. Please try again in a few minutes.';
/** How long `slow` takes to answer: long enough to see the form busy. */
export const FEEDBACK_SLOW_MS = 1_500;

function recorded(answer: () => Response | Promise<Response>) {
  return http.get(apiPaths.feedbackCreate, ({ request }) => {
    calls.push(Object.fromEntries(new URL(request.url).searchParams));
    return answer();
  });
}

const stored = () => HttpResponse.json({ message: FEEDBACK_STORED }, { status: 201 });

export const feedbackCreate = {
  success: recorded(stored),
  /** 400 with the server's message (and the field it is about). */
  serverMessage: recorded(() =>
    HttpResponse.json({ message: FEEDBACK_INVALID_EMAIL, fields: { email: FEEDBACK_INVALID_EMAIL } }, { status: 400 }),
  ),
  rateLimited: recorded(() => HttpResponse.json({ message: FEEDBACK_RATE_LIMITED }, { status: 429 })),
  /** A failure without a message (e.g. a proxy's empty 500). */
  failedNoMessage: recorded(() => new HttpResponse(null, { status: 500 })),
  /** No answer at all: the network is down. */
  networkError: recorded(() => HttpResponse.error()),
  /** Stored, after a while. */
  slow: recorded(async () => {
    await delay(FEEDBACK_SLOW_MS);
    return stored();
  }),
};
