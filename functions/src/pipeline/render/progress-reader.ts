/** Turns ffmpeg's `-progress` output on stderr into progress callbacks. */
import type { OnStageProgress } from '../progress.js';
import { parseFfmpegProgress } from './parse-ffmpeg-progress.js';

/**
 * A stderr listener that feeds chunks to the progress parser line by line and reports seconds of
 * output done out of `totalSec`, rising only.
 * @internal
 */
export function progressReader(
  totalSec: number,
  onProgress: OnStageProgress | undefined,
): (chunk: string) => void {
  let pending = '';
  let last = -1;
  return (chunk) => {
    if (!onProgress) return;
    const lines = (pending + chunk).split(/[\r\n]/);
    pending = lines.pop() ?? '';
    for (const line of lines) {
      const seconds = parseFfmpegProgress(line);
      if (seconds === undefined) continue;
      const done = Math.min(totalSec, Math.round(seconds * 10) / 10);
      if (done > last) {
        last = done;
        onProgress({ done, total: totalSec });
      }
    }
  };
}
