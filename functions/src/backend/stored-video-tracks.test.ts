import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildWebVtt } from '../pipeline/render/build-web-vtt.js';
import { jobFiles } from './job-files.js';
import { createLocalFileStore } from './local-file-store.js';
import {
  captionsLanguage,
  encodeVideoTracks,
  readCaptionsSrt,
  readVideoTracks,
} from './stored-video-tracks.js';
import type { FileStore } from './file-store.js';

describe('captionsLanguage', () => {
  it.each([
    ['en', 'English'],
    ['zh', '中文'],
    ['fr', 'Français'],
    ['DE', 'Deutsch'],
  ])('names %s in itself as %s', (code, label) => {
    expect(captionsLanguage(code)).toEqual({ language: code.toLowerCase(), label });
  });
});

describe('stored video tracks', () => {
  let dir: string;
  let files: FileStore;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'lectern-tracks-'));
    files = createLocalFileStore(dir);
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('reads back the chapters and language a render stored', async () => {
    await files.write(
      jobFiles.videoTracks('j1'),
      encodeVideoTracks(
        [
          { title: 'Intro', startSec: 0, endSec: 3.2 },
          { title: '方法', startSec: 3.2, endSec: 7 },
        ],
        'zh',
      ),
    );
    expect(await readVideoTracks(files, 'j1')).toEqual({
      chapters: [
        { title: 'Intro', start: 0, end: 3.2 },
        { title: '方法', start: 3.2, end: 7 },
      ],
      captions: { language: 'zh', label: '中文' },
    });
  });

  it('refuses a damaged file by name rather than listing nonsense', async () => {
    await files.write(
      jobFiles.videoTracks('j1'),
      Buffer.from('{"schema_version":1,"chapters":[{"title":1}]}'),
    );
    await expect(readVideoTracks(files, 'j1')).rejects.toThrow(
      'The stored video tracks jobs/j1/video-tracks.json are unreadable.',
    );
  });

  it('gives a video rendered before tracks were kept no chapters, and its .srt made from its .vtt', async () => {
    const cues = [
      { startSec: 0, endSec: 1.5, text: 'One.' },
      { startSec: 1.5, endSec: 4, text: 'Two.' },
    ];
    await files.write(jobFiles.subtitles('j1'), Buffer.from(buildWebVtt(cues)));
    expect(await readVideoTracks(files, 'j1')).toEqual({
      chapters: [],
      captions: { language: 'en', label: 'English' },
    });
    expect((await readCaptionsSrt(files, 'j1'))?.toString('utf8')).toBe(
      '1\n00:00:00,000 --> 00:00:01,500\nOne.\n\n2\n00:00:01,500 --> 00:00:04,000\nTwo.\n',
    );
    expect(await readCaptionsSrt(files, 'none')).toBeUndefined();
  });
});
