import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { findOnPath, resolveBinaries } from '../system/binaries.js';
import { makeTempDir } from '../system/temp-dir.js';
import { runCommand } from '../system/run-command.js';
import { encodeVideo } from './encode-video.js';
import { probeMedia } from './probe-media.js';
import type { VideoSlide } from './video-slide.js';
import { SPEECH_AUDIO } from '../speech/speech-audio-format.js';

const binaries = resolveBinaries();
const hasFfmpeg = findOnPath('ffmpeg') !== undefined && findOnPath('ffprobe') !== undefined;

async function makeImage(path: string, color: string, size: string): Promise<void> {
  await runCommand(binaries.ffmpeg, [
    '-hide_banner',
    '-loglevel',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    `color=c=${color}:s=${size}`,
    '-frames:v',
    '1',
    path,
  ]);
}

/** A tone of exactly `seconds`, in the speak stage's format (mono 16-bit, no LIST chunk). */
async function makeClip(path: string, seconds: number, frequency: number): Promise<void> {
  await runCommand(binaries.ffmpeg, [
    '-hide_banner',
    '-loglevel',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    `sine=f=${frequency}:sample_rate=${SPEECH_AUDIO.sampleRate}:d=${seconds}`,
    '-ac',
    '1',
    '-c:a',
    'pcm_s16le',
    '-map_metadata',
    '-1',
    '-fflags',
    '+bitexact',
    '-flags:a',
    '+bitexact',
    path,
  ]);
}

/** The colors of the test slides, as 8-bit RGB after a round trip through yuv420p. */
const SLIDE_COLORS = ['navy', 'darkgreen', 'maroon'];
const RGB: Record<string, [number, number, number]> = {
  navy: [0, 0, 128],
  darkgreen: [0, 100, 0],
  maroon: [128, 0, 0],
};

/** Which test slide color the frame at `t` shows, seeking the way a cutting tool does. */
async function colorAt(path: string, t: number): Promise<string> {
  const { stdout } = await runCommand(binaries.ffmpeg, [
    '-hide_banner',
    '-loglevel',
    'error',
    '-ss',
    t.toFixed(3),
    '-i',
    path,
    '-frames:v',
    '1',
    '-vf',
    'crop=64:64:928:508,scale=1:1',
    '-f',
    'rawvideo',
    '-pix_fmt',
    'rgb24',
    'pipe:1',
  ]);
  const [r = 0, g = 0, b = 0] = [...stdout];
  const distance = (c: [number, number, number]): number =>
    Math.abs(c[0] - r) + Math.abs(c[1] - g) + Math.abs(c[2] - b);
  const best = SLIDE_COLORS.reduce((a, c) => (distance(RGB[c]!) < distance(RGB[a]!) ? c : a));
  return distance(RGB[best]!) < 30 ? best : `rgb(${r}, ${g}, ${b})`;
}

/** Top-level box types of an mp4, in file order. */
function topLevelBoxes(bytes: Buffer): string[] {
  const types: string[] = [];
  for (let offset = 0; offset + 8 <= bytes.length;) {
    let size = bytes.readUInt32BE(offset);
    types.push(bytes.toString('ascii', offset + 4, offset + 8));
    if (size === 1) size = Number(bytes.readBigUInt64BE(offset + 8));
    if (size < 8) break;
    offset += size;
  }
  return types;
}

describe.skipIf(!hasFfmpeg)('encodeVideo with ffmpeg', () => {
  let dir = '';
  let slides: VideoSlide[] = [];
  const durations = [2, 3.5, 1.25];

  beforeAll(async () => {
    dir = await makeTempDir('render-test');
    slides = [];
    const colors = SLIDE_COLORS;
    // The second slide has another size and must be letterboxed, not stretched or rejected.
    const sizes = ['1920x1080', '1280x720', '1920x1080'];
    for (const [i, durationSec] of durations.entries()) {
      const imagePath = join(dir, `slide ${i + 1}.png`);
      const audioPath = join(dir, `clip-${i + 1}.wav`);
      await makeImage(imagePath, colors[i] ?? 'black', sizes[i] ?? '1920x1080');
      await makeClip(audioPath, durationSec, 300 + 100 * i);
      slides.push({
        imagePath,
        audioPath,
        durationSec,
        title: `Part ${i + 1}: results = good`,
        script: `This is slide ${i + 1}. It has two sentences.`,
      });
    }
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('writes an H.264/AAC 1080p mp4 as long as the narration, with chapters, subtitles and the index first', async () => {
    const outDir = join(dir, 'out');
    await mkdir(outDir);
    const outPath = join(outDir, 'talk.mp4');
    const progress: number[] = [];
    const video = await encodeVideo(slides, { outPath, binaries, onProgress: (p) => progress.push(p.done) });

    expect(video.path).toBe(outPath);
    expect(video.subtitlesPaths).toEqual([join(outDir, 'talk.vtt'), join(outDir, 'talk.srt')]);
    expect((await readdir(outDir)).sort()).toEqual(['talk.mp4', 'talk.srt', 'talk.vtt']);
    expect(Math.abs(video.durationSec - 6.75)).toBeLessThanOrEqual(0.2);
    expect(video.sizeBytes).toBeGreaterThan(1000);

    const media = await probeMedia(outPath, binaries);
    const video0 = media.streams.find((s) => s.codecType === 'video');
    expect(video0).toMatchObject({ codecName: 'h264', width: 1920, height: 1080, pixFmt: 'yuv420p' });
    expect(media.streams.find((s) => s.codecType === 'audio')).toMatchObject({
      codecName: 'aac',
      sampleRate: 48_000,
    });
    expect(media.streams.find((s) => s.codecType === 'subtitle')).toMatchObject({
      codecName: 'mov_text',
      language: 'eng',
    });
    expect(media.chapters.map((c) => c.title)).toEqual([
      'Part 1: results = good',
      'Part 2: results = good',
      'Part 3: results = good',
    ]);
    expect(media.chapters.map((c) => c.startSec)).toEqual([0, 2, 5.5]);
    expect(media.chapters.at(-1)?.endSec).toBe(6.75);

    const { stdout } = await runCommand(binaries.ffprobe, [
      '-v',
      'error',
      '-select_streams',
      'v',
      '-show_entries',
      'packet=pts_time,duration_time,flags',
      '-of',
      'csv=p=0',
      outPath,
    ]);
    const packets = stdout
      .toString('utf8')
      .trim()
      .split('\n')
      .map((l) => l.split(','));
    // A constant 25 fps: every frame lasts 40 ms and follows the one before without a gap.
    expect(packets).toHaveLength(Math.ceil(6.75 * 25));
    packets.forEach(([pts, duration], i) => {
      expect(Number(pts)).toBeCloseTo(i * 0.04, 5);
      expect(Number(duration)).toBeCloseTo(0.04, 5);
    });
    const keyframeTimes = packets.filter(([, , flags]) => flags?.startsWith('K')).map(([pts]) => Number(pts));
    // Slide 3 starts at 5.5 s, between frames: its first frame is the one on screen at 5.5 s.
    expect(keyframeTimes).toEqual(expect.arrayContaining([0, 2, 5.48]));

    const boxes = topLevelBoxes(await readFile(outPath));
    expect(boxes.indexOf('moov')).toBeGreaterThanOrEqual(0);
    expect(boxes.indexOf('moov')).toBeLessThan(boxes.indexOf('mdat'));

    const vtt = await readFile(join(outDir, 'talk.vtt'), 'utf8');
    expect(vtt.startsWith('WEBVTT\n')).toBe(true);
    expect(vtt).toContain('00:00:00.000 --> ');
    expect(vtt).toContain('This is slide 3.');
    expect(vtt.trimEnd().endsWith('It has two sentences.')).toBe(true);
    const srt = await readFile(join(outDir, 'talk.srt'), 'utf8');
    expect(srt).toContain('--> 00:00:06,750\nIt has two sentences.');

    expect(progress.at(-1)).toBe(6.75);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
  });

  it('shows at any time the slide drawn for that time, also where a seeking tool cuts (ffmpeg -ss)', async () => {
    const outPath = join(dir, 'seek.mp4');
    await encodeVideo(slides, { outPath, binaries });
    // Random instants, away from the 0.24 s cross-fades that open slides 2 and 3.
    const starts = [0, 2, 5.5];
    const times: number[] = [];
    while (times.length < 8) {
      const t = Math.random() * 6.7;
      const slide = starts.findLastIndex((s) => s <= t);
      if (slide === 0 || t - (starts[slide] ?? 0) > 0.4) times.push(t);
    }
    for (const t of [...times, 2.5, 6.7]) {
      const slide = starts.findLastIndex((s) => s <= t);
      expect({ t, color: await colorAt(outPath, t) }).toEqual({ t, color: SLIDE_COLORS[slide] });
    }
    // Inside the cross-fade into slide 2 the picture is a mix of both slides.
    expect(await colorAt(outPath, 2.1)).toMatch(/^rgb\(/);
  });

  it('keeps encoded pictures by content and, after one slide changes, encodes only that slide and its fades', async () => {
    const cacheDir = join(dir, 'cache');
    await encodeVideo(slides, { outPath: join(dir, 'cached.mp4'), binaries, cacheDir });
    const first = (await readdir(cacheDir)).sort();
    // Three stills, two cross-fades and the narration.
    expect(first.filter((name) => name.endsWith('.units'))).toHaveLength(5);
    expect(first.filter((name) => name.endsWith('.m4a'))).toHaveLength(1);
    const edited = join(dir, 'edited.png');
    // Another picture of the same colour: letterboxed, so its bytes differ, and the centre keeps the colour.
    await makeImage(edited, 'darkgreen', '1440x1080');
    const outPath = join(dir, 'recached.mp4');
    await encodeVideo(
      slides.map((s, i) => (i === 1 ? { ...s, imagePath: edited } : s)),
      { outPath, binaries, cacheDir },
    );
    const added = (await readdir(cacheDir)).filter((name) => !first.includes(name));
    // The edited still and the fades into and out of it; slides 1 and 3 and the narration come from the cache.
    expect(added).toHaveLength(3);
    expect(added.every((name) => name.endsWith('.units'))).toBe(true);
    expect(await colorAt(outPath, 1)).toBe('navy');
    expect(await colorAt(outPath, 3)).toBe('darkgreen');
    expect(await colorAt(outPath, 6.5)).toBe('maroon');
  });

  it('writes the subtitles where asked, with the .srt beside the .vtt', async () => {
    const outPath = join(dir, 'custom.mp4');
    const video = await encodeVideo(slides.slice(0, 1), {
      outPath,
      subtitlesPath: join(dir, 'captions', '..', 'captions.vtt'),
      binaries,
    });
    expect(video.subtitlesPaths).toEqual([join(dir, 'captions.vtt'), join(dir, 'captions.srt')]);
  });

  it('makes a video without a subtitle track when no slide has a script', async () => {
    const outPath = join(dir, 'silent.mp4');
    await encodeVideo(
      slides.map((s) => ({ ...s, script: '' })),
      { outPath, binaries },
    );
    const media = await probeMedia(outPath, binaries);
    expect(media.streams.some((s) => s.codecType === 'subtitle')).toBe(false);
    expect(await readFile(join(dir, 'silent.vtt'), 'utf8')).toBe('WEBVTT\n');
  });

  it('leaves nothing behind and keeps the previous output when cancelled', async () => {
    const outDir = join(dir, 'cancel');
    await mkdir(outDir);
    const longClip = join(dir, 'long.wav');
    await makeClip(longClip, 600, 440);
    const outPath = join(outDir, 'talk.mp4');
    await writeFile(outPath, 'previous video');
    const controller = new AbortController();
    const run = encodeVideo([{ ...slides[0]!, audioPath: longClip, durationSec: 600 }], {
      outPath,
      binaries,
      signal: controller.signal,
      onProgress: (p) => {
        if (p.done > 0) controller.abort();
      },
    });
    await expect(run).rejects.toMatchObject({ code: 'cancelled' });
    expect(await readdir(outDir)).toEqual(['talk.mp4']);
    expect(await readFile(outPath, 'utf8')).toBe('previous video');
  });

  it('fails with a clear message and writes nothing when ffmpeg cannot read a slide', async () => {
    const outDir = join(dir, 'broken');
    await mkdir(outDir);
    const badImage = join(dir, 'bad.png');
    await writeFile(badImage, 'not a png');
    const run = encodeVideo([{ ...slides[0]!, imagePath: badImage }], {
      outPath: join(outDir, 'talk.mp4'),
      binaries,
    });
    await expect(run).rejects.toMatchObject({ code: 'tool_failed' });
    expect(await readdir(outDir)).toEqual([]);
  });

  it('refuses slides without a length or with a missing file before starting ffmpeg', async () => {
    const outPath = join(dir, 'never.mp4');
    await expect(encodeVideo([], { outPath, binaries })).rejects.toMatchObject({ code: 'invalid_option' });
    await expect(
      encodeVideo([{ ...slides[0]!, durationSec: 0 }], { outPath, binaries }),
    ).rejects.toMatchObject({
      code: 'invalid_option',
      message: 'Slide 1 has no narration length, so the video cannot be timed.',
    });
    await expect(
      encodeVideo([{ ...slides[0]!, audioPath: join(dir, 'missing.wav') }], { outPath, binaries }),
    ).rejects.toMatchObject({
      message: 'The narration of slide 1 is missing, so the video cannot be made.',
    });
  });
});
