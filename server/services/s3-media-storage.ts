/**
 * Media in an S3-compatible object store (MEDIA_STORAGE=s3), so that every instance behind a load
 * balancer serves what an editor uploaded through any of them. Keys follow DATA_DIR's layout:
 * `media/<name>` (content media, `/media/<name>`) and `static/subcategoryimg/<name>` (sub-category
 * images). The AWS SDK's S3 client is configured the way its users expect (server/config.ts): the
 * bucket, AWS_REGION, AWS_ENDPOINT_URL_S3 for a server other than AWS, the SDK's credentials, and
 * path-style addresses for servers without virtual-host buckets.
 *
 * The file routes (routes/files.ts) serve these through the server itself, ranges and revalidation
 * intact: the pages' Content-Security-Policy allows media from the site only, and a stored file is
 * always sent with the sandboxing policy of STORED_FILE_CSP.
 */
import { readFile } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { GetObjectCommand, HeadObjectCommand, S3Client, S3ServiceException, type S3ClientConfig } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import {
  contentTypeOfStoredFile,
  isStoredFileName,
  isStoredName,
  placeOfKind,
  storedPathOf,
  type MediaStorage,
  type StoredFileRead,
  type StoredPlace,
} from './media-storage';

export interface S3MediaStorageOptions {
  bucket: string;
  /** The SDK client's own settings (region, endpoint, credentials, forcePathStyle). */
  client: S3ClientConfig;
}

const KEY_PREFIXES: Readonly<Record<StoredPlace, string>> = {
  media: 'media/',
  subCategoryImages: 'static/subcategoryimg/',
};

/** The SDK's error for an answer of this HTTP status (304 not modified, 404 no such key, 412, 416). */
function hasStatus(error: unknown, status: number): boolean {
  return error instanceof S3ServiceException && error.$metadata.httpStatusCode === status;
}

export function createS3MediaStorage({ bucket, client: clientConfig }: S3MediaStorageOptions): MediaStorage & { client: S3Client } {
  const client = new S3Client(clientConfig);
  const keyOf = (place: StoredPlace, fileName: string) => `${KEY_PREFIXES[place]}${fileName}`;

  const put = async (place: StoredPlace, fileName: string, body: Readable | Buffer) => {
    // Streams of unknown length go up in parts; a failed upload aborts its parts (nothing stays).
    await new Upload({
      client,
      params: { Bucket: bucket, Key: keyOf(place, fileName), Body: body, ContentType: contentTypeOfStoredFile(fileName) },
    }).done();
  };

  return {
    kind: 's3',
    client,

    async save(kind, fileName, stream) {
      if (!isStoredName(fileName)) throw new Error(`Not a stored media file name: ${JSON.stringify(fileName)}`);
      try {
        await put(placeOfKind(kind), fileName, stream);
      } catch (error) {
        stream.destroy();
        throw error;
      }
      return { path: storedPathOf(kind, fileName) };
    },

    async read(place, fileName, { range, ifNoneMatch } = {}): Promise<StoredFileRead> {
      if (!isStoredFileName(fileName)) return { status: 404 };
      try {
        const answer = await client.send(
          new GetObjectCommand({ Bucket: bucket, Key: keyOf(place, fileName), Range: range, IfNoneMatch: ifNoneMatch }),
        );
        return {
          status: answer.ContentRange ? 206 : 200,
          body: answer.Body as Readable,
          contentLength: answer.ContentLength ?? 0,
          contentRange: answer.ContentRange,
          contentType: answer.ContentType ?? contentTypeOfStoredFile(fileName),
          etag: answer.ETag,
          lastModified: answer.LastModified,
        };
      } catch (error) {
        if (hasStatus(error, 304)) return { status: 304 };
        if (hasStatus(error, 404)) return { status: 404 };
        if (hasStatus(error, 416)) {
          // The whole size, for the 416's Content-Range (`bytes */size`).
          const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: keyOf(place, fileName) }));
          return { status: 416, size: head.ContentLength ?? 0 };
        }
        throw error;
      }
    },

    async putIfMissing(place, fileName, localFile) {
      try {
        await client.send(new HeadObjectCommand({ Bucket: bucket, Key: keyOf(place, fileName) }));
        return false;
      } catch (error) {
        if (!hasStatus(error, 404)) throw error;
      }
      await put(place, fileName, await readFile(localFile));
      return true;
    },
  };
}
