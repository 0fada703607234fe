/**
 * The media storage the configuration names (MEDIA_STORAGE): the local disk, or an S3-compatible
 * object store. Apart from both storages, so that neither has to know the other.
 */
import type { MediaStorageConfig } from '../config';
import { createLocalMediaStorage } from './local-media-storage';
import type { MediaStorage } from './media-storage';

/** The storage MEDIA_STORAGE names; the object store's SDK is loaded only when it is the one. */
export async function createMediaStorage(media: MediaStorageConfig, dataDir: string): Promise<MediaStorage> {
  if (media.storage === 'local') return createLocalMediaStorage(dataDir);
  const { createS3MediaStorage } = await import('./s3-media-storage');
  return createS3MediaStorage({ bucket: media.bucket, client: media.client });
}
