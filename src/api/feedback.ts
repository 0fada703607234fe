import { useMutation } from '@tanstack/react-query';
import { apiPaths } from '../model/api-paths';
import type { Feedback } from '../model/entities';
import { MESSAGES } from '../model/messages';
import { ApiRequestError, apiFetch } from './client';

/** Feedback: the spec's calls, `GET /public/api/feedback/create?name&email&feedbackText&rating&deviceInfo`. */

/** The server's answer to a stored feedback (201). */
export interface FeedbackCreated {
  message: string;
}

/** `/public/api/feedback/create?name=…&email=…&feedbackText=…&rating=…&deviceInfo=…` */
export function feedbackCreateUrl(feedback: Feedback): string {
  const query = new URLSearchParams({
    name: feedback.name,
    email: feedback.email,
    feedbackText: feedback.feedbackText,
    rating: String(feedback.rating),
    deviceInfo: feedback.deviceInfo,
  });
  return `${apiPaths.feedbackCreate}?${query.toString()}`;
}

export function createFeedback(feedback: Feedback): Promise<FeedbackCreated> {
  // A GET that stores something: never answered from the browser's HTTP cache.
  return apiFetch<FeedbackCreated>(feedbackCreateUrl(feedback), { cache: 'no-store' });
}

export function useCreateFeedback() {
  return useMutation({
    mutationKey: ['feedback', 'create'] as const,
    mutationFn: createFeedback,
  });
}

/**
 * What the visitor reads after a failed submit (the spec's error catalogue): the server's message, else
 * 'Failed to submit feedback.'; no answer at all (network failure) or anything unexpected:
 * 'Something went wrong. Please try again later.'
 */
export function feedbackFailureMessage(error: unknown): string {
  if (!(error instanceof ApiRequestError) || error.status === 0) return MESSAGES.feedbackException;
  return error.serverMessage ?? MESSAGES.feedbackFailed;
}
