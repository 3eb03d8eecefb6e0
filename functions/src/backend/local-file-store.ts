/**
 * The file store on a local folder: what local runs use in place of Cloud Storage, whose emulator
 * cannot run on this machine. Writes go to a temporary sibling and are renamed into place, so a
 * reader (or a retried step) never sees half a file.
 */
import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { contentTypeForPath } from './content-type-for-path.js';
import type { ByteRange, FileStat, FileStore } from './file-store.js';

/**
 * A file store rooted at `root`; paths that would leave the folder are refused.
 * @example const files = createLocalFileStore('.lectern-data/files'); await files.write('jobs/a/video.mp4', bytes);
 */
export function createLocalFileStore(root: string): FileStore {
  const base = resolve(root);
  const locate = (path: string): string => {
    const full = resolve(base, path);
    if (path.startsWith('/') || path.split('/').includes('..') || !full.startsWith(base + sep)) {
      throw new Error(`File path "${path}" leaves the store.`);
    }
    return full;
  };
  const statOf = async (path: string): Promise<FileStat | undefined> => {
    try {
      const info = await stat(locate(path));
      return info.isFile()
        ? { size: info.size, contentType: contentTypeForPath(path), updated: info.mtime }
        : undefined;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  };
  return {
    async write(path: string, data: Uint8Array): Promise<void> {
      const full = locate(path);
      await mkdir(dirname(full), { recursive: true });
      const temp = `${full}.${randomBytes(6).toString('hex')}.partial`;
      try {
        await writeFile(temp, data);
        await rename(temp, full);
      } finally {
        await rm(temp, { force: true });
      }
    },
    read(path: string, range?: ByteRange): Readable {
      return createReadStream(
        locate(path),
        range === undefined ? {} : { start: range.start, end: range.end },
      );
    },
    stat: statOf,
    async exists(path: string): Promise<boolean> {
      return (await statOf(path)) !== undefined;
    },
    async delete(path: string): Promise<void> {
      await rm(locate(path), { force: true });
    },
    async deleteFolder(folder: string): Promise<void> {
      await rm(locate(folder), { force: true, recursive: true });
    },
  };
}
