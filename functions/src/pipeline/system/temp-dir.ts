/** Temporary working folders that are always removed, whatever happens to the work inside. */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Runs `work` with a fresh folder and removes the folder afterwards, on success, failure or cancel.
 * @internal
 */
export async function withTempDir<T>(prefix: string, work: (dir: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(join(tmpdir(), `lectern-${prefix}-`));
  try {
    return await work(dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Makes a folder the caller owns and must remove (e.g. a run's working folder). @internal */
export function makeTempDir(prefix: string): Promise<string> {
  return mkdtemp(join(tmpdir(), `lectern-${prefix}-`));
}
