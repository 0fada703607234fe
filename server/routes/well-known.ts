/**
 * `/.well-known/assetlinks.json`: the Digital Asset Links statement with which Android lets the app
 * (ANDROID_APP_ID, signed with ANDROID_CERT_FINGERPRINTS) open this site's links itself (App
 * Links). Without fingerprints there is nothing to state: 404.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ANDROID_APP_ID } from '../../src/model/config';
import { errorResponses, notFound } from '../http/errors';

export const ASSET_LINKS_PATH = '/.well-known/assetlinks.json';
/** Android fetches it when the app is installed or updated; a day is fresh enough. */
const ASSET_LINKS_MAX_AGE_S = 86_400;

/** The statement's shape (developer.android.com, 'Declare website associations'). */
const assetLinksSchema = z.array(
  z.object({
    relation: z.array(z.string()),
    target: z.object({ namespace: z.literal('android_app'), package_name: z.string(), sha256_cert_fingerprints: z.array(z.string()) }),
  }),
);

export interface WellKnownRoutesOptions {
  androidCertFingerprints: readonly string[];
}

export const wellKnownRoutes: FastifyPluginAsyncZod<WellKnownRoutesOptions> = async (app, { androidCertFingerprints }) => {
  const statement = [
    {
      relation: ['delegate_permission/common.handle_all_urls'],
      target: { namespace: 'android_app' as const, package_name: ANDROID_APP_ID, sha256_cert_fingerprints: [...androidCertFingerprints] },
    },
  ];
  app.get(ASSET_LINKS_PATH, { schema: { response: { 200: assetLinksSchema, ...errorResponses } } }, async (_request, reply) => {
    if (androidCertFingerprints.length === 0)
      throw notFound('This site has no Android app statement (ANDROID_CERT_FINGERPRINTS is not set).');
    return reply.header('cache-control', `public, max-age=${ASSET_LINKS_MAX_AGE_S}`).send(statement);
  });
};
