/** A slide's narration in the format the PowerPoint embeds. */
import type { Binaries } from '../system/binaries.js';
import { runCommand } from '../system/run-command.js';

/**
 * Encodes a narration clip (WAV) as AAC in an .m4a, which PowerPoint (2013 on, Windows and Mac) and
 * LibreOffice play: a mono voice at 64 kbit/s is a sixth of the speak stage's WAV (24 kHz, 16-bit),
 * so a deck of eight one-minute slides carries about 4 MB of sound. `-aac_coder fast`, as the video's
 * narration uses (render/build-ffmpeg-args.ts): on speech it costs a third of the default coder's CPU
 * (0.27 against 0.84 CPU-seconds for a minute of narration) and a voice at 64 kbit/s sounds the same.
 */
export async function encodePptxAudio(
  wavPath: string,
  outPath: string,
  options: { binaries: Binaries; signal?: AbortSignal | undefined },
): Promise<void> {
  await runCommand(
    options.binaries.ffmpeg,
    [
      '-hide_banner',
      '-loglevel',
      'error',
      '-nostdin',
      '-y',
      '-i',
      wavPath,
      '-vn',
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
      outPath,
    ],
    { signal: options.signal, timeoutMs: 120_000 },
  );
}
