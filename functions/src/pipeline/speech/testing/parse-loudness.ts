/** Reads the loudness that ffmpeg's ebur128 filter prints when it finishes: the reference the tests hold the engine's own measure to. */
import type { Binaries } from '../../system/binaries.js';
import { runCommand } from '../../system/run-command.js';

/** @internal */
export interface Loudness {
  /** EBU R128 integrated loudness in LUFS; -70 (the absolute gate) or below means silence. */
  integratedLufs: number;
  /** Highest sample in dBFS; -Infinity for digital silence. */
  samplePeakDb: number;
}

function lastMatch(text: string, pattern: RegExp): string | undefined {
  let found: string | undefined;
  for (const match of text.matchAll(pattern)) found = match[1];
  return found;
}

function toNumber(value: string): number {
  return value === '-inf' ? -Infinity : Number(value);
}

/**
 * Finds the summary of `ebur128=peak=sample` in ffmpeg's stderr. ffmpeg may print more than one
 * summary (a graph configured twice prints an empty one first), so the last one counts.
 * @example parseLoudness('Integrated loudness:\n    I:  -26.8 LUFS … Sample peak:\n    Peak:  -10.6 dBFS')
 *   // { integratedLufs: -26.8, samplePeakDb: -10.6 }
 * @internal
 */
export function parseLoudness(stderr: string): Loudness | undefined {
  const integrated = lastMatch(stderr, /Integrated loudness:\s*I:\s*(-?\d+(?:\.\d+)?|-inf) LUFS/g);
  const peak = lastMatch(stderr, /Sample peak:\s*Peak:\s*(-?\d+(?:\.\d+)?|-inf) dBFS/g);
  if (integrated === undefined || peak === undefined) return undefined;
  return { integratedLufs: toNumber(integrated), samplePeakDb: toNumber(peak) };
}

/** ffmpeg's ebur128 reading of the audio file at `path`, or undefined when ffmpeg printed none. */
export async function ffmpegLoudness(path: string, binaries: Binaries): Promise<Loudness | undefined> {
  const { stderr } = await runCommand(binaries.ffmpeg, [
    '-hide_banner',
    '-nostats',
    '-i',
    path,
    '-af',
    'ebur128=peak=sample:framelog=verbose',
    '-f',
    'null',
    '-',
  ]);
  return parseLoudness(stderr);
}
