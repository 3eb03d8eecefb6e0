/**
 * The behaviour every FileStore promises (file-store.ts), as one suite each implementation runs: the
 * local folder and Cloud Storage must be interchangeable under the API and the task steps.
 */
import { text, buffer } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import type { FileStore } from '../file-store.js';

/**
 * Registers the contract's tests for the store `files()` returns (called inside each test, after the
 * caller's beforeEach has built a fresh, empty store).
 */
export function describeFileStoreContract(name: string, files: () => FileStore): void {
  describe(`${name}: the FileStore contract`, () => {
    it('writes a file under nested folders and reads it back whole or by byte range', async () => {
      await files().write('jobs/j1/audio/slide_0.wav', Buffer.from('0123456789'));
      expect(await text(files().read('jobs/j1/audio/slide_0.wav'))).toBe('0123456789');
      expect(await text(files().read('jobs/j1/audio/slide_0.wav', { start: 2, end: 5 }))).toBe('2345');
      expect(await text(files().read('jobs/j1/audio/slide_0.wav', { start: 9, end: 9 }))).toBe('9');
    });

    it('keeps every byte value as written', async () => {
      const bytes = Buffer.from(Array.from({ length: 512 }, (_, i) => i % 256));
      await files().write('jobs/j1/slides/slide_0.png', bytes);
      expect((await buffer(files().read('jobs/j1/slides/slide_0.png'))).equals(bytes)).toBe(true);
      const part = await buffer(files().read('jobs/j1/slides/slide_0.png', { start: 250, end: 261 }));
      expect(part.equals(bytes.subarray(250, 262))).toBe(true);
    });

    it('reports size, a media type from the extension and the time of writing, and nothing for a missing file', async () => {
      const before = Date.now();
      await files().write('jobs/j1/video.mp4', Buffer.alloc(42));
      const stat = await files().stat('jobs/j1/video.mp4');
      expect(stat).toMatchObject({ size: 42, contentType: 'video/mp4' });
      expect(Math.abs((stat?.updated.getTime() ?? 0) - before)).toBeLessThan(60_000);
      expect(await files().stat('jobs/j1/none.mp4')).toBeUndefined();
      expect(await files().exists('jobs/j1/video.mp4')).toBe(true);
      expect(await files().exists('jobs/j1')).toBe(false);
    });

    it('stores an empty file', async () => {
      await files().write('jobs/j1/video.vtt', new Uint8Array(0));
      expect(await files().stat('jobs/j1/video.vtt')).toMatchObject({ size: 0 });
      expect(await text(files().read('jobs/j1/video.vtt'))).toBe('');
    });

    it('writes only the bytes of a view, not the whole buffer behind it', async () => {
      const backing = Buffer.from('xxHELLOxx');
      await files().write('jobs/j1/document.json', new Uint8Array(backing.buffer, backing.byteOffset + 2, 5));
      expect(await text(files().read('jobs/j1/document.json'))).toBe('HELLO');
    });

    it('replaces a file: a second write wins whole', async () => {
      await files().write('jobs/j1/presentation.pptx', Buffer.from('first version, longer'));
      await files().write('jobs/j1/presentation.pptx', Buffer.from('second'));
      expect(await text(files().read('jobs/j1/presentation.pptx'))).toBe('second');
      expect(await files().stat('jobs/j1/presentation.pptx')).toMatchObject({ size: 6 });
    });

    it('replaces a file atomically: concurrent writers leave one complete version', async () => {
      const versions = Array.from({ length: 8 }, (_, i) => Buffer.alloc(256 * 1024, 65 + i));
      await Promise.all(versions.map((v) => files().write('jobs/j1/video.mp4', v)));
      const content = await buffer(files().read('jobs/j1/video.mp4'));
      expect(versions.some((v) => v.equals(content))).toBe(true);
    });

    it('fails the read of a missing file', async () => {
      await expect(text(files().read('jobs/j1/missing.wav'))).rejects.toThrow();
    });

    it('deletes files and treats deleting a missing file as done', async () => {
      await files().write('uploads/u/j.pdf', Buffer.from('%PDF-'));
      await files().delete('uploads/u/j.pdf');
      await files().delete('uploads/u/j.pdf');
      expect(await files().exists('uploads/u/j.pdf')).toBe(false);
    });

    it('deletes a folder with everything under it, and nothing beside it', async () => {
      for (const path of [
        'jobs/j1/document.json',
        'jobs/j1/audio/voiced/k1.wav',
        'jobs/j1/figures/figure_1.png',
        'jobs/j10/video.mp4',
        'uploads/u/j1.pdf',
      ]) {
        await files().write(path, Buffer.from(path));
      }
      await files().deleteFolder('jobs/j1');
      expect(await files().exists('jobs/j1/document.json')).toBe(false);
      expect(await files().exists('jobs/j1/audio/voiced/k1.wav')).toBe(false);
      expect(await files().exists('jobs/j1/figures/figure_1.png')).toBe(false);
      expect(await files().exists('jobs/j10/video.mp4')).toBe(true);
      expect(await files().exists('uploads/u/j1.pdf')).toBe(true);
      await files().deleteFolder('jobs/j1');
      await files().deleteFolder('jobs/never-made');
      await expect(files().deleteFolder('../jobs')).rejects.toThrow(/leaves the store/);
    });

    it('refuses paths that would leave the store', async () => {
      await expect(files().write('../escape.txt', Buffer.from('x'))).rejects.toThrow(/leaves the store/);
      expect(() => files().read('/etc/passwd')).toThrow(/leaves the store/);
      await expect(files().stat('jobs/../../x')).rejects.toThrow(/leaves the store/);
    });
  });
}
