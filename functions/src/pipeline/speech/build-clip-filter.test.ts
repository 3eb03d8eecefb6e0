import { describe, it, expect } from 'vitest';
import { buildClipFilter } from './build-clip-filter.js';

describe('buildClipFilter', () => {
  it('measures loudness after converting to mono 24 kHz and trimming both ends', () => {
    expect(buildClipFilter()).toBe(
      'aformat=sample_fmts=flt:channel_layouts=mono,aresample=24000,' +
        'silenceremove=start_periods=1:start_threshold=-50dB:start_silence=0.1:detection=peak,areverse,' +
        'silenceremove=start_periods=1:start_threshold=-50dB:start_silence=0.1:detection=peak,areverse,' +
        'ebur128=peak=sample:framelog=verbose',
    );
  });

  it('applies the gain, limits peaks, adds the end pause and meters the result on a side branch', () => {
    const graph = buildClipFilter(9.456);
    expect(graph.startsWith('[0:a]aformat=')).toBe(true);
    expect(graph).toContain(
      ',volume=9.46dB,alimiter=limit=0.84:level=false,apad=pad_dur=0.4,asplit[clip][meter];',
    );
    expect(graph.endsWith('[meter]ebur128=peak=sample:framelog=verbose,anullsink')).toBe(true);
  });
});
