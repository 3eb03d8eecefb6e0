import { describe, expect, it } from 'vitest';
import { parseProcStat } from './parse-proc-stat.js';

describe('parseProcStat', () => {
  it('reads the pid and the parent pid', () => {
    expect(parseProcStat('4242 (node) S 4100 4242 4100 0 -1 4194560 1771')).toEqual({ pid: 4242, ppid: 4100 });
  });

  it('reads past a command name that holds spaces and parentheses', () => {
    expect(parseProcStat('17 (Web Content (x)) R 3 17 3 0')).toEqual({ pid: 17, ppid: 3 });
  });

  it('returns undefined for text that is not a stat line', () => {
    expect(parseProcStat('')).toBeUndefined();
    expect(parseProcStat('garbage')).toBeUndefined();
  });
});
