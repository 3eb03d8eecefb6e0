/** The slides' narration in the format the PowerPoint embeds. */
import type { Binaries } from '../system/binaries.js';
import { runCommand } from '../system/run-command.js';

/**
 * Encodes narration clips (WAV) as AAC in .m4a files, `wavPaths[i]` to `outPaths[i]`, which
 * PowerPoint (2013 on, Windows and Mac) and LibreOffice play: a mono voice at 64 kbit/s is a sixth of
 * the speak stage's WAV (24 kHz, 16-bit), so a deck of eight one-minute slides carries about 4 MB of
 * sound. `-aac_coder fast`, as the video's narration uses (render/build-ffmpeg-args.ts): on speech it
 * costs a third of the default coder's CPU (0.27 against 0.84 CPU-seconds for a minute of narration)
 * and a voice at 64 kbit/s sounds the same. One ffmpeg run for every clip: a run's start costs about
 * as much as encoding ten seconds of speech.
 */
export async function encodePptxAudio(
  wavPaths: readonly string[],
  outPaths: readonly string[],
  options: { binaries: Binaries; signal?: AbortSignal | undefined },
): Promise<void> {
  if (wavPaths.length !== outPaths.length)
    throw new RangeError(`${wavPaths.length} clips cannot be encoded to ${outPaths.length} files.`);
  if (wavPaths.length === 0) return;
  await runCommand(
    options.binaries.ffmpeg,
    [
      '-hide_banner',
      '-loglevel',
      'error',
      '-nostdin',
      '-y',
      ...wavPaths.flatMap((path) => ['-i', path]),
      ...outPaths.flatMap((path, i) => [
        '-map',
        `${i}:a:0`,
        '-ac',
        '1',
        '-c:a',
        'aac',
        '-aac_coder',
        'fast',
        '-b:a',
        '64k',
        '-movflags',
        '+faststart',
        path,
      ]),
    ],
    { signal: options.signal, timeoutMs: 120_000 * wavPaths.length },
  );
}
