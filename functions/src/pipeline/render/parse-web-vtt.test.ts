import { describe, expect, it } from 'vitest';
import { buildSrt } from './build-srt.js';
import { buildWebVtt } from './build-web-vtt.js';
import { parseWebVtt } from './parse-web-vtt.js';

describe('parseWebVtt', () => {
  const cues = [
    { startSec: 0, endSec: 2.5, text: 'Attention is all\nyou need.' },
    { startSec: 2.5, endSec: 3723.457, text: '注意力机制。' },
  ];

  it('reads back what buildWebVtt writes, so its .srt is the one the render would have written', () => {
    const parsed = parseWebVtt(buildWebVtt(cues));
    expect(parsed).toEqual(cues);
    expect(buildSrt(parsed)).toBe(buildSrt(cues));
  });

  it('skips the header, notes and cue settings, and takes cues without hours or ids', () => {
    const text =
      'WEBVTT - talk\r\n\r\nNOTE made by hand\r\n\r\n01:02.000 --> 01:03.500 align:start\r\nOne.\r\n\r\nnot a cue\r\n';
    expect(parseWebVtt(text)).toEqual([{ startSec: 62, endSec: 63.5, text: 'One.' }]);
  });
});
