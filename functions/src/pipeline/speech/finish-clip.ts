/** Brings a voice's raw WAV to the common narration format at the target loudness. */
import { writeFile } from 'node:fs/promises';
import { PipelineError } from '../errors.js';
import type { Binaries } from '../system/binaries.js';
import { runCommand } from '../system/run-command.js';
import { buildClipFilter, EDGE_SILENCE_DB } from './build-clip-filter.js';
import { makeSilentWav } from './make-silent-wav.js';
import { parseLoudness } from './parse-loudness.js';
import { readWavInfo } from './read-wav-info.js';
import { readWavSamples } from './read-wav-samples.js';
import { SPEECH_AUDIO } from './speech-audio-format.js';

/** At or below this a clip holds no speech (ebur128 reports its absolute gate, -70 LUFS, for silence). */
const SILENCE_LUFS = -60;
/** A voice that comes out this quiet is broken; amplifying further would only raise noise. */
const MAX_GAIN_DB = 40;
/** Off by more than this after the limiter (voices with sharp peaks, e.g. festival diphones), retry once. */
const TOLERANCE_LU = 0.5;

/** @internal */
export interface FinishedClip {
  durationSec: number;
  /** True when the input had no audible speech and the clip is digital silence of the same length. */
  silent: boolean;
  /**
   * How much of the input's start was trimmed: a moment `t` of the input is at `t - leadTrimSec` in
   * the clip (the gain, limiter and end pause move nothing).
   */
  leadTrimSec: number;
}

/**
 * What the start trim of buildClipFilter removes: the silence before the first sample above the edge
 * threshold, less the edge silence it keeps. Counted here from the samples, as ffmpeg does not say.
 */
function leadTrimOf(samples: Int16Array, sampleRate: number): number {
  const threshold = 32_768 * 10 ** (EDGE_SILENCE_DB / 20);
  let first = 0;
  while (first < samples.length && Math.abs(samples[first] ?? 0) <= threshold) first++;
  return Math.max(0, first / sampleRate - SPEECH_AUDIO.edgeSilenceSec);
}

/**
 * Trims, loudness-normalises (two passes: measure, then a fixed gain with a peak limiter), pads and
 * converts `rawPath` into `outPath` (mono 16-bit PCM at the common rate). A silent input stays silent
 * rather than having its noise floor amplified.
 * @internal
 */
export async function finishClip(
  rawPath: string,
  outPath: string,
  options: { binaries: Binaries; signal?: AbortSignal | undefined },
): Promise<FinishedClip> {
  const { binaries, signal } = options;
  const measured = await runCommand(
    binaries.ffmpeg,
    ['-hide_banner', '-nostdin', '-nostats', '-i', rawPath, '-af', buildClipFilter(), '-f', 'null', '-'],
    { signal },
  );
  const loudness = parseLoudness(measured.stderr);
  if (!loudness)
    throw new PipelineError('tool_failed', 'Could not measure the loudness of the narration.', {
      transient: true,
    });

  if (!(loudness.integratedLufs > SILENCE_LUFS)) {
    const { durationSec } = await readWavInfo(rawPath);
    const silence = makeSilentWav(Math.max(durationSec, SPEECH_AUDIO.emptySlideSec));
    await writeFile(outPath, silence);
    return { durationSec: (silence.length - 44) / 2 / SPEECH_AUDIO.sampleRate, silent: true, leadTrimSec: 0 };
  }

  const render = async (gainDb: number): Promise<number> => {
    const result = await runCommand(
      binaries.ffmpeg,
      [
        '-hide_banner',
        '-nostdin',
        '-nostats',
        '-y',
        '-i',
        rawPath,
        '-filter_complex',
        buildClipFilter(gainDb),
        '-map',
        '[clip]',
        // bitexact keeps ffmpeg's LIST metadata chunk out, so every clip has the same 44-byte header.
        '-map_metadata',
        '-1',
        '-fflags',
        '+bitexact',
        '-flags:a',
        '+bitexact',
        '-ar',
        String(SPEECH_AUDIO.sampleRate),
        '-ac',
        String(SPEECH_AUDIO.channels),
        '-c:a',
        'pcm_s16le',
        '-f',
        'wav',
        outPath,
      ],
      { signal },
    );
    return parseLoudness(result.stderr)?.integratedLufs ?? SPEECH_AUDIO.loudnessLufs;
  };
  const gainDb = Math.min(MAX_GAIN_DB, SPEECH_AUDIO.loudnessLufs - loudness.integratedLufs);
  const reached = await render(gainDb);
  const error = SPEECH_AUDIO.loudnessLufs - reached;
  if (Math.abs(error) > TOLERANCE_LU && Number.isFinite(error))
    await render(Math.min(MAX_GAIN_DB, gainDb + error));
  const { durationSec } = await readWavInfo(outPath);
  const raw = await readWavSamples(rawPath);
  return { durationSec, silent: false, leadTrimSec: leadTrimOf(raw.samples, raw.sampleRate) };
}
