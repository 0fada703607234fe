import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { createElement, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, adminUser, WRONG_PASSWORD } from '../../mocks/fixtures/admin';
import { authLogin, authLogout, authMe, mockSession } from '../../mocks/handlers/auth';
import { server } from '../../mocks/node';
import { createQueryClient } from '../app/queryClient';
import { apiPaths } from '../model/api-paths';
import { getMe, isSignedOut, login, logout, meQueryOptions, useLogin, useLogout } from './auth';
import { ApiRequestError } from './client';

const wrapperFor = (queryClient: QueryClient) =>
  function Wrapper({ children }: { children: ReactNode }) {
    return createElement(QueryClientProvider, { client: queryClient }, children);
  };

describe('getMe', () => {
  it('answers the signed-in editor', async () => {
    server.use(authMe.signedIn);
    await expect(getMe()).resolves.toEqual(adminUser);
  });

  it('answers null when signed out: a 401 is an answer, not an error', async () => {
    server.use(authMe.signedOut);
    await expect(getMe()).resolves.toBeNull();
  });

  it('fails on any other failure', async () => {
    server.use(authMe.error);
    await expect(getMe()).rejects.toMatchObject({ status: 500 });
  });

  it("is cached under ['auth', 'me']", () => {
    expect(meQueryOptions().queryKey).toEqual(['auth', 'me']);
  });
});

describe('login and logout', () => {
  it('sends the e-mail address and password as JSON and answers the editor', async () => {
    mockSession.reset(false);
    server.use(authLogin.success);
    await expect(login({ email: adminUser.email, password: ADMIN_PASSWORD })).resolves.toEqual(adminUser);
    expect(mockSession.attempts).toEqual([{ email: adminUser.email, password: ADMIN_PASSWORD }]);
    const refused = await login({ email: adminUser.email, password: WRONG_PASSWORD }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiRequestError);
    expect(isSignedOut(refused)).toBe(true);
  });

  it('counts a session that had already ended as signed out', async () => {
    server.use(http.post(apiPaths.authLogout, () => HttpResponse.json({ message: 'Please sign in' }, { status: 401 })));
    await expect(logout()).resolves.toBeUndefined();
    server.use(authLogout.error);
    await expect(logout()).rejects.toMatchObject({ status: 500 });
  });
});

describe('useLogin', () => {
  it('caches the editor as signed in and forgets the answers cached while signed out', async () => {
    server.use(authLogin.success);
    const queryClient = createQueryClient({ queries: { retry: false } });
    queryClient.setQueryData(['subcategory', 'all'], []);
    queryClient.setQueryData(meQueryOptions().queryKey, null);
    const { result } = renderHook(() => useLogin(), { wrapper: wrapperFor(queryClient) });
    await act(() => result.current.mutateAsync({ email: adminUser.email, password: ADMIN_PASSWORD }));
    expect(queryClient.getQueryData(meQueryOptions().queryKey)).toEqual(adminUser);
    expect(queryClient.getQueryData(['subcategory', 'all'])).toBeUndefined();
  });

  it('keeps the cache as it was when signing in fails', async () => {
    server.use(authLogin.wrongPassword);
    const queryClient = createQueryClient({ queries: { retry: false } });
    queryClient.setQueryData(['subcategory', 'all'], []);
    const { result } = renderHook(() => useLogin(), { wrapper: wrapperFor(queryClient) });
    act(() => result.current.mutate({ email: adminUser.email, password: WRONG_PASSWORD }));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(queryClient.getQueryData(['subcategory', 'all'])).toEqual([]);
    expect(queryClient.getQueryData(meQueryOptions().queryKey)).toBeUndefined();
  });
});

describe('useLogout', () => {
  it('clears the whole cache once signed out', async () => {
    server.use(authLogout.success);
    const queryClient = createQueryClient({ queries: { retry: false } });
    queryClient.setQueryData(meQueryOptions().queryKey, adminUser);
    queryClient.setQueryData(['content', 'page', '8', 0, 10], { content: [], totalElements: 0 });
    const { result } = renderHook(() => useLogout(), { wrapper: wrapperFor(queryClient) });
    await act(() => result.current.mutateAsync());
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
  });

  it('keeps everything when signing out failed', async () => {
    server.use(authLogout.error);
    const queryClient = createQueryClient({ queries: { retry: false } });
    queryClient.setQueryData(meQueryOptions().queryKey, adminUser);
    const { result } = renderHook(() => useLogout(), { wrapper: wrapperFor(queryClient) });
    act(() => result.current.mutate());
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(queryClient.getQueryData(meQueryOptions().queryKey)).toEqual(adminUser);
  });
});
