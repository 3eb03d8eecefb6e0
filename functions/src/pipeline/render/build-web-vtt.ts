/** WebVTT, the subtitle format browsers' <track> elements read. */
import type { SubtitleCue } from './build-subtitle-cues.js';
import { formatTimestamp } from './format-timestamp.js';

/**
 * A WebVTT file for `cues`. "-->" and blank lines cannot occur in cue text, so they are neutralised.
 * @example buildWebVtt([{ startSec: 0, endSec: 2.5, text: 'Hello.' }])
 *   // 'WEBVTT\n\n1\n00:00:00.000 --> 00:00:02.500\nHello.\n'
 */
export function buildWebVtt(cues: readonly SubtitleCue[]): string {
  const blocks = cues.map(
    (cue, i) =>
      `${i + 1}\n${formatTimestamp(cue.startSec)} --> ${formatTimestamp(cue.endSec)}\n${cleanCueText(cue.text)}\n`,
  );
  return ['WEBVTT\n', ...blocks].join('\n');
}

/** @internal */
export function cleanCueText(text: string): string {
  return text
    .replace(/-->/g, '→')
    .replace(/\n\s*\n/g, '\n')
    .trim();
}
