import { describe, it, expect } from 'vitest';
import { buildSrt } from './build-srt.js';

describe('buildSrt', () => {
  it('writes numbered blocks with comma-decimal timestamps separated by blank lines', () => {
    expect(
      buildSrt([
        { startSec: 0, endSec: 2.5, text: 'Hello.' },
        { startSec: 2.5, endSec: 61.0004, text: 'Two\nlines.' },
      ]),
    ).toBe('1\n00:00:00,000 --> 00:00:02,500\nHello.\n\n2\n00:00:02,500 --> 00:01:01,000\nTwo\nlines.\n');
  });
});
