/** Input lists for ffmpeg's concat demuxer, which joins stills and clips without re-encoding each. */

/** Quotes a path for a concat list: inside single quotes, a quote is written as '\''. */
function quote(path: string): string {
  return `'${path.replace(/'/g, "'\\''")}'`;
}

/**
 * An ffconcat list of `entries`, each lasting `durationSec`. For images, two things the demuxer
 * would otherwise get wrong: each still is read at 1000 frames per second so slide changes land on
 * the millisecond (the image reader's default 25 fps moved a 5.5 s start to 5.52 s), and the last
 * file is listed again without a duration, as the last entry's duration is ignored and the final
 * slide would flash for one frame. ffmpeg 4.x knows no per-file `option` lines (`perFileOptions: false`):
 * there the stills are read at 25 fps and slide changes land up to 40 ms late.
 * @example buildConcatList([{ path: '/a.wav', durationSec: 2 }], 'audio')
 *   // "ffconcat version 1.0\nfile '/a.wav'\nduration 2\n"
 * @internal
 */
export function buildConcatList(
  entries: ReadonlyArray<{ path: string; durationSec: number }>,
  kind: 'images' | 'audio',
  { perFileOptions = true }: { perFileOptions?: boolean } = {},
): string {
  const lines = ['ffconcat version 1.0'];
  const fileLines = (path: string): string[] => (kind === 'images' && perFileOptions ? [`file ${quote(path)}`, 'option framerate 1000'] : [`file ${quote(path)}`]);
  for (const entry of entries) lines.push(...fileLines(entry.path), `duration ${Number(entry.durationSec.toFixed(6))}`);
  const last = entries[entries.length - 1];
  if (kind === 'images' && last) lines.push(...fileLines(last.path));
  return `${lines.join('\n')}\n`;
}
