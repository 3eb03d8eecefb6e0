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
import { buildSrt } from './build-srt.js';
import { buildSubtitleCues } from './build-subtitle-cues.js';
import { buildWebVtt } from './build-web-vtt.js';
import { ffmpegMajorVersion } from './ffmpeg-major-version.js';
import { parseFfmpegProgress } from './parse-ffmpeg-progress.js';
import { probeMedia } from './probe-media.js';
import type { VideoSlide } from './video-slide.js';

/** @public */
export interface EncodeVideoOptions {
  /** The .mp4 to write; replaced only when the whole render succeeds. */
  outPath: string;
  /** The WebVTT file; default: `outPath` with ".vtt". An .srt is written beside it. */
  subtitlesPath?: string | undefined;
  /** ISO 639-1 language of the scripts, for sentence splitting and the subtitle track; default "en". */
  language?: string | undefined;
  binaries: Binaries;
  signal?: AbortSignal | undefined;
  /** done/total are seconds of video encoded. */
  onProgress?: OnStageProgress | undefined;
}

/** @public */
export interface EncodedVideo {
  path: string;
  durationSec: number;
  /** The .vtt and the .srt, in that order. */
  subtitlesPaths: string[];
  sizeBytes: number;
}

/** mp4 language tags are ISO 639-2; the few the product meets, else "undetermined". */
const ISO_639_2: Record<string, string> = { en: 'eng', zh: 'zho', ja: 'jpn', de: 'deu', fr: 'fra', es: 'spa' };

function withExtension(path: string, extension: string): string {
  return /\.[^./\\]+$/.test(path) ? path.replace(/\.[^./\\]+$/, extension) : `${path}${extension}`;
}

async function checkSlides(slides: readonly VideoSlide[]): Promise<void> {
  if (slides.length === 0) throw new PipelineError('invalid_option', 'There are no slides to put in the video.');
  for (const [i, slide] of slides.entries()) {
    if (!Number.isFinite(slide.durationSec) || slide.durationSec <= 0) {
      throw new PipelineError('invalid_option', `Slide ${i + 1} has no narration length, so the video cannot be timed.`);
    }
    for (const [path, what] of [[slide.imagePath, 'picture'], [slide.audioPath, 'narration']] as const) {
      try {
        await access(path);
      } catch (error) {
        throw new PipelineError('invalid_option', `The ${what} of slide ${i + 1} is missing, so the video cannot be made.`, { cause: error });
      }
    }
  }
}

/** Feeds ffmpeg's stderr chunks to the progress parser line by line. */
function progressReader(totalSec: number, onProgress: OnStageProgress | undefined): (chunk: string) => void {
  let pending = '';
  let last = -1;
  return (chunk) => {
    if (!onProgress) return;
    const lines = (pending + chunk).split(/[\r\n]/);
    pending = lines.pop() ?? '';
    for (const line of lines) {
      const seconds = parseFfmpegProgress(line);
      if (seconds === undefined) continue;
      const done = Math.min(totalSec, Math.round(seconds * 10) / 10);
      if (done > last) {
        last = done;
        onProgress({ done, total: totalSec });
      }
    }
  };
}

/**
 * Encodes `slides` into an mp4 at `outPath` (H.264 1920×1080 yuv420p + AAC, each slide on screen for
 * its narration, a chapter per slide, narration as a soft subtitle track) and writes the subtitles
 * as WebVTT and SRT beside it. All three files appear together only on success; a failed or
 * cancelled render leaves no partial file and any previous output untouched.
 * @public
 */
export async function encodeVideo(slides: readonly VideoSlide[], options: EncodeVideoOptions): Promise<EncodedVideo> {
  const { outPath, binaries, signal, onProgress, language = 'en' } = options;
  throwIfCancelled(signal);
  await checkSlides(slides);
  const vttPath = options.subtitlesPath ?? withExtension(outPath, '.vtt');
  const srtPath = withExtension(vttPath, '.srt');
  const totalSec = slides.reduce((sum, slide) => sum + slide.durationSec, 0);
  const cues = buildSubtitleCues(slides, language);
  const starts = slides.map((_, i) => slides.slice(0, i).reduce((sum, slide) => sum + slide.durationSec, 0));

  const temps = { mp4: tempPathBeside(outPath), vtt: tempPathBeside(vttPath), srt: tempPathBeside(srtPath) };
  try {
    await withTempDir('render', async (dir) => {
      const inputs = {
        imagesListPath: join(dir, 'images.ffconcat'),
        audioListPath: join(dir, 'audio.ffconcat'),
        chaptersPath: join(dir, 'chapters.ffmeta'),
        subtitlesPath: cues.length > 0 ? join(dir, 'subtitles.srt') : undefined,
        subtitleLanguage: ISO_639_2[language.toLowerCase().split(/[-_]/)[0] ?? ''] ?? 'und',
        slideStartsSec: starts,
        outPath: temps.mp4,
      };
      const stills = slides.map((s) => ({ path: s.imagePath, durationSec: s.durationSec }));
      const clips = slides.map((s) => ({ path: s.audioPath, durationSec: s.durationSec }));
      const perFileOptions = (await ffmpegMajorVersion(binaries.ffmpeg)) >= 5;
      await writeFile(inputs.imagesListPath, buildConcatList(stills, 'images', { perFileOptions }));
      await writeFile(inputs.audioListPath, buildConcatList(clips, 'audio'));
      await writeFile(inputs.chaptersPath, buildChapters(slides));
      if (inputs.subtitlesPath !== undefined) await writeFile(inputs.subtitlesPath, buildSrt(cues));
      onProgress?.({ done: 0, total: totalSec });
      await runCommand(binaries.ffmpeg, buildFfmpegArgs(inputs), {
        signal,
        // Generous: a normal render takes seconds; only a hung ffmpeg gets near this.
        timeoutMs: Math.max(10 * 60_000, totalSec * 1000),
        onStderr: progressReader(totalSec, onProgress),
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
    return { path: outPath, durationSec: probed.durationSec, subtitlesPaths: [vttPath, srtPath], sizeBytes: (await stat(outPath)).size };
  } finally {
    await Promise.all(Object.values(temps).map((path) => rm(path, { force: true })));
  }
}
