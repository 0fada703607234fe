import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../mocks/node';
import { apiPaths } from '../model/api-paths';
import { ApiRequestError, apiFetch, isMissing } from './client';

describe('apiFetch', () => {
  it('returns the parsed JSON body and sends cookies', async () => {
    server.use(
      http.get('/api/test/ok', ({ request }) =>
        HttpResponse.json({ credentials: request.credentials, accept: request.headers.get('accept') }),
      ),
    );
    await expect(apiFetch('/api/test/ok')).resolves.toEqual({ credentials: 'include', accept: 'application/json' });
  });

  it('sends a JSON body with its content type', async () => {
    server.use(
      http.post('/api/test/echo', async ({ request }) =>
        HttpResponse.json({ type: request.headers.get('content-type'), body: await request.json() }),
      ),
    );
    await expect(apiFetch('/api/test/echo', { method: 'POST', body: JSON.stringify({ a: 1 }) })).resolves.toEqual({
      type: 'application/json',
      body: { a: 1 },
    });
  });

  it('resolves undefined for 204 No Content', async () => {
    server.use(http.post('/api/test/none', () => new HttpResponse(null, { status: 204 })));
    await expect(apiFetch('/api/test/none', { method: 'POST' })).resolves.toBeUndefined();
  });

  it("rejects with the status and the server's message on a non-OK answer", async () => {
    server.use(
      http.get('/api/test/bad', () =>
        HttpResponse.json({ message: 'Title is required', fields: { titlePrimary: 'required' } }, { status: 400 }),
      ),
    );
    const error = await apiFetch('/api/test/bad').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({
      status: 400,
      message: 'Title is required',
      serverMessage: 'Title is required',
      fields: { titlePrimary: 'required' },
    });
  });

  it('falls back to the status text when the error body is not JSON', async () => {
    server.use(
      http.get('/api/test/gateway', () => new HttpResponse('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' })),
    );
    const error = await apiFetch('/api/test/gateway').catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 502, message: 'Bad Gateway' });
    // Not the server's words: screens that show the server's message fall back to their own.
    expect((error as ApiRequestError).serverMessage).toBeUndefined();
  });

  it('rejects with status 0 when the server cannot be reached', async () => {
    server.use(http.get('/api/test/down', () => HttpResponse.error()));
    await expect(apiFetch('/api/test/down')).rejects.toMatchObject({ name: 'ApiRequestError', status: 0 });
  });

  it('rethrows an abort unchanged (react-query cancels this way)', async () => {
    const controller = new AbortController();
    controller.abort();
    const error = await apiFetch(apiPaths.subCategoryAll, { signal: controller.signal }).catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(ApiRequestError);
    expect((error as Error).name).toBe('AbortError');
  });
});

describe('isMissing', () => {
  it('is true only for an answer a second try will not change: 404, or 400 for a bad id or name', () => {
    expect(isMissing(new ApiRequestError(404, 'Not found'))).toBe(true);
    expect(isMissing(new ApiRequestError(400, 'Bad id'))).toBe(true);
    expect(isMissing(new ApiRequestError(503, 'Unavailable'))).toBe(false);
    expect(isMissing(new ApiRequestError(0, 'Network error'))).toBe(false);
    expect(isMissing(new Error('Not found'))).toBe(false);
  });
});
