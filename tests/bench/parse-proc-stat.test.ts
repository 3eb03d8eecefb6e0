import { describe, expect, it } from 'vitest';
import { parseProcStat } from './parse-proc-stat.js';

const LINE = '4242 (node) S 4100 4242 4100 0 -1 4194560 1771 120 3 0 250 40 17 6 20 0 11 0';

describe('parseProcStat', () => {
  it('reads the pid, the parent pid and the CPU ticks of the process and of its waited-for children', () => {
    expect(parseProcStat(LINE)).toEqual({
      pid: 4242,
      ppid: 4100,
      utime: 250,
      stime: 40,
      cutime: 17,
      cstime: 6,
    });
  });

  it('reads past a command name that holds spaces and parentheses', () => {
    expect(parseProcStat(LINE.replace('(node)', '(Web Content (x) 9)'))).toMatchObject({
      pid: 4242,
      ppid: 4100,
      cutime: 17,
    });
  });

  it('reads the parent of a line cut short, with its missing ticks as 0', () => {
    expect(parseProcStat('17 (sh) R 3 17 3 0')).toEqual({
      pid: 17,
      ppid: 3,
      utime: 0,
      stime: 0,
      cutime: 0,
      cstime: 0,
    });
  });

  it('returns undefined for text that is not a stat line', () => {
    expect(parseProcStat('')).toBeUndefined();
    expect(parseProcStat('garbage')).toBeUndefined();
  });
});
