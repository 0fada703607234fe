/**
 * `/.well-known/assetlinks.json`: the Digital Asset Links statement with which Android lets the app
 * (ANDROID_APP_ID, signed with ANDROID_CERT_FINGERPRINTS) open this site's links itself (App
 * Links). Without fingerprints there is nothing to state: 404.
 */
import type { FastifyPluginAsync } from 'fastify';
import { ANDROID_APP_ID } from '../../src/model/config';
import { notFound } from '../http/errors';
import { errorResponses } from './schemas';

export const ASSET_LINKS_PATH = '/.well-known/assetlinks.json';
/** Android fetches it when the app is installed or updated; a day is fresh enough. */
const ASSET_LINKS_MAX_AGE_S = 86_400;

export interface WellKnownRoutesOptions {
  androidCertFingerprints: readonly string[];
}

export const wellKnownRoutes: FastifyPluginAsync<WellKnownRoutesOptions> = async (app, { androidCertFingerprints }) => {
  const statement = [
    {
      relation: ['delegate_permission/common.handle_all_urls'],
      target: { namespace: 'android_app', package_name: ANDROID_APP_ID, sha256_cert_fingerprints: androidCertFingerprints },
    },
  ];
  app.get(ASSET_LINKS_PATH, { schema: { response: errorResponses } }, async (_request, reply) => {
    if (androidCertFingerprints.length === 0)
      throw notFound('This site has no Android app statement (ANDROID_CERT_FINGERPRINTS is not set).');
    return reply
      .type('application/json')
      .header('cache-control', `public, max-age=${ASSET_LINKS_MAX_AGE_S}`)
      .send(JSON.stringify(statement));
  });
};
