/** A job's finished narration, copied here for the deck to embed. */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { jobFiles, readStoredFile } from '../backend/index.js';
import { probeMedia, type NarrationClip } from '../pipeline/index.js';
import { audioKey, type Job } from '../shared/job.js';
import type { SlidesPlan } from '../shared/slide-plan.js';
import { readNarrationRecord } from './narration-record.js';
import type { TaskDeps } from './task-deps.js';

/**
 * Every slide's stored clip as a local file with its length and sentence starts, or undefined unless every slide of
 * `plan` has finished narration: a deck that speaks only some slides would stop mid-talk.
 */
export async function storedNarration(
  deps: TaskDeps,
  job: Job,
  plan: SlidesPlan,
  workDir: string,
): Promise<NarrationClip[] | undefined> {
  const stored = plan.map((_, index) => jobFiles.audio(job.job_id, index));
  const voiced = plan.every((_, index) => job.audio[audioKey(index)]?.status === 'completed');
  if (!voiced || !(await Promise.all(stored.map((path) => deps.files.exists(path)))).every(Boolean))
    return undefined;
  const clips: NarrationClip[] = [];
  for (const [index, path] of stored.entries()) {
    const local = join(workDir, `narration_${index}.wav`);
    await writeFile(local, await readStoredFile(deps.files, path));
    // The sentence starts the voice reported, so the deck reveals at the moments the video does.
    const record = await readNarrationRecord(deps.files, jobFiles.audioTimings(job.job_id, index));
    clips.push({
      path: local,
      durationSec: (await probeMedia(local, deps.binaries)).durationSec,
      sentenceStartsSec: record?.sentenceStartsSec,
    });
  }
  return clips;
}
