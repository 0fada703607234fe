import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../model/api-paths';
import type { AdminUser } from '../model/admin';
import type { LoginCredentials } from '../model/requests';
import { apiFetch, ApiRequestError } from './client';

/**
 * The editor's sign-in (the spec shows none): `GET /api/auth/me` (401 when signed out),
 * `POST /api/auth/login` ({ email, password }; sets the session cookie) and `POST /api/auth/logout`.
 */

/** The signed-in editor, as `/api/auth/me` and `/api/auth/login` answer; what the sign-in form sends. */
export type { AdminUser, LoginCredentials };

interface FetchOptions {
  signal?: AbortSignal;
}

/** A 401: there is no valid session (never signed in, signed out, or expired). */
export function isSignedOut(error: unknown): boolean {
  return error instanceof ApiRequestError && error.status === 401;
}

/** The signed-in editor, or null when signed out (a 401 is an answer here, not an error). */
export async function getMe({ signal }: FetchOptions = {}): Promise<AdminUser | null> {
  try {
    return (await apiFetch<AdminUser | undefined>(apiPaths.authMe, { signal })) ?? null;
  } catch (error) {
    if (isSignedOut(error)) return null;
    throw error;
  }
}

export async function login(credentials: LoginCredentials): Promise<AdminUser | null> {
  return (await apiFetch<AdminUser | undefined>(apiPaths.authLogin, { method: 'POST', body: JSON.stringify(credentials) })) ?? null;
}

/** Signs out; a session that had already ended (401) counts as signed out. */
export async function logout(): Promise<void> {
  try {
    await apiFetch<unknown>(apiPaths.authLogout, { method: 'POST', body: '{}' });
  } catch (error) {
    if (!isSignedOut(error)) throw error;
  }
}

export const AUTH_QUERY_KEY = ['auth'] as const;

/**
 * Who is signed in. Never stale for long: each admin frame that mounts asks again (the session may
 * have ended in another tab), while the cached answer keeps the screen from flashing 'Loading...'.
 */
export function meQueryOptions() {
  return queryOptions({
    queryKey: [...AUTH_QUERY_KEY, 'me'] as const,
    queryFn: ({ signal }) => getMe({ signal }),
  });
}

export function useMe() {
  return useQuery(meQueryOptions());
}

/**
 * Sign in. On success the answers cached so far are dropped (signed in, the server answers some
 * calls differently, e.g. the sub-category list includes hidden rows) and the editor is cached as
 * signed in, so the admin screens show at once.
 */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: async (user) => {
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== AUTH_QUERY_KEY[0] });
      const { queryKey } = meQueryOptions();
      if (user) queryClient.setQueryData(queryKey, user);
      else await queryClient.invalidateQueries({ queryKey });
    },
  });
}

/** Sign out, then forget everything cached while signed in. */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSuccess: () => {
      queryClient.clear();
    },
  });
}
