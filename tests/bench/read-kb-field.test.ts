import { describe, expect, it } from 'vitest';
import { readKbField } from './read-kb-field.js';

const STATUS = 'Name:\tnode\nVmPeak:\t 1200000 kB\nVmRSS:\t  151552 kB\nRssAnon:\t  90000 kB\n';

describe('readKbField', () => {
  it('reads the named field in KiB', () => {
    expect(readKbField(STATUS, 'VmRSS')).toBe(151552);
  });

  it('does not mistake a field whose name starts the same for the one asked', () => {
    expect(readKbField('RssAnon:\t 10 kB\nRss:\t 30 kB\n', 'Rss')).toBe(30);
  });

  it('returns 0 when the field is absent', () => {
    expect(readKbField('Name:\tkthreadd\n', 'VmRSS')).toBe(0);
  });
});
