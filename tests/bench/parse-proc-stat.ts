/** The fields of `/proc/<pid>/stat` the benchmarks read: the parent link and the CPU clock ticks. */
export interface ProcStat {
  pid: number;
  ppid: number;
  /** Ticks (`getconf CLK_TCK`, 100 on Linux) the process itself ran in user and kernel mode. */
  utime: number;
  stime: number;
  /** Ticks its children ran, counted once they exit and are waited for (ffmpeg, the voices). */
  cutime: number;
  cstime: number;
}

/**
 * Reads pid, ppid and the CPU tick counters from the text of `/proc/<pid>/stat`. The command name sits
 * in parentheses and may itself hold spaces or parentheses, so the fields after it are found from the last `)`.
 * @example parseProcStat('42 (node) S 7 42 … 120 30 5 1 …') // { pid: 42, ppid: 7, utime: 120, stime: 30, cutime: 5, cstime: 1 }
 */
export function parseProcStat(text: string): ProcStat | undefined {
  const open = text.indexOf('(');
  const close = text.lastIndexOf(')');
  if (open < 0 || close < open) return undefined;
  const pid = Number(text.slice(0, open).trim());
  // After the name: state ppid pgrp session tty_nr tpgid flags minflt cminflt majflt cmajflt utime stime cutime cstime …
  const fields = text
    .slice(close + 1)
    .trim()
    .split(/\s+/);
  const ppid = Number(fields[1]);
  if (!Number.isInteger(pid) || !Number.isInteger(ppid)) return undefined;
  const tick = (index: number): number => {
    const value = Number(fields[index]);
    return Number.isFinite(value) ? value : 0;
  };
  return { pid, ppid, utime: tick(11), stime: tick(12), cutime: tick(13), cstime: tick(14) };
}
