import { describe, expect, it } from 'vitest';
import { parseStageTask } from './parse-stage-task.js';

describe('parseStageTask', () => {
  it('accepts the payloads the API queues', () => {
    expect(parseStageTask({ job_id: 'j', uid: 'u' })).toEqual({ job_id: 'j', uid: 'u' });
    expect(parseStageTask({ job_id: 'j', uid: 'u', slide: 2 })).toEqual({ job_id: 'j', uid: 'u', slide: 2 });
    expect(parseStageTask({ job_id: 'j', uid: 'u', mode: 're-export' })).toEqual({
      job_id: 'j',
      uid: 'u',
      mode: 're-export',
    });
  });

  it('rejects payloads no step can run', () => {
    for (const bad of [
      null,
      'j',
      {},
      { job_id: 'j' },
      { job_id: '', uid: 'u' },
      { job_id: 'j', uid: 'u', slide: -1 },
      { job_id: 'j', uid: 'u', slide: 1.5 },
      { job_id: 'j', uid: 'u', mode: 'x' },
    ]) {
      expect(parseStageTask(bad)).toBeUndefined();
    }
  });
});
