/** Puts a job in a given state straight into the fake store, for tests of later routes. */
import { newJob, type Job } from '../../shared/job.js';
import type { SlidesPlan } from '../../shared/slide-plan.js';
import type { FakeDeps } from './fake-deps.js';

/** A three-slide plan as the planner would write it. @internal */
export const SAMPLE_PLAN: SlidesPlan = [
  {
    slide_title: 'Attention',
    visual_identifier: '',
    bullet_points: ['Why attention'],
    voiceover_script: 'We study attention.',
  },
  {
    slide_title: 'Model',
    visual_identifier: 'Figure 1',
    bullet_points: ['Encoder', 'Decoder'],
    voiceover_script: 'The model has two halves.',
  },
  {
    slide_title: 'Results',
    visual_identifier: 'Table 2',
    bullet_points: ['28.4 BLEU'],
    voiceover_script: 'It reaches 28.4 BLEU.',
  },
];

/** @internal */
export async function seedJob(deps: FakeDeps, uid: string, fields: Partial<Job> = {}): Promise<Job> {
  const base = newJob({
    job_id: deps.ids.newJobId(),
    owner_uid: uid,
    filename: 'attention.pdf',
    now: deps.clock.now(),
  });
  const job: Job = {
    ...base,
    status: 'completed',
    progress: 100,
    current_step: 'Slide plan ready',
    slides_plan: SAMPLE_PLAN,
    settings: { slide_count: 3, voice_id: 'sully' },
    ...fields,
  };
  await deps.jobs.create(job);
  return job;
}
