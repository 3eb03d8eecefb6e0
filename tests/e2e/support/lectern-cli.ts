/**
 * What the `lectern` end-to-end tests share: running the built command with only the provider settings
 * a test gives, and reading the video it wrote with ffprobe.
 */
import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { speakTone } from '../../../functions/src/pipeline/speech/cloud/testing/index.js';

const run = promisify(execFile);

const LECTERN = resolve(import.meta.dirname, '../../../functions/bin/lectern');

/** @internal */
export interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
}

/**
 * Runs `lectern args` in `cwd`. The machine's own provider keys are left out, so only what `env` sets
 * switches a provider on.
 * @internal
 */
export async function runLectern(
  args: string[],
  cwd: string,
  env: Record<string, string> = {},
): Promise<CliRun> {
  const base = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !/^(?:GEMINI|GOOGLE|OPENAI|ELEVENLABS)_/.test(name)),
  );
  try {
    const { stdout, stderr } = await run(LECTERN, args, {
      cwd,
      env: { ...base, ...env },
      maxBuffer: 16 * 1024 * 1024,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? -1, stdout: failed.stdout ?? '', stderr: failed.stderr ?? '' };
  }
}

/** @internal */
export interface Probe {
  /** Seconds. */
  duration: number;
  audio: { codec_name: string; sample_rate: string } | undefined;
  video: { codec_name: string; width: number; height: number } | undefined;
  chapters: Array<{ title: string; start: number; end: number }>;
}

/** What ffprobe reads of a media file: its length, streams and chapters. @internal */
export async function probe(path: string): Promise<Probe> {
  const { stdout } = await run('ffprobe', [
    '-v',
    'error',
    '-print_format',
    'json',
    '-show_format',
    '-show_streams',
    '-show_chapters',
    path,
  ]);
  const info = JSON.parse(stdout) as {
    format: { duration: string };
    streams: Array<{
      codec_type: string;
      codec_name: string;
      sample_rate: string;
      width: number;
      height: number;
    }>;
    chapters?: Array<{ start_time: string; end_time: string; tags?: { title?: string } }>;
  };
  return {
    duration: Number(info.format.duration),
    audio: info.streams.find((stream) => stream.codec_type === 'audio'),
    video: info.streams.find((stream) => stream.codec_type === 'video'),
    chapters: (info.chapters ?? []).map((chapter) => ({
      title: chapter.tags?.title ?? '',
      start: Number(chapter.start_time),
      end: Number(chapter.end_time),
    })),
  };
}

/** How long the voice stand-ins' tone for `text` lasts, in seconds. @internal */
export function toneSeconds(text: string): number {
  return speakTone(text).pcm.length / 2 / 24_000;
}

/** The loudest sample of a file's audio, in dBFS (ffmpeg's volumedetect); -91 is digital silence. @internal */
export async function maxVolumeDb(path: string): Promise<number> {
  const { stderr } = await run('ffmpeg', [
    '-hide_banner',
    '-nostdin',
    '-i',
    path,
    '-map',
    '0:a',
    '-af',
    'volumedetect',
    '-f',
    'null',
    '-',
  ]);
  const max = /max_volume: (-?[\d.]+|-inf) dB/.exec(stderr)?.[1];
  if (max === undefined) throw new Error(`ffmpeg measured no volume in ${path}`);
  return max === '-inf' ? -Infinity : Number(max);
}
