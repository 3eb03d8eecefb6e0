/** Narrates one slide of a job's saved plan into the store; shared by the audio and video steps. */
import { readFile } from 'node:fs/promises';
import { storagePaths } from '../backend/index.js';
import { synthesizeSlide } from '../pipeline/index.js';
import { withTempDir } from '../pipeline/system/temp-dir.js';
import type { Job } from '../shared/job.js';
import { DEFAULT_VOICE } from '../shared/voices.js';
import type { TaskDeps } from './task-deps.js';

/**
 * Speaks slide `index` of `job`'s saved plan with the job's voice and stores the WAV at
 * `jobs/{jobId}/audio/slide_{index}.wav`. The store write is atomic, so a
 * listener never hears half a clip.
 * @public
 */
export async function voiceSlide(deps: TaskDeps, job: Job, index: number, language: string): Promise<void> {
  const script = job.slides_plan?.[index]?.voiceover_script ?? '';
  const path = storagePaths.audio(job.job_id, index);
  await withTempDir('audio', async (workDir) => {
    const clip = await synthesizeSlide(script, index, {
      voice: job.settings?.voice_id ?? DEFAULT_VOICE,
      language,
      workDir,
      binaries: deps.binaries,
      synthesizer: deps.synthesizer,
    });
    if (clip.notice !== undefined) deps.log.info('Slide narrated with a notice', { jobId: job.job_id, slide: index, notice: clip.notice });
    await deps.files.write(path, await readFile(clip.path));
  });
}
