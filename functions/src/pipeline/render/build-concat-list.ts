/** Input list for ffmpeg's concat demuxer, which joins the narration clips without re-encoding each. */

/** Quotes a path for a concat list: inside single quotes, a quote is written as '\''. */
function quote(path: string): string {
  return `'${path.replace(/'/g, "'\\''")}'`;
}

/**
 * An ffconcat list of `entries`, each lasting `durationSec`.
 * @example buildConcatList([{ path: '/a.wav', durationSec: 2 }])
 *   // "ffconcat version 1.0\nfile '/a.wav'\nduration 2\n"
 * @internal
 */
export function buildConcatList(entries: ReadonlyArray<{ path: string; durationSec: number }>): string {
  const lines = ['ffconcat version 1.0'];
  for (const entry of entries)
    lines.push(`file ${quote(entry.path)}`, `duration ${Number(entry.durationSec.toFixed(6))}`);
  return `${lines.join('\n')}\n`;
}
