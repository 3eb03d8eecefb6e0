/**
 * The audio step as a deployment runs it with no voice keys: Cloud Text-to-Speech, switched on by the
 * runtime's own K_SERVICE, against a local server speaking its REST API. What the user sees in the
 * job's audio map when it speaks, and when the project has not enabled the API.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { jobFiles } from '../backend/index.js';
import { cloudVoiceConfigFromEnv, createVoiceSynthesizer } from '../pipeline/index.js';
import { parseWavHeader } from '../pipeline/speech/parse-wav-header.js';
import {
  startFakeCloudTts,
  type CloudTtsRequestBody,
  type FakeCloudTts,
} from '../pipeline/speech/cloud/testing/index.js';
import { toAudioStatusMap } from '../shared/job.js';
import { handleAudio } from './handle-audio.js';
import { createTaskFakes, startedJob, type TaskFakes } from './testing/task-fakes.js';

const FIRST = { retryCount: 0, maxAttempts: 3 };
const UID = 'ada';

let fake: FakeCloudTts;
beforeAll(async () => {
  fake = await startFakeCloudTts();
  vi.stubEnv('GOOGLE_APPLICATION_CREDENTIALS', fake.credentialsFile);
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await fake.close();
});

async function deployedJob(): Promise<{ deps: TaskFakes; jobId: string }> {
  const deps = createTaskFakes();
  // What the audio function's settings are on Google Cloud with only GOOGLE_TTS_BASE_URL changed.
  const settings = {
    GOOGLE_TTS: 'auto',
    GOOGLE_TTS_BASE_URL: fake.url,
    K_SERVICE: 'audio',
    FUNCTION_TARGET: 'audio',
  };
  deps.synthesizer = createVoiceSynthesizer(cloudVoiceConfigFromEnv(settings), {
    binaries: deps.binaries,
    googleTts: { retry: { baseDelayMs: 1, maxAttempts: 2 } },
  });
  const job = await startedJob(deps, UID, new Uint8Array([37, 80, 68, 70]));
  const slide = {
    slide_title: 'Results',
    visual_identifier: '',
    bullet_points: ['Better'],
    voiceover_script: 'The model improves the score by two points.',
  };
  await deps.jobs.update(job.job_id, { slides_plan: [slide, slide], status: 'completed' });
  return { deps, jobId: job.job_id };
}

const audioMap = async (deps: TaskFakes, jobId: string) =>
  toAudioStatusMap((await deps.jobs.get(jobId))?.audio ?? {});

describe('the audio step with Cloud Text-to-Speech', () => {
  it('speaks the slide with the Chirp 3 HD voice and stores it in the common format', async () => {
    const { deps, jobId } = await deployedJob();
    await handleAudio({ job_id: jobId, uid: UID, slide: 1 }, deps, FIRST);
    expect(await audioMap(deps, jobId)).toEqual({ slide_1: 'completed' });
    expect((fake.requests.at(-1)?.json as CloudTtsRequestBody).voice).toEqual({
      languageCode: 'en-US',
      name: 'en-US-Chirp3-HD-Achird',
    });
    const wav = parseWavHeader(deps.files.files.get(jobFiles.audio(jobId, 1))?.data ?? Buffer.alloc(0));
    expect(wav).toMatchObject({ channels: 1, bitsPerSample: 16 });
    expect(wav?.durationSec).toBeGreaterThan(1);
  });

  it('fails the slide at once, telling the operator to enable the API, when the project has it disabled', async () => {
    const { deps, jobId } = await deployedJob();
    fake.script('service_disabled');
    await expect(handleAudio({ job_id: jobId, uid: UID, slide: 0 }, deps, FIRST)).resolves.toBeUndefined();
    expect(await audioMap(deps, jobId)).toEqual({
      slide_0: 'failed',
      slide_0_error:
        "The Cloud Text-to-Speech API is not enabled in the server's Google Cloud project, so the Sully voice cannot speak; the operator must enable the Cloud Text-to-Speech API.",
    });
  });
});
