/**
 * The audio step with a cloud voice, against a local server speaking ElevenLabs' API: what the user
 * sees in the job's audio map (`slide_{i}` and `slide_{i}_error`) for each kind of answer.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobFiles } from '../backend/index.js';
import { cloudVoiceConfigFromEnv, createVoiceSynthesizer } from '../pipeline/index.js';
import { parseWavHeader } from '../pipeline/speech/parse-wav-header.js';
import {
  FAKE_ELEVENLABS_KEY,
  startFakeElevenLabs,
  type ElevenLabsBehaviour,
  type FakeServer,
} from '../pipeline/speech/cloud/testing/index.js';
import { toAudioStatusMap } from '../shared/job.js';
import { handleAudio } from './handle-audio.js';
import { createTaskFakes, startedJob, type TaskFakes } from './testing/task-fakes.js';

const FIRST = { retryCount: 0, maxAttempts: 3 };
const LAST = { retryCount: 2, maxAttempts: 3 };
const UID = 'ada';

let fake: FakeServer<ElevenLabsBehaviour>;
beforeAll(async () => {
  fake = await startFakeElevenLabs();
});
afterAll(() => fake.close());

async function jobWithPlan(apiKey = FAKE_ELEVENLABS_KEY): Promise<{ deps: TaskFakes; jobId: string }> {
  const deps = createTaskFakes();
  deps.synthesizer = createVoiceSynthesizer(
    cloudVoiceConfigFromEnv({ ELEVENLABS_API_KEY: apiKey, ELEVENLABS_BASE_URL: fake.url }),
    {
      binaries: deps.binaries,
      elevenlabs: { retry: { baseDelayMs: 1, maxAttempts: 2 } },
    },
  );
  const job = await startedJob(deps, UID, new Uint8Array([37, 80, 68, 70]));
  const slide = {
    slide_title: 'Results',
    visual_identifier: '',
    bullet_points: ['Better'],
    voiceover_script: 'The model improves the score by two points.',
  };
  await deps.jobs.update(job.job_id, { slides_plan: [slide, slide, slide], status: 'completed' });
  return { deps, jobId: job.job_id };
}

async function audioMap(deps: TaskFakes, jobId: string): Promise<Record<string, string>> {
  return toAudioStatusMap((await deps.jobs.get(jobId))?.audio ?? {});
}

describe('the audio step with ElevenLabs', () => {
  it('stores the narration in the common format and marks the slide completed', async () => {
    const { deps, jobId } = await jobWithPlan();
    await handleAudio({ job_id: jobId, uid: UID, slide: 1 }, deps, FIRST);
    expect(await audioMap(deps, jobId)).toEqual({ slide_1: 'completed' });
    expect(fake.requests.at(-1)?.url).toMatch(
      /^\/v1\/text-to-speech\/wAGzRVkxKEs8La0lmdrE\/with-timestamps\?output_format=pcm_24000$/,
    );
    const wav = parseWavHeader(deps.files.files.get(jobFiles.audio(jobId, 1))?.data ?? Buffer.alloc(0));
    expect(wav).toMatchObject({ sampleRate: 24_000, channels: 1, bitsPerSample: 16 });
    expect(wav?.durationSec).toBeGreaterThan(1);
  });

  it('fails the slide at once with a sentence when the key is refused', async () => {
    const { deps, jobId } = await jobWithPlan('revoked-key');
    await expect(handleAudio({ job_id: jobId, uid: UID, slide: 0 }, deps, FIRST)).resolves.toBeUndefined();
    expect(await audioMap(deps, jobId)).toEqual({
      slide_0: 'failed',
      slide_0_error:
        "ElevenLabs did not accept the server's API key, so the Sully voice cannot speak right now.",
    });
  });

  it('fails the slide at once when the account’s credits are used up', async () => {
    const { deps, jobId } = await jobWithPlan();
    fake.script('quota_exceeded');
    await handleAudio({ job_id: jobId, uid: UID, slide: 2 }, deps, FIRST);
    expect((await audioMap(deps, jobId))['slide_2_error']).toMatch(/used up its quota/);
  });

  it('leaves an outage to Cloud Tasks’ retries, and explains it on the last delivery', async () => {
    const { deps, jobId } = await jobWithPlan();
    fake.script('server_error', 'server_error');
    await expect(handleAudio({ job_id: jobId, uid: UID, slide: 0 }, deps, FIRST)).rejects.toThrow(
      /ElevenLabs had a problem/,
    );
    expect(await audioMap(deps, jobId)).toEqual({ slide_0: 'generating' });
    fake.script('server_error', 'server_error');
    await handleAudio({ job_id: jobId, uid: UID, slide: 0 }, deps, LAST);
    expect(await audioMap(deps, jobId)).toEqual({
      slide_0: 'failed',
      slide_0_error: 'ElevenLabs had a problem producing the Sully voice; try again in a few minutes.',
    });
  });
});
