import { describe, expect, it } from 'vitest';
import { newJob, toAudioStatusMap, toJobSummary, validateJob } from './job.js';

const job = newJob({
  job_id: 'j1',
  owner_uid: 'ada',
  filename: 'paper.pdf',
  now: new Date('2025-03-14T12:00:00Z'),
});

describe('job documents', () => {
  it('start uploaded, with nothing generated', () => {
    expect(job).toMatchObject({
      status: 'uploaded',
      video_status: 'not_started',
      progress: 0,
      audio: {},
      slides_plan: null,
      schema_version: 1,
    });
  });

  it('show the public fields only, never the owner', () => {
    expect(toJobSummary(job)).not.toHaveProperty('owner_uid');
    expect(toJobSummary(job)).toMatchObject({
      job_id: 'j1',
      filename: 'paper.pdf',
      created_at: '2025-03-14T12:00:00.000Z',
    });
  });

  it('flatten audio into the product’s slide_{i} and slide_{i}_error keys', () => {
    expect(
      toAudioStatusMap({
        slide_0: { status: 'completed', error: null },
        slide_1: { status: 'failed', error: 'No voice.' },
      }),
    ).toEqual({
      slide_0: 'completed',
      slide_1: 'failed',
      slide_1_error: 'No voice.',
    });
  });

  it('validate back to the same job, and read a document without a version as version 1', () => {
    expect(validateJob(job)).toEqual({ ok: true, job });
    const { schema_version: _v, ...unversioned } = job;
    expect(validateJob(unversioned)).toEqual({ ok: true, job });
  });

  it.each([
    [{ ...job, status: 'done' }, 'The job has an unknown status.'],
    [{ ...job, progress: 101 }, 'The job progress must be 0 to 100.'],
    [{ ...job, audio: { slide_x: { status: 'completed' } } }, 'The job audio entry slide_x is invalid.'],
    [{ ...job, schema_version: 2 }, 'Unknown job schema version 2.'],
    [{ ...job, slides_plan: [] }, 'The slide plan has no slides.'],
  ])('refuse a broken document: %#', (doc, problem) => {
    expect(validateJob(doc)).toEqual({ ok: false, problem });
  });
});
