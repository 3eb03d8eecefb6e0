/** Brings a voice's raw WAV to the common narration format at the target loudness. */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Binaries } from '../system/binaries.js';
import { runCommand } from '../system/run-command.js';
import { withTempDir } from '../system/temp-dir.js';
import { encodeWav } from './encode-wav.js';
import { limitPeaks } from './limit-peaks.js';
import { makeSilentWav } from './make-silent-wav.js';
import { integratedLoudness } from './measure-loudness.js';
import { readWavInfo } from './read-wav-info.js';
import { SPEECH_AUDIO } from './speech-audio-format.js';

/** Quieter than this (peak, dB of full scale) is silence at a clip's edges. */
const EDGE_SILENCE_DB = -50;
/** At or below this a clip holds no speech. */
const SILENCE_LUFS = -60;
/** A voice that comes out this quiet is broken; amplifying further would only raise noise. */
const MAX_GAIN_DB = 40;
/**
 * The limiter takes loudness off a voice with sharp peaks (festival diphones, flite), so the gain is
 * raised by what it took and the clip limited again, until within this of the target.
 */
const TOLERANCE_LU = 0.1;
const MAX_TRIES = 4;
/** How much of a gain raise a limited voice keeps, assumed for the first correction (see below). */
const FIRST_SLOPE = 0.5;

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
 * The voice's audio as mono float samples at the common rate. ffmpeg only converts and resamples
 * (whatever format and rate a voice writes), and runs the voice's own filter, once; the trim,
 * loudness, gain and limiter are done on the samples here, where measuring again costs milliseconds
 * rather than another ffmpeg run.
 */
async function decode(
  rawPath: string,
  audioFilter: string | undefined,
  binaries: Binaries,
  signal: AbortSignal | undefined,
): Promise<Float32Array> {
  const filters = [
    // The filtered voice is rounded to 16 bits, as the voice's own file is: a pitch-shifted clip is
    // then sample for sample the one its voice was measured with (see local-voices.ts).
    ...(audioFilter === undefined ? [] : [audioFilter, 'aformat=sample_fmts=s16']),
    'aformat=sample_fmts=flt:channel_layouts=mono',
    `aresample=${SPEECH_AUDIO.sampleRate}`,
  ];
  return withTempDir('clip', async (dir) => {
    const floatPath = join(dir, 'clip.f32');
    await runCommand(
      binaries.ffmpeg,
      [
        '-hide_banner',
        '-nostdin',
        '-nostats',
        '-loglevel',
        'error',
        '-i',
        rawPath,
        '-af',
        filters.join(','),
        '-c:a',
        'pcm_f32le',
        '-f',
        'f32le',
        floatPath,
      ],
      { signal },
    );
    const bytes = await readFile(floatPath);
    // Copied out when the file's buffer is not aligned for 32-bit access.
    const aligned = bytes.byteOffset % 4 === 0 ? bytes : Buffer.from(bytes);
    return new Float32Array(aligned.buffer, aligned.byteOffset, Math.floor(aligned.length / 4));
  });
}

/**
 * The part of `samples` from `edgeSilenceSec` before the first sample above the edge threshold to as
 * long after the last, and where it starts; undefined when no sample is above it.
 */
function trimEdges(samples: Float32Array): { speech: Float32Array; start: number } | undefined {
  const threshold = 10 ** (EDGE_SILENCE_DB / 20);
  let first = 0;
  while (first < samples.length && Math.abs(samples[first] as number) <= threshold) first++;
  if (first === samples.length) return undefined;
  let last = samples.length - 1;
  while (Math.abs(samples[last] as number) <= threshold) last--;
  const keep = Math.round(SPEECH_AUDIO.edgeSilenceSec * SPEECH_AUDIO.sampleRate);
  const start = Math.max(0, first - keep);
  return { speech: samples.subarray(start, Math.min(samples.length, last + 1 + keep)), start };
}

/** `samples` × 10^(gainDb/20) through the peak limiter. */
function amplify(samples: Float32Array, gainDb: number): Float32Array {
  return limitPeaks(samples, SPEECH_AUDIO.sampleRate, SPEECH_AUDIO.peakLimit, 10 ** (gainDb / 20));
}

/** 16-bit samples of `clip` followed by the end pause. */
function toPcm(clip: Float32Array): Int16Array {
  const pause = Math.round(SPEECH_AUDIO.endPauseSec * SPEECH_AUDIO.sampleRate);
  const pcm = new Int16Array(clip.length + pause);
  for (let i = 0; i < clip.length; i++)
    pcm[i] = Math.max(-32_768, Math.min(32_767, Math.round((clip[i] as number) * 32_768)));
  return pcm;
}

/**
 * Trims, loudness-normalises (a fixed gain, then a peak limiter, the gain corrected by what the
 * limiter took off), pads and converts `rawPath` into `outPath` (mono 16-bit PCM at the common rate),
 * after the voice's `audioFilter` (see SpeechResult) when it has one.
 * A fixed gain rather than ffmpeg's loudnorm, whose single pass misses the target badly on short clips
 * (it left a 1.3 s sentence at -31.8 LUFS for a -16 target). A silent input stays silent rather than
 * having its noise floor amplified.
 * @internal
 */
export async function finishClip(
  rawPath: string,
  outPath: string,
  options: { binaries: Binaries; audioFilter?: string | undefined; signal?: AbortSignal | undefined },
): Promise<FinishedClip> {
  const samples = await decode(rawPath, options.audioFilter, options.binaries, options.signal);
  const trimmed = trimEdges(samples);
  const loudness = trimmed && integratedLoudness(trimmed.speech, SPEECH_AUDIO.sampleRate);
  if (trimmed === undefined || loudness === undefined || !(loudness > SILENCE_LUFS)) {
    const { durationSec } = await readWavInfo(rawPath);
    const silence = makeSilentWav(Math.max(durationSec, SPEECH_AUDIO.emptySlideSec));
    await writeFile(outPath, silence);
    return { durationSec: (silence.length - 44) / 2 / SPEECH_AUDIO.sampleRate, silent: true, leadTrimSec: 0 };
  }
  // Each try corrects the gain by the error left, scaled by how much the last change of gain moved
  // the loudness (the limiter takes more, the more it is given). The first correction has no earlier
  // try to measure that by: a limited voice gains about half of what it is given (0.53-0.58 for the GAN
  // talk's five clips), so the first correction assumes a half, and a second try is usually the last.
  let gainDb = Math.min(MAX_GAIN_DB, SPEECH_AUDIO.loudnessLufs - loudness);
  let clip = amplify(trimmed.speech, gainDb);
  let previous: { gainDb: number; error: number } | undefined;
  for (let tries = 1; tries < MAX_TRIES && gainDb < MAX_GAIN_DB; tries++) {
    const error = SPEECH_AUDIO.loudnessLufs - integratedLoudness(clip, SPEECH_AUDIO.sampleRate);
    if (!(Math.abs(error) > TOLERANCE_LU)) break;
    const slope =
      previous && previous.error !== error
        ? (previous.error - error) / (gainDb - previous.gainDb)
        : FIRST_SLOPE;
    previous = { gainDb, error };
    gainDb = Math.min(MAX_GAIN_DB, gainDb + error / Math.min(1, Math.max(0.1, slope)));
    clip = amplify(trimmed.speech, gainDb);
  }
  const pcm = toPcm(clip);
  await writeFile(outPath, encodeWav(pcm, SPEECH_AUDIO.sampleRate));
  return {
    durationSec: pcm.length / SPEECH_AUDIO.sampleRate,
    silent: false,
    leadTrimSec: trimmed.start / SPEECH_AUDIO.sampleRate,
  };
}
