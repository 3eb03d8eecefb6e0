import { describe, it, expect } from 'vitest';
import { buildWebVtt } from './build-web-vtt.js';

describe('buildWebVtt', () => {
  it('writes the header and numbered cues with dot-decimal timestamps', () => {
    expect(
      buildWebVtt([
        { startSec: 0, endSec: 2.5, text: 'Hello.' },
        { startSec: 2.5, endSec: 3723.4567, text: 'Two\nlines.' },
      ]),
    ).toBe(
      'WEBVTT\n\n1\n00:00:00.000 --> 00:00:02.500\nHello.\n\n2\n00:00:02.500 --> 01:02:03.457\nTwo\nlines.\n',
    );
  });

  it('keeps cue text from ending the cue early or faking a timing line', () => {
    const vtt = buildWebVtt([{ startSec: 0, endSec: 1, text: 'a --> b\n\nc' }]);
    expect(vtt).toBe('WEBVTT\n\n1\n00:00:00.000 --> 00:00:01.000\na → b\nc\n');
  });

  it('is a valid empty file when there are no cues', () => {
    expect(buildWebVtt([])).toBe('WEBVTT\n');
  });
});
