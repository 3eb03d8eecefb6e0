/**
 * The value in KiB of a `Name:   123 kB` line of `/proc/<pid>/status` or `/proc/<pid>/smaps_rollup`
 * (for example VmRSS or Pss); 0 when the field is absent, as it is for a kernel thread or a zombie.
 * @example readKbField('VmRSS:\t  51200 kB\n', 'VmRSS') // 51200
 */
export function readKbField(text: string, name: string): number {
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}:`)) continue;
    const value = Number(
      line
        .slice(name.length + 1)
        .trim()
        .split(/\s+/)[0],
    );
    return Number.isFinite(value) ? value : 0;
  }
  return 0;
}
