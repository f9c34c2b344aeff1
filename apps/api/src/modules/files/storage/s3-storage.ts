import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  NotFound,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { TS3Config } from '../../../config';
import {
  assertStorageKey,
  isStorageKey,
  StorageNotFoundError,
  StorageWriteError,
  type TFileStorage,
  type TStoredEntry,
  watchSource,
} from './storage-contract';

const isNotFound = (error: unknown) =>
  error instanceof NoSuchKey ||
  error instanceof NotFound ||
  (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404);

/**
 * An S3-compatible bucket (AWS, MinIO, R2, ...). Uploads stream as multipart uploads of 8 MiB parts
 * (two in flight), so memory stays bounded whatever the file size.
 */
export function createS3Storage(config: TS3Config): TFileStorage {
  const client = new S3Client({
    endpoint: config.endpoint,
    region: config.region,
    forcePathStyle: true,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    // Checksums only where S3 requires them: many S3-compatible stores reject the newer default ones.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = config.bucket;

  return {
    driver: 's3',

    async put(key, body, options) {
      assertStorageKey(key);
      let size = 0;
      const source = watchSource(body);
      const counted = Readable.from(
        (async function* () {
          for await (const chunk of source.chunks()) {
            size += chunk.length;
            yield chunk;
          }
        })(),
        { objectMode: false },
      );
      const upload = new Upload({
        client,
        params: { Bucket, Key: key, Body: counted, ContentType: options.contentType },
        partSize: 8 * 1024 * 1024,
        queueSize: 2,
        leavePartsOnError: false,
      });
      try {
        await upload.done();
        return { size };
      } catch (error) {
        body.destroy();
        await client.send(new DeleteObjectCommand({ Bucket, Key: key })).catch(() => {});
        throw source.failed ? error : new StorageWriteError(key, error);
      }
    },

    // Multipart uploads left by a crash are not objects: the bucket's lifecycle rule
    // (AbortIncompleteMultipartUpload) removes them, see docs/files.md.
    async *list(): AsyncIterable<TStoredEntry> {
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, ContinuationToken }));
        for (const object of page.Contents ?? []) {
          if (object.Key && isStorageKey(object.Key)) {
            yield { key: object.Key, modifiedAt: object.LastModified ?? new Date() };
          }
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },

    async get(key, range) {
      assertStorageKey(key);
      try {
        const result = await client.send(
          new GetObjectCommand({ Bucket, Key: key, Range: range ? `bytes=${range.start}-${range.end}` : undefined }),
        );
        return result.Body as Readable;
      } catch (error) {
        if (isNotFound(error)) throw new StorageNotFoundError(key);
        throw error;
      }
    },

    async stat(key) {
      assertStorageKey(key);
      try {
        const result = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return { size: result.ContentLength ?? 0 };
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },

    async delete(key) {
      assertStorageKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },

    async close() {
      client.destroy();
    },
  };
}
