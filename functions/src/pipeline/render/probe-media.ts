/** What a media file holds, according to ffprobe. */
import type { Binaries } from '../system/binaries.js';
import { runCommand } from '../system/run-command.js';
import { PipelineError } from '../errors.js';

export interface MediaStream {
  index: number;
  codecType: string;
  codecName: string;
  width?: number | undefined;
  height?: number | undefined;
  pixFmt?: string | undefined;
  sampleRate?: number | undefined;
  channels?: number | undefined;
  language?: string | undefined;
}

export interface MediaChapter {
  startSec: number;
  endSec: number;
  title: string;
}

export interface MediaInfo {
  durationSec: number;
  formatName: string;
  sizeBytes: number;
  streams: MediaStream[];
  chapters: MediaChapter[];
}

type Json = Record<string, unknown>;

function asRecord(value: unknown): Json {
  return typeof value === 'object' && value !== null ? (value as Json) : {};
}

function asArray(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

function num(value: unknown): number | undefined {
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN;
  return Number.isFinite(n) ? n : undefined;
}

function str(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

/**
 * Runs ffprobe on `path` and returns its format, streams and chapters.
 */
export async function probeMedia(path: string, binaries: Binaries, signal?: AbortSignal): Promise<MediaInfo> {
  const { stdout } = await runCommand(
    binaries.ffprobe,
    ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', '-show_chapters', path],
    { signal, timeoutMs: 60_000 },
  );
  let parsed: Json;
  try {
    parsed = asRecord(JSON.parse(stdout.toString('utf8')));
  } catch (error) {
    throw new PipelineError('tool_failed', `Could not read the media file ${path}.`, { cause: error });
  }
  const format = asRecord(parsed['format']);
  return {
    durationSec: num(format['duration']) ?? 0,
    formatName: str(format['format_name']) ?? '',
    sizeBytes: num(format['size']) ?? 0,
    streams: asArray(parsed['streams']).map((raw) => {
      const s = asRecord(raw);
      return {
        index: num(s['index']) ?? 0,
        codecType: str(s['codec_type']) ?? '',
        codecName: str(s['codec_name']) ?? '',
        width: num(s['width']),
        height: num(s['height']),
        pixFmt: str(s['pix_fmt']),
        sampleRate: num(s['sample_rate']),
        channels: num(s['channels']),
        language: str(asRecord(s['tags'])['language']),
      };
    }),
    chapters: asArray(parsed['chapters']).map((raw) => {
      const c = asRecord(raw);
      return {
        startSec: num(c['start_time']) ?? 0,
        endSec: num(c['end_time']) ?? 0,
        title: str(asRecord(c['tags'])['title']) ?? '',
      };
    }),
  };
}
