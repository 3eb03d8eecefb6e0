/** Subtitle timestamps. */

/**
 * `hh:mm:ss.mmm` (WebVTT) or, with `','`, `hh:mm:ss,mmm` (SRT). Rounds to whole milliseconds.
 * @example formatTimestamp(3723.4567) // '01:02:03.457'
 * @internal
 */
export function formatTimestamp(seconds: number, decimalMark: '.' | ',' = '.'): string {
  const totalMs = Math.max(0, Math.round(seconds * 1000));
  const ms = totalMs % 1000;
  const totalSec = (totalMs - ms) / 1000;
  const pad = (n: number, width = 2): string => String(n).padStart(width, '0');
  return `${pad(Math.floor(totalSec / 3600))}:${pad(Math.floor(totalSec / 60) % 60)}:${pad(totalSec % 60)}${decimalMark}${pad(ms, 3)}`;
}
