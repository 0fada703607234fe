/**
 * Every admin call in one plugin (sign-in and sessions are registered separately, by
 * registerSessions and the auth routes): the catalogue calls, the catalogue file's import and export,
 * reindex and refresh, media upload, the audit trail and
 * the OpenAPI document.
 * It also listens for other instances' refreshes (PostgreSQL LISTEN on a connection of its own)
 * from when the app is ready until it closes.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { MediaKind } from '../../src/model/constants';
import type { Database } from '../db/connect';
import { connectionConfigOf, listenForRefresh, type CacheRegistry, type RefreshListener } from '../services/cache';
import { createLocalMediaStorage } from '../services/local-media-storage';
import type { MediaStorage } from '../services/media-storage';
import { AUDIT_RETENTION_DEFAULT_DAYS } from '../../src/model/audit';
import { adminCatalogueRoutes } from './admin-catalogue';
import { auditRoutes } from './audit';
import { catalogueFileRoutes } from './catalogue-file';
import { maintenanceRoutes } from './maintenance';
import { mediaRoutes } from './media';
import { openApiRoutes } from './openapi';

export interface AdminRoutesOptions {
  db: Database;
  /**
   * Where a catalogue import takes the connection it holds for minutes; default `db`. The app
   * passes the visitors' pool: the editors' few reserved connections (sign-in, the health probe,
   * the counts) must not lose one for the length of an import.
   */
  importDb?: Database;
  /** DATA_DIR: uploads go to its media/ and static/subcategoryimg/ (unless `mediaStorage` is given). */
  dataDir: string;
  /** This instance's in-process caches, cleared by the refresh call. */
  caches: CacheRegistry;
  /** Default: files under dataDir. */
  mediaStorage?: MediaStorage;
  /** Default: MEDIA_MAX_BYTES. */
  mediaMaxBytes?: Partial<Record<MediaKind, number>>;
  /** How many days the audit trail keeps its entries (the audit page says it); default AUDIT_RETENTION_DEFAULT_DAYS. */
  auditRetentionDays?: number;
  /** Clear `caches` when another instance refreshes (LISTEN/NOTIFY); default true. */
  listenForRefresh?: boolean;
}

export const adminRoutes: FastifyPluginAsync<AdminRoutesOptions> = async (app, options) => {
  const { db, caches } = options;
  await app.register(adminCatalogueRoutes, { db, caches });
  await app.register(maintenanceRoutes, { db, caches });
  await app.register(catalogueFileRoutes, { db: options.importDb ?? db });
  await app.register(mediaRoutes, {
    storage: options.mediaStorage ?? createLocalMediaStorage(options.dataDir),
    maxBytes: options.mediaMaxBytes,
  });
  await app.register(auditRoutes, { db, retentionDays: options.auditRetentionDays ?? AUDIT_RETENTION_DEFAULT_DAYS });
  await app.register(openApiRoutes);

  const connection = options.listenForRefresh === false ? undefined : connectionConfigOf(db);
  if (connection) {
    let listener: RefreshListener | undefined;
    app.addHook('onReady', async () => {
      listener = listenForRefresh({ connection, registry: caches, log: app.log });
    });
    app.addHook('onClose', async () => {
      await listener?.close();
    });
  }
};
