import { AUTH_TEXTS } from '../../src/model/authTexts';
import { delay, http, HttpResponse } from 'msw';
import { apiPaths } from '../../src/model/api-paths';
import { LOGIN_RATE_LIMIT_WINDOW_MS } from '../../src/model/constants';
import { MESSAGES } from '../../src/model/messages';
import { ADMIN_PASSWORD, adminUser } from '../fixtures/admin';

/**
 * The editor's sign-in: `GET /api/auth/me`, `POST /api/auth/login`, `POST /api/auth/logout`, with
 * the server's answers (401 `{ message }` signed out or for a wrong password, 429 when throttled).
 * Stories override one endpoint with `parameters.msw.handlers.authMe` (or `authLogin`, `authLogout`).
 *
 * `mockSession` is a session the `session` variants share: signing in with the fixture's password
 * opens it, signing out closes it, and `authMe.session` answers from it. Call `mockSession.reset()`
 * in the story's `beforeEach`.
 */
export const mockSession = {
  signedIn: false,
  /** The e-mail address and password of each sign-in attempt, oldest first. */
  attempts: [] as { email: string; password: string }[],
  reset(signedIn = false) {
    mockSession.signedIn = signedIn;
    mockSession.attempts = [];
  },
};

const signedOut = () => HttpResponse.json({ message: AUTH_TEXTS.signedOut }, { status: 401 });
const signedIn = () => HttpResponse.json(adminUser);
const serverError = () => HttpResponse.json({ message: MESSAGES.somethingWentWrong }, { status: 500 });
const forever = async () => {
  await delay('infinite');
  return serverError();
};

/** What the server answers a throttled sign-in (429). */
export const THROTTLED_MESSAGE = AUTH_TEXTS.tooManyAttempts(Math.ceil(LOGIN_RATE_LIMIT_WINDOW_MS / 60_000));
/** How long `authLogin.slow` takes: long enough to see the form busy. */
export const SLOW_LOGIN_MS = 1_000;

export const authMe = {
  /** Signed in or not, as `mockSession` says. */
  session: http.get(apiPaths.authMe, () => (mockSession.signedIn ? signedIn() : signedOut())),
  signedIn: http.get(apiPaths.authMe, signedIn),
  signedOut: http.get(apiPaths.authMe, signedOut),
  error: http.get(apiPaths.authMe, serverError),
  loading: http.get(apiPaths.authMe, forever),
};

async function readCredentials(request: Request) {
  const body = (await request.json().catch(() => ({}))) as { email?: unknown; password?: unknown };
  const credentials = { email: String(body.email ?? ''), password: String(body.password ?? '') };
  mockSession.attempts.push(credentials);
  return credentials;
}

const checkCredentials = async ({ request }: { request: Request }) => {
  const { email, password } = await readCredentials(request);
  if (email.trim().toLowerCase() !== adminUser.email || password !== ADMIN_PASSWORD) {
    return HttpResponse.json({ message: AUTH_TEXTS.wrongCredentials }, { status: 401 });
  }
  mockSession.signedIn = true;
  return signedIn();
};

export const authLogin = {
  /** Signs in with the fixture's e-mail address and password; 401 for anything else. */
  success: http.post(apiPaths.authLogin, checkCredentials),
  /** 401, whatever was typed. */
  wrongPassword: http.post(apiPaths.authLogin, async ({ request }) => {
    await readCredentials(request);
    return HttpResponse.json({ message: AUTH_TEXTS.wrongCredentials }, { status: 401 });
  }),
  /** 401 without a message (an older server or a proxy): the screen's own text shows. */
  wrongPasswordNoMessage: http.post(apiPaths.authLogin, async ({ request }) => {
    await readCredentials(request);
    return new HttpResponse(null, { status: 401 });
  }),
  throttled: http.post(apiPaths.authLogin, async ({ request }) => {
    await readCredentials(request);
    return HttpResponse.json({ message: THROTTLED_MESSAGE }, { status: 429 });
  }),
  networkError: http.post(apiPaths.authLogin, async ({ request }) => {
    await readCredentials(request);
    return HttpResponse.error();
  }),
  serverError: http.post(apiPaths.authLogin, async ({ request }) => {
    await readCredentials(request);
    return serverError();
  }),
  /** Checks the credentials after SLOW_LOGIN_MS. */
  slow: http.post(apiPaths.authLogin, async (info) => {
    await delay(SLOW_LOGIN_MS);
    return checkCredentials(info);
  }),
  /** Never answers. */
  submitting: http.post(apiPaths.authLogin, async ({ request }) => {
    await readCredentials(request);
    return forever();
  }),
};

export const authLogout = {
  success: http.post(apiPaths.authLogout, () => {
    mockSession.signedIn = false;
    return new HttpResponse(null, { status: 204 });
  }),
  error: http.post(apiPaths.authLogout, serverError),
  loading: http.post(apiPaths.authLogout, forever),
};
