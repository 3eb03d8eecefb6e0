/** The parent link of a process, from the first fields of `/proc/<pid>/stat`. */
export interface ProcStat {
  pid: number;
  ppid: number;
}

/**
 * Reads pid and ppid from the text of `/proc/<pid>/stat`. The command name sits in parentheses and may
 * itself hold spaces or parentheses, so the fields after it are found from the last `)`.
 * @example parseProcStat('42 (node) S 7 42 …') // { pid: 42, ppid: 7 }
 */
export function parseProcStat(text: string): ProcStat | undefined {
  const open = text.indexOf('(');
  const close = text.lastIndexOf(')');
  if (open < 0 || close < open) return undefined;
  const pid = Number(text.slice(0, open).trim());
  const ppid = Number(text.slice(close + 1).trim().split(/\s+/)[1]);
  return Number.isInteger(pid) && Number.isInteger(ppid) ? { pid, ppid } : undefined;
}
