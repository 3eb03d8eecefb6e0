/** Reads back a WebVTT file: a video stored before its .srt was kept still offers one made from its .vtt. */
import type { SubtitleCue } from './build-subtitle-cues.js';

const TIMING = /^\s*((?:\d+:)?\d{1,2}:\d{2}\.\d{3})\s+-->\s+((?:\d+:)?\d{1,2}:\d{2}\.\d{3})/;

function seconds(timestamp: string): number {
  return timestamp.split(':').reduce((total, part) => total * 60 + Number(part), 0);
}

/**
 * The cues of a WebVTT document (header, notes and cue settings are skipped).
 * @example parseWebVtt('WEBVTT\n\n1\n00:00:00.000 --> 00:00:02.500\nHello.\n') // [{ startSec: 0, endSec: 2.5, text: 'Hello.' }]
 */
export function parseWebVtt(text: string): SubtitleCue[] {
  const cues: SubtitleCue[] = [];
  for (const block of text.replace(/\r\n?/g, '\n').split(/\n{2,}/)) {
    const lines = block.split('\n');
    const at = lines.findIndex((line) => TIMING.test(line));
    const timing = at === -1 ? null : TIMING.exec(lines[at] ?? '');
    if (timing?.[1] === undefined || timing[2] === undefined) continue;
    cues.push({
      startSec: seconds(timing[1]),
      endSec: seconds(timing[2]),
      text: lines
        .slice(at + 1)
        .join('\n')
        .trim(),
    });
  }
  return cues;
}
