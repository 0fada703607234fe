import { AUTH_TEXTS } from '../../../model/authTexts';
import { composeStories } from '@storybook/react-vite';
import { describe, expect, it } from 'vitest';
import * as stories from '../../../../stories/screens/admin/Login.stories';
import { ApiRequestError } from '../../../api/client';
import { MESSAGES } from '../../../model/messages';
import { loginErrorMessage } from './LoginScreen';

const {
  Empty,
  Filled,
  Submitting,
  WrongPassword,
  WrongPasswordWithoutMessage,
  Throttled,
  NetworkFailure,
  Success,
  SlowSuccess,
  UnsafeNext,
  AlreadySignedIn,
  CheckingSession,
} = composeStories(stories);

describe('loginErrorMessage', () => {
  it("prefers the server's words, and has its own for each failure", () => {
    expect(loginErrorMessage(new ApiRequestError(401, 'Nope', undefined, 'Nope'))).toBe('Nope');
    expect(loginErrorMessage(new ApiRequestError(401, 'Unauthorized'))).toBe(AUTH_TEXTS.wrongCredentials);
    expect(loginErrorMessage(new ApiRequestError(429, 'Too Many Requests'))).toMatch(/Too many failed sign-in attempts/);
    expect(loginErrorMessage(new ApiRequestError(0, 'Network error'))).toBe(MESSAGES.somethingWentWrong);
    expect(loginErrorMessage(new ApiRequestError(502, 'Bad Gateway'))).toBe(MESSAGES.somethingWentWrong);
    expect(loginErrorMessage(new TypeError('boom'))).toBe(MESSAGES.somethingWentWrong);
  });
});

describe('Sign-in screen', () => {
  it('has labelled e-mail and password fields that password managers recognise', async () => {
    await Empty.run();
    await Filled.run();
  });

  it('is busy while the answer is awaited', async () => {
    await Submitting.run();
  });

  it("shows the server's message for a wrong password, or its own", async () => {
    await WrongPassword.run();
    await WrongPasswordWithoutMessage.run();
  });

  it("shows the server's message when sign-ins are throttled", async () => {
    await Throttled.run();
  });

  it("says 'Something went wrong' when the server cannot be reached", async () => {
    await NetworkFailure.run();
  });

  it('goes on to next once signed in, and to the admin home for a next off the admin area', async () => {
    await Success.run();
    await SlowSuccess.run();
    await UnsafeNext.run();
  });

  it('sends an editor who is already signed in straight on, after checking', async () => {
    await CheckingSession.run();
    await AlreadySignedIn.run();
  });
});
