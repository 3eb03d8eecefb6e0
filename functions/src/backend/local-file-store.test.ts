import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLocalFileStore } from './local-file-store.js';
import type { FileStore } from './file-store.js';
import { describeFileStoreContract } from './testing/file-store-contract.js';

let root: string;
let files: FileStore;
beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'lectern-files-'));
  files = createLocalFileStore(root);
});
afterEach(() => rm(root, { recursive: true, force: true }));

describeFileStoreContract('createLocalFileStore', () => files);

describe('createLocalFileStore', () => {
  it('leaves no temporary files behind concurrent writers', async () => {
    const versions = Array.from({ length: 8 }, (_, i) => Buffer.alloc(256 * 1024, 65 + i));
    await Promise.all(versions.map((v) => files.write('jobs/j1/video.mp4', v)));
    expect(await readdir(join(root, 'jobs/j1'))).toEqual(['video.mp4']);
  });
});
