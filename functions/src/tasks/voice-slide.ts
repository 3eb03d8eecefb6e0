/** Narrates one slide of a job's saved plan into the store; shared by the audio and video steps. */
import { readFile } from 'node:fs/promises';
import { jobFiles, readStoredFile } from '../backend/index.js';
import { isProviderError, narrationKey, PipelineError, synthesizeSlide } from '../pipeline/index.js';
import { withTempDir } from '../pipeline/system/temp-dir.js';
import type { Job } from '../shared/job.js';
import { lexiconOf } from '../shared/settings.js';
import { DEFAULT_VOICE } from '../shared/voices.js';
import { encodeNarrationRecord, readNarrationRecord } from './narration-record.js';
import type { TaskDeps } from './task-deps.js';

/**
 * The narrationKey of slide `index` of `job` as the job's settings and the deployment's voices would speak it.
 */
export function slideNarrationKey(
  deps: Pick<TaskDeps, 'synthesizer'>,
  job: Job,
  index: number,
  language: string,
): string {
  return narrationKey({
    script: job.slides_plan?.[index]?.voiceover_script ?? '',
    voice: job.settings?.voice_id ?? DEFAULT_VOICE,
    language,
    lexicon: lexiconOf(job.settings),
    provider: deps.synthesizer?.name ?? 'local',
  });
}

/**
 * Speaks slide `index` of `job`'s saved plan with the job's voice and stores the WAV at
 * `jobs/{jobId}/audio/slide_{index}.wav`, with its narration record (where each sentence starts)
 * beside it. A script spoken before with the same voice, language, lexicon and provider (at this or
 * any other slide) is not voiced again: its stored clip is used. Store writes are atomic, so a
 * listener never hears half a clip. Resolves whether the slide was voiced (false: reused).
 */
export async function voiceSlide(
  deps: TaskDeps,
  job: Job,
  index: number,
  language: string,
): Promise<{ voiced: boolean }> {
  const script = job.slides_plan?.[index]?.voiceover_script ?? '';
  const voice = job.settings?.voice_id ?? DEFAULT_VOICE;
  const lexicon = lexiconOf(job.settings);
  const key = slideNarrationKey(deps, job, index, language);
  const path = jobFiles.audio(job.job_id, index);
  const timingsPath = jobFiles.audioTimings(job.job_id, index);
  const known = await readNarrationRecord(deps.files, jobFiles.narrationTimings(job.job_id, key));
  if (
    known !== undefined &&
    known.key === key &&
    (await deps.files.exists(jobFiles.narration(job.job_id, key)))
  ) {
    await deps.files.write(path, await readStoredFile(deps.files, jobFiles.narration(job.job_id, key)));
    await deps.files.write(timingsPath, encodeNarrationRecord(known));
    return { voiced: false };
  }
  await withTempDir('audio', async (workDir) => {
    const clip = await synthesizeSlide(script, index, {
      voice,
      language,
      lexicon,
      workDir,
      binaries: deps.binaries,
      synthesizer: deps.synthesizer,
    }).catch((error: unknown) => {
      throw asPipelineError(error);
    });
    if (clip.notice !== undefined)
      deps.log.info('Slide narrated with a notice', { jobId: job.job_id, slide: index, notice: clip.notice });
    const wav = await readFile(clip.path);
    const record = encodeNarrationRecord({
      key,
      durationSec: clip.durationSec,
      sentenceStartsSec: clip.sentenceStartsSec,
      voiceUsed: clip.voiceUsed,
    });
    // The clip by its key first: a record is only ever found beside a whole clip.
    await deps.files.write(jobFiles.narration(job.job_id, key), wav);
    await deps.files.write(jobFiles.narrationTimings(job.job_id, key), record);
    await deps.files.write(path, wav);
    await deps.files.write(timingsPath, record);
  });
  return { voiced: true };
}

/**
 * A cloud voice's failure in the engine's terms, which the step's failure rules know: what may pass
 * (a rate limit, a provider outage, a time-out, garbled audio) is retried by Cloud Tasks; a bad key, a
 * used-up quota or an unknown voice fails the slide at once with the provider's sentence, as no retry
 * helps (classified like a missing program: the server's fault, not the user's).
 */
function asPipelineError(error: unknown): unknown {
  if (!isProviderError(error)) return error;
  if (error.retryable || error.kind === 'bad_response')
    return new PipelineError('tool_failed', error.message, { cause: error, transient: true });
  return new PipelineError('missing_tool', error.message, { cause: error });
}
