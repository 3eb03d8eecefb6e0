/** SubRip (.srt), the subtitle format most desktop players and video sites accept. */
import type { SubtitleCue } from './build-subtitle-cues.js';
import { cleanCueText } from './build-web-vtt.js';
import { formatTimestamp } from './format-timestamp.js';

/**
 * An SRT file for `cues`: numbered blocks with comma-decimal timestamps.
 * @example buildSrt([{ startSec: 0, endSec: 2.5, text: 'Hello.' }]) // '1\n00:00:00,000 --> 00:00:02,500\nHello.\n'
 */
export function buildSrt(cues: readonly SubtitleCue[]): string {
  return cues
    .map(
      (cue, i) =>
        `${i + 1}\n${formatTimestamp(cue.startSec, ',')} --> ${formatTimestamp(cue.endSec, ',')}\n${cleanCueText(cue.text)}\n`,
    )
    .join('\n');
}
