/** Reads how far ffmpeg has got from one line of its stderr. */

function clockToSeconds(sign: string, hours: string, minutes: string, seconds: string): number {
  const value = Number(hours) * 3600 + Number(minutes) * 60 + Number(seconds);
  return sign === '-' ? 0 : value;
}

/**
 * Seconds of output written so far, from a `-progress` line (`out_time_us=…`, `out_time=…`) or the
 * classic stats line (`… time=00:01:02.50 …`); undefined for any other line or "N/A". Negative times
 * (before the first packet) count as 0.
 * @example parseFfmpegProgress('out_time_us=62500000') // 62.5
 */
export function parseFfmpegProgress(line: string): number | undefined {
  const trimmed = line.trim();
  // out_time_ms is also in microseconds: a long-standing ffmpeg naming mistake.
  const micros = /^out_time_(?:us|ms)=(-?\d+)$/.exec(trimmed);
  if (micros?.[1] !== undefined) return Math.max(0, Number(micros[1]) / 1e6);
  const clock = /(?:^out_time=|\btime=)(-?)(\d+):(\d{2}):(\d{2}(?:\.\d+)?)/.exec(trimmed);
  if (clock) return clockToSeconds(clock[1] ?? '', clock[2] ?? '0', clock[3] ?? '0', clock[4] ?? '0');
  return undefined;
}
