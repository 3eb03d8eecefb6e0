/** Narrates one slide of a job's saved plan into the store; shared by the audio and video steps. */
import { readFile } from 'node:fs/promises';
import { jobFiles } from '../backend/index.js';
import { isProviderError, PipelineError, synthesizeSlide } from '../pipeline/index.js';
import { withTempDir } from '../pipeline/system/temp-dir.js';
import type { Job } from '../shared/job.js';
import { lexiconOf } from '../shared/settings.js';
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
  const path = jobFiles.audio(job.job_id, index);
  await withTempDir('audio', async (workDir) => {
    const clip = await synthesizeSlide(script, index, {
      voice: job.settings?.voice_id ?? DEFAULT_VOICE,
      language,
      lexicon: lexiconOf(job.settings),
      workDir,
      binaries: deps.binaries,
      synthesizer: deps.synthesizer,
    }).catch((error: unknown) => {
      throw asPipelineError(error);
    });
    if (clip.notice !== undefined) deps.log.info('Slide narrated with a notice', { jobId: job.job_id, slide: index, notice: clip.notice });
    await deps.files.write(path, await readFile(clip.path));
  });
}

/**
 * A cloud voice's failure in the engine's terms, which the step's failure rules know: what may pass
 * (a rate limit, a provider outage, a time-out, garbled audio) is retried by Cloud Tasks; a bad key, a
 * used-up quota or an unknown voice fails the slide at once with the provider's sentence, as no retry
 * helps (classified like a missing program: the server's fault, not the user's).
 */
function asPipelineError(error: unknown): unknown {
  if (!isProviderError(error)) return error;
  if (error.retryable || error.kind === 'bad_response') return new PipelineError('tool_failed', error.message, { cause: error, transient: true });
  return new PipelineError('missing_tool', error.message, { cause: error });
}
