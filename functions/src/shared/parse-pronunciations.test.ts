import { describe, expect, it } from 'vitest';
import { parsePronunciations } from './parse-pronunciations.js';
import { resolveSettings } from './settings.js';

describe('parsePronunciations', () => {
  it('reads "written = spoken" lines and skips comments and blank lines', () => {
    const text = '# method names\nGLUE = glue\n\n  Dijkstra =  dike stra  \nC++ = C plus plus\n';
    expect(parsePronunciations(text)).toEqual({
      ok: true,
      entries: [
        { written: 'GLUE', spoken: 'glue' },
        { written: 'Dijkstra', spoken: 'dike stra' },
        { written: 'C++', spoken: 'C plus plus' },
      ],
    });
  });

  it('names the line without "="', () => {
    expect(parsePronunciations('GLUE = glue\nDijkstra dike stra')).toEqual({
      ok: false,
      problem:
        'Pronunciation line 2 ("Dijkstra dike stra") needs the form "written = spoken", e.g. "GLUE = glue".',
    });
  });

  it('refuses an empty side', () => {
    expect(parsePronunciations(' = glue')).toEqual({
      ok: false,
      problem: 'Pronunciation line 1 ("= glue") needs a word on each side of "=".',
    });
  });

  it('refuses too many entries', () => {
    const text = Array.from({ length: 201 }, (_, i) => `w${i} = s`).join('\n');
    expect(parsePronunciations(text)).toEqual({
      ok: false,
      problem: 'There are too many pronunciations: at most 200.',
    });
  });
});

describe('resolveSettings with pronunciations', () => {
  it('keeps a valid lexicon and leaves an empty one out', () => {
    expect(resolveSettings({ pronunciations: 'GLUE = glue' })).toEqual({
      ok: true,
      settings: { slide_count: 5, voice_id: 'sully', pronunciations: 'GLUE = glue' },
    });
    expect(resolveSettings({ pronunciations: '  \n# none\n' })).toEqual({
      ok: true,
      settings: { slide_count: 5, voice_id: 'sully' },
    });
  });

  it('passes the line problem on', () => {
    expect(resolveSettings({ pronunciations: 'oops' })).toMatchObject({
      ok: false,
      problem: expect.stringContaining('line 1') as string,
    });
    expect(resolveSettings({ pronunciations: 3 })).toEqual({
      ok: false,
      problem: 'The pronunciations must be text, one "written = spoken" a line.',
    });
  });
});
