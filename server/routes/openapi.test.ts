import type { FastifyInstance, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '../../src/model/api-paths';
import { SIGNED_OUT_MESSAGE } from '../http/session';
import { asAdmin, signInByTestHeader } from '../test/admin';
import { createTestApp } from '../test/app';
import { createTestDatabase, type TestDatabase } from '../test/db';
import { openApiPath } from '../test/malformed-requests';

interface Operation {
  parameters?: { in: string; name: string; required?: boolean; schema: Record<string, unknown> }[];
  requestBody?: { content: Record<string, { schema: Record<string, unknown> }> };
  responses: Record<string, { content?: Record<string, { schema: Record<string, unknown> }> }>;
  security?: Record<string, string[]>[];
}
type OpenApiDocument = { openapi: string; paths: Record<string, Record<string, Operation>> };

describe('the OpenAPI document', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let close: () => Promise<void>;
  const routes: Pick<RouteOptions, 'method' | 'url'>[] = [];
  let document: OpenApiDocument;

  beforeAll(async () => {
    database = await createTestDatabase();
    const test = await createTestApp(
      database.db,
      { onRoute: (route) => void routes.push({ method: route.method, url: route.url }) },
      {},
      signInByTestHeader,
    );
    app = test.app;
    close = test.close;
    const res = await app.inject({ url: apiPaths.openApi, headers: asAdmin });
    expect(res.statusCode, res.body).toBe(200);
    document = res.json<OpenApiDocument>();
  });
  afterAll(async () => {
    await close?.();
    await database?.close();
  });

  it('is for signed-in editors only, and never stored', async () => {
    const signedOut = await app.inject(apiPaths.openApi);
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json()).toEqual({ message: SIGNED_OUT_MESSAGE });
    const signedIn = await app.inject({ url: apiPaths.openApi, headers: asAdmin });
    expect(signedIn.headers['cache-control']).toMatch(/no-store|private/);
    expect(document.openapi).toMatch(/^3\.1\./);
  });

  it('describes every route the server answers, with each method', () => {
    const missing: string[] = [];
    for (const { method, url } of routes) {
      for (const verb of [method].flat()) {
        // Fastify answers HEAD for every GET by itself; the document names the GET.
        if (verb === 'HEAD') continue;
        if (!document.paths[openApiPath(url)]?.[verb.toLowerCase()]) missing.push(`${verb} ${url}`);
      }
    }
    expect(routes.length).toBeGreaterThan(30);
    expect(missing).toEqual([]);
  });

  it('says what each call takes: the id rule, the save bodies, the feedback query', () => {
    const hymn = document.paths['/api/content/v3/{id}']!.get!;
    const id = hymn.parameters!.find((parameter) => parameter.in === 'path' && parameter.name === 'id')!;
    expect(id.required).toBe(true);
    expect(new RegExp(id.schema.pattern as string).test('2147483647')).toBe(true);
    expect(new RegExp(id.schema.pattern as string).test('2147483648')).toBe(false);

    const save = document.paths[apiPaths.contentSave]!.post!;
    const body = save.requestBody!.content['application/json']!.schema as { properties: Record<string, unknown>; required?: string[] };
    expect(Object.keys(body.properties)).toEqual(expect.arrayContaining(['contentId', 'titlePrimary', 'subCategory', 'displayOrder']));
    expect(body.required).toContain('titlePrimary');

    const feedback = document.paths[apiPaths.feedbackCreate]!.get!;
    expect(feedback.parameters!.filter((parameter) => parameter.in === 'query').map((parameter) => parameter.name)).toEqual([
      'name',
      'email',
      'feedbackText',
      'rating',
      'deviceInfo',
    ]);
  });

  it('says what each call answers, errors included, and which calls need the session', () => {
    const hymn = document.paths['/api/content/v3/{id}']!.get!;
    const answer = hymn.responses['200']!.content!['application/json']!.schema as { properties: Record<string, unknown> };
    expect(Object.keys(answer.properties)).toEqual(expect.arrayContaining(['contentId', 'titlePrimary', 'contentPrimary', 'subCategory']));
    expect(hymn.responses['4XX'] ?? hymn.responses['4xx']).toBeDefined();
    expect(hymn.security).toBeUndefined();

    for (const [path, verb] of [
      [apiPaths.contentSave, 'post'],
      [apiPaths.statsSummaryMonth, 'get'],
      [apiPaths.refresh, 'get'],
      [apiPaths.openApi, 'get'],
    ] as const) {
      expect(document.paths[path]![verb]!.security, path).toEqual([{ session: [] }]);
    }
  });
});
