/** The render stage: slide stills and narration clips to one mp4 with chapters and subtitles. */
import { access, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PipelineError, throwIfCancelled } from '../errors.js';
import type { OnStageProgress } from '../progress.js';
import type { Binaries } from '../system/binaries.js';
import { runCommand } from '../system/run-command.js';
import { withTempDir } from '../system/temp-dir.js';
import { tempPathBeside } from '../system/write-atomically.js';
import { buildChapters } from './build-chapters.js';
import { buildConcatList } from './build-concat-list.js';
import { buildFfmpegArgs } from './build-ffmpeg-args.js';
import { encodeNarration } from './encode-narration.js';
import { buildSrt } from './build-srt.js';
import { buildSubtitleCues } from './build-subtitle-cues.js';
import { buildWebVtt } from './build-web-vtt.js';
import { encodeUnits } from './encode-units.js';
import { planFrames } from './plan-frames.js';
import { VIDEO_FORMAT } from './video-format.js';
import { writeFrames } from './write-frames.js';
import { probeMedia } from './probe-media.js';
import type { VideoSlide } from './video-slide.js';

export interface EncodeVideoOptions {
  /** The .mp4 to write; replaced only when the whole render succeeds. */
  outPath: string;
  /** The WebVTT file; default: `outPath` with ".vtt". An .srt is written beside it. */
  subtitlesPath?: string | undefined;
  /** ISO 639-1 language of the scripts, for sentence splitting and the subtitle track; default "en". */
  language?: string | undefined;
  binaries: Binaries;
  /** Keeps encoded pictures by content, so the next render after an edit encodes only what changed. */
  cacheDir?: string | undefined;
  signal?: AbortSignal | undefined;
  /** done/total are seconds of video encoded. */
  onProgress?: OnStageProgress | undefined;
}

export interface EncodedVideo {
  path: string;
  durationSec: number;
  /** The .vtt and the .srt, in that order. */
  subtitlesPaths: string[];
  sizeBytes: number;
}

/** mp4 language tags are ISO 639-2; the few the product meets, else "undetermined". */
const ISO_639_2: Record<string, string> = {
  en: 'eng',
  zh: 'zho',
  ja: 'jpn',
  de: 'deu',
  fr: 'fra',
  es: 'spa',
};

function withExtension(path: string, extension: string): string {
  return /\.[^./\\]+$/.test(path) ? path.replace(/\.[^./\\]+$/, extension) : `${path}${extension}`;
}

async function checkSlides(slides: readonly VideoSlide[]): Promise<void> {
  if (slides.length === 0)
    throw new PipelineError('invalid_option', 'There are no slides to put in the video.');
  for (const [i, slide] of slides.entries()) {
    if (!Number.isFinite(slide.durationSec) || slide.durationSec <= 0) {
      throw new PipelineError(
        'invalid_option',
        `Slide ${i + 1} has no narration length, so the video cannot be timed.`,
      );
    }
    const files = [
      [slide.imagePath, 'picture'],
      [slide.audioPath, 'narration'],
      ...(slide.reveals ?? []).map((r) => [r.imagePath, 'picture'] as const),
    ] as const;
    for (const [path, what] of files) {
      try {
        await access(path);
      } catch (error) {
        throw new PipelineError(
          'invalid_option',
          `The ${what} of slide ${i + 1} is missing, so the video cannot be made.`,
          { cause: error },
        );
      }
    }
  }
}

/**
 * Encodes `slides` into an mp4 at `outPath` (H.264 1920×1080 yuv420p at a constant 25 fps + AAC
 * 48 kHz, each slide on screen for its narration with its reveals, a short cross-fade between
 * slides, a chapter per slide, narration as a soft subtitle track) and writes the subtitles
 * as WebVTT and SRT beside it. All three files appear together only on success; a failed or
 * cancelled render leaves no partial file and any previous output untouched.
 */
export async function encodeVideo(
  slides: readonly VideoSlide[],
  options: EncodeVideoOptions,
): Promise<EncodedVideo> {
  const { outPath, binaries, signal, onProgress, language = 'en' } = options;
  throwIfCancelled(signal);
  await checkSlides(slides);
  const vttPath = options.subtitlesPath ?? withExtension(outPath, '.vtt');
  const srtPath = withExtension(vttPath, '.srt');
  const totalSec = slides.reduce((sum, slide) => sum + slide.durationSec, 0);
  const cues = buildSubtitleCues(slides, language);

  const temps = { mp4: tempPathBeside(outPath), vtt: tempPathBeside(vttPath), srt: tempPathBeside(srtPath) };
  try {
    await withTempDir('render', async (dir) => {
      const plan = planFrames(
        slides.map((s) => ({
          durationSec: s.durationSec,
          pictures: [{ imagePath: s.imagePath, atSec: 0 }, ...(s.reveals ?? [])],
        })),
        VIDEO_FORMAT,
      );
      const inputs = {
        videoStreamPath: join(dir, 'video.h264'),
        audioPath: join(dir, 'narration.m4a'),
        chaptersPath: join(dir, 'chapters.ffmeta'),
        subtitlesPath: cues.length > 0 ? join(dir, 'subtitles.srt') : undefined,
        subtitleLanguage: ISO_639_2[language.toLowerCase().split(/[-_]/)[0] ?? ''] ?? 'und',
        outPath: temps.mp4,
      };
      const audioListPath = join(dir, 'audio.ffconcat');
      await writeFile(
        audioListPath,
        buildConcatList(slides.map((s) => ({ path: s.audioPath, durationSec: s.durationSec }))),
      );
      await writeFile(inputs.chaptersPath, buildChapters(slides));
      if (inputs.subtitlesPath !== undefined) await writeFile(inputs.subtitlesPath, buildSrt(cues));
      onProgress?.({ done: 0, total: totalSec });
      // Pictures and narration are encoded side by side, one core each; a failure stops both.
      const both = new AbortController();
      const stopBoth = (): void => both.abort();
      signal?.addEventListener('abort', stopBoth);
      const fail = (error: unknown): never => {
        both.abort();
        throw error;
      };
      try {
        const [units] = await Promise.all([
          encodeUnits(plan.units, { binaries, dir, signal: both.signal, cacheDir: options.cacheDir }).catch(
            fail,
          ),
          encodeNarration({
            listPath: audioListPath,
            clipPaths: slides.map((s) => s.audioPath),
            outPath: inputs.audioPath,
            totalSec,
            binaries,
            cacheDir: options.cacheDir,
            signal: both.signal,
            // The narration's length is the video's, and its encoding the part that grows with it;
            // joining everything is the last tenth.
            onProgress:
              onProgress && ((p) => onProgress({ done: Math.round(p.done * 9) / 10, total: totalSec })),
          }).catch(fail),
        ]);
        await writeFrames(inputs.videoStreamPath, plan.pieces, units);
      } finally {
        signal?.removeEventListener('abort', stopBoth);
      }
      throwIfCancelled(signal);
      await runCommand(binaries.ffmpeg, buildFfmpegArgs(inputs), {
        signal,
        timeoutMs: Math.max(10 * 60_000, totalSec * 1000),
      });
    });
    await writeFile(temps.vtt, buildWebVtt(cues));
    await writeFile(temps.srt, buildSrt(cues));
    throwIfCancelled(signal);
    const probed = await probeMedia(temps.mp4, binaries, signal);
    await rename(temps.vtt, vttPath);
    await rename(temps.srt, srtPath);
    await rename(temps.mp4, outPath);
    onProgress?.({ done: totalSec, total: totalSec });
    return {
      path: outPath,
      durationSec: probed.durationSec,
      subtitlesPaths: [vttPath, srtPath],
      sizeBytes: (await stat(outPath)).size,
    };
  } finally {
    await Promise.all(Object.values(temps).map((path) => rm(path, { force: true })));
  }
}
