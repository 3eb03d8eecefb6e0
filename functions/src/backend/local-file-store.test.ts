import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { text } from 'node:stream/consumers';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLocalFileStore } from './local-file-store.js';
import type { FileStore } from './file-store.js';

let root: string;
let files: FileStore;
beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'lectern-files-'));
  files = createLocalFileStore(root);
});
afterEach(() => rm(root, { recursive: true, force: true }));

describe('createLocalFileStore', () => {
  it('writes a file under nested folders and reads it back whole or by byte range', async () => {
    await files.write('jobs/j1/audio/slide_0.wav', Buffer.from('0123456789'));
    expect(await text(files.read('jobs/j1/audio/slide_0.wav'))).toBe('0123456789');
    expect(await text(files.read('jobs/j1/audio/slide_0.wav', { start: 2, end: 5 }))).toBe('2345');
  });

  it('reports size and a media type from the extension, and nothing for a missing file', async () => {
    await files.write('jobs/j1/video.mp4', Buffer.alloc(42));
    expect(await files.stat('jobs/j1/video.mp4')).toMatchObject({ size: 42, contentType: 'video/mp4' });
    expect(await files.stat('jobs/j1/none.mp4')).toBeUndefined();
    expect(await files.exists('jobs/j1/video.mp4')).toBe(true);
    expect(await files.exists('jobs/j1')).toBe(false);
  });

  it('replaces a file atomically: concurrent writers leave one complete version and no temporary files', async () => {
    const versions = Array.from({ length: 8 }, (_, i) => Buffer.alloc(256 * 1024, 65 + i));
    await Promise.all(versions.map((v) => files.write('jobs/j1/video.mp4', v)));
    const content = Buffer.from(await text(files.read('jobs/j1/video.mp4')), 'latin1');
    expect(versions.some((v) => v.equals(content))).toBe(true);
    expect(await readdir(join(root, 'jobs/j1'))).toEqual(['video.mp4']);
  });

  it('deletes files and treats deleting a missing file as done', async () => {
    await files.write('uploads/u/j.pdf', Buffer.from('%PDF-'));
    await files.delete('uploads/u/j.pdf');
    await files.delete('uploads/u/j.pdf');
    expect(await files.exists('uploads/u/j.pdf')).toBe(false);
  });

  it('refuses paths that would leave its folder', async () => {
    await expect(files.write('../escape.txt', Buffer.from('x'))).rejects.toThrow(/leaves the store/);
    expect(() => files.read('/etc/passwd')).toThrow(/leaves the store/);
  });
});
