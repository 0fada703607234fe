/**
 * One schema per contract: every route declares its parameters, query, body and answers with the
 * zod schemas of src/model, which the browser's code types itself with too. Fastify checks input
 * with them (a refusal is a 400 naming each field: see errors.ts), shapes each answer by them (a
 * property a schema does not name is not sent), and the OpenAPI document is generated from them
 * (`GET /api/admin/openapi.json`, for signed-in editors).
 */
import fastifySwagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { refusedInput } from './errors';
import { requireAdmin, SESSION_COOKIE } from './session';

/** What the document says of the site's API. */
export const OPENAPI_INFO = {
  title: 'Bhajan Sangrah API',
  description:
    'The calls of the Bhajan Sangrah site and its admin area. Errors answer `{ message, fields? }`. Admin calls need the session cookie of `POST /api/auth/login`.',
  version: '1.0.0',
} as const;

/** Routes declared after this check input and shape answers with their zod schemas; refused input is a 400 `{ message, fields }`. */
export function useZodContracts(app: FastifyInstance): void {
  app.setValidatorCompiler(({ schema, ...route }) => {
    // At start-up, not at the first request: a JSON Schema here would otherwise fail every call.
    if (!(schema instanceof z.ZodType)) {
      throw new Error(`${route.method} ${route.url}: the ${route.httpPart} schema must be a zod schema (from src/model)`);
    }
    return validatorCompiler({ schema, ...route });
  });
  app.setSerializerCompiler(serializerCompiler);
  app.setSchemaErrorFormatter(refusedInput);
}

/** useZodContracts, and the OpenAPI document of every route declared after it (app.swagger()). */
export async function registerContracts(app: FastifyInstance): Promise<void> {
  useZodContracts(app);
  // Collects every route declared after it (the routes' own schemas, as JSON Schema) into app.swagger().
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: OPENAPI_INFO,
      components: { securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE } } },
    },
    // The JSON Schema of each route's zod schemas; the signed-in-only routes (requireAdmin) say they need the session.
    transform: (document) => {
      const transformed = jsonSchemaTransform(document);
      const signedInOnly = [document.route.onRequest].flat().includes(requireAdmin);
      return signedInOnly ? { ...transformed, schema: { ...transformed.schema, security: [{ session: [] }] } } : transformed;
    },
  });
}
