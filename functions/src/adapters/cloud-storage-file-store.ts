/**
 * FileStore on Cloud Storage, for production (locally the Storage emulator cannot run, so the local
 * folder store stands in). An upload without resumable sessions becomes visible whole or not at all,
 * which is the store's atomic-write promise.
 */
import type { Readable } from 'node:stream';
import type { Storage } from 'firebase-admin/storage';
import { contentTypeForPath, type ByteRange, type FileStat, type FileStore } from '../backend/index.js';

/** The bucket type, named through firebase-admin rather than its transitive dependency. */
export type Bucket = ReturnType<Storage['bucket']>;

const isNotFound = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 404;

function checked(path: string): string {
  if (path === '' || path.startsWith('/') || path.split('/').includes('..'))
    throw new Error(`File path "${path}" leaves the store.`);
  return path;
}

/**
 * @example const files = createCloudStorageFileStore(getStorage(adminApp()).bucket());
 */
export function createCloudStorageFileStore(bucket: Bucket): FileStore {
  const stat = async (path: string): Promise<FileStat | undefined> => {
    try {
      const [metadata] = await bucket.file(checked(path)).getMetadata();
      return {
        size: Number(metadata.size ?? 0),
        contentType: metadata.contentType ?? contentTypeForPath(path),
        updated: new Date(metadata.updated ?? 0),
      };
    } catch (error) {
      if (isNotFound(error)) return undefined;
      throw error;
    }
  };
  return {
    async write(path: string, data: Uint8Array): Promise<void> {
      await bucket.file(checked(path)).save(Buffer.from(data.buffer, data.byteOffset, data.byteLength), {
        resumable: false,
        contentType: contentTypeForPath(path),
      });
    },
    read(path: string, range?: ByteRange): Readable {
      // Both ends are inclusive in Cloud Storage, as in the store's ByteRange.
      return bucket
        .file(checked(path))
        .createReadStream(range === undefined ? {} : { start: range.start, end: range.end });
    },
    stat,
    async exists(path: string): Promise<boolean> {
      return (await stat(path)) !== undefined;
    },
    async delete(path: string): Promise<void> {
      await bucket.file(checked(path)).delete({ ignoreNotFound: true });
    },
    async deleteFolder(folder: string): Promise<void> {
      // Cloud Storage has no folders: every object whose name starts with `folder/`.
      await bucket.deleteFiles({ prefix: `${checked(folder).replace(/\/+$/, '')}/`, force: true });
    },
  };
}
