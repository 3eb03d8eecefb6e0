/**
 * The render cache of a job's video step, kept in the job's files between renders: the step's
 * scratch folder is gone when it ends and the next render may run on another instance, so what the
 * encoder keeps by content (see EncodeVideoOptions.cacheDir) is brought in before and stored after.
 */
import { mkdir, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { jobFiles, readStoredFile } from '../backend/index.js';
import type { TaskDeps } from './task-deps.js';

/** Past this, the oldest entries go: a job's pictures and narration take a few MB; edits add a little each. */
const MAX_CACHE_BYTES = 64 * 1024 * 1024;

interface CacheEntry {
  name: string;
  size: number;
}

async function readList(deps: TaskDeps, jobId: string): Promise<CacheEntry[]> {
  const path = jobFiles.videoCacheList(jobId);
  if (!(await deps.files.exists(path))) return [];
  try {
    const parsed: unknown = JSON.parse((await readStoredFile(deps.files, path)).toString('utf8'));
    return Array.isArray(parsed)
      ? parsed.filter(
          (e): e is CacheEntry =>
            typeof e?.name === 'string' && /^[\w.-]+$/.test(e.name) && typeof e.size === 'number',
        )
      : [];
  } catch {
    return [];
  }
}

/**
 * Copies the job's stored cache into `dir` and resolves with what it held (the stored list, oldest first).
 */
export async function restoreVideoCache(deps: TaskDeps, jobId: string, dir: string): Promise<string[]> {
  await mkdir(dir, { recursive: true });
  const names: string[] = [];
  for (const entry of await readList(deps, jobId)) {
    const stored = jobFiles.videoCacheFile(jobId, entry.name);
    if (!(await deps.files.exists(stored))) continue;
    await writeFile(join(dir, entry.name), await readStoredFile(deps.files, stored));
    names.push(entry.name);
  }
  return names;
}

/**
 * Stores the entries the render added to `dir` and the new list, dropping the oldest past the size
 * budget. Resolves with the names it stored (what the render encoded anew).
 */
export async function saveVideoCache(
  deps: TaskDeps,
  jobId: string,
  dir: string,
  restored: readonly string[],
): Promise<string[]> {
  const had = new Set(restored);
  const added = (await readdir(dir)).filter(
    (name) => !had.has(name) && /^[\w.-]+$/.test(name) && !name.endsWith('.tmp'),
  );
  for (const name of added)
    await deps.files.write(jobFiles.videoCacheFile(jobId, name), await readFile(join(dir, name)));
  const entries: CacheEntry[] = [];
  for (const name of [...restored, ...added])
    entries.push({ name, size: (await stat(join(dir, name))).size });
  let total = entries.reduce((sum, entry) => sum + entry.size, 0);
  while (total > MAX_CACHE_BYTES && entries.length > 0) {
    const oldest = entries.shift() as CacheEntry;
    total -= oldest.size;
    await deps.files.delete(jobFiles.videoCacheFile(jobId, oldest.name));
  }
  await deps.files.write(jobFiles.videoCacheList(jobId), Buffer.from(`${JSON.stringify(entries)}\n`, 'utf8'));
  return added;
}
