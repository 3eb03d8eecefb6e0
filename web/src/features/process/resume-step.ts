/**
 * Where a reopened `/process/{jobId}` picks up: the step that matches what the job has done so far.
 * Pure, so the wizard and its tests agree on one rule.
 */
import type { JobSummary } from '../../api';
import type { StepNumber } from './steps';

export interface JobProgressState {
  job: Pick<JobSummary, 'status' | 'video_status'>;
  /** Slides in the plan (0 when there is none yet). */
  slideCount: number;
  /** The `slide_{i}` → status map of GET audio-status. */
  audioStatus: Record<string, string>;
  presentationStatus: string;
}

/** True when every slide of the plan has its narration. */
export function allAudioCompleted(audioStatus: Record<string, string>, slideCount: number): boolean {
  if (slideCount === 0) return false;
  for (let index = 0; index < slideCount; index += 1) {
    if (audioStatus[`slide_${index}`] !== 'completed') return false;
  }
  return true;
}

export function resumeStep(state: JobProgressState): StepNumber {
  const { job } = state;
  if (job.status === 'uploaded') return 2;
  const status: string = job.status;
  if (status === 'processing' || status === 'failed' || status === 'error') return 3;
  if (job.video_status !== 'not_started') return 7;
  if (job.status === 'completed') return 4;
  if (state.presentationStatus !== 'not_started' || allAudioCompleted(state.audioStatus, state.slideCount)) return 6;
  return 5;
}
