/** A Cloud-Storage-like file store; paths are relative, `/`-separated (see storage-paths.ts). */
import type { Readable } from 'node:stream';

/** Inclusive byte range, as in an HTTP Range header. */
export interface ByteRange {
  start: number;
  end: number;
}

export interface FileStat {
  size: number;
  contentType: string;
  updated: Date;
}

export interface FileStore {
  /** Writes the whole file; readers see the old file or the new one, never a half-written one. */
  write(path: string, data: Uint8Array): Promise<void>;
  /** The file's bytes, or only `range` of them. */
  read(path: string, range?: ByteRange): Readable;
  /** Size, media type and time of last write, or undefined when there is no such file. */
  stat(path: string): Promise<FileStat | undefined>;
  exists(path: string): Promise<boolean>;
  /** Removes the file; removing a missing file is not an error. */
  delete(path: string): Promise<void>;
  /** Removes every file under `folder/`, however deep; an empty or missing folder is not an error. */
  deleteFolder(folder: string): Promise<void>;
}
