/** A whole stored file as bytes (the store streams; the engine wants buffers). */
import type { FileStore } from './file-store.js';

export async function readStoredFile(files: FileStore, path: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of files.read(path))
    chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}
