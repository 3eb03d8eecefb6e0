import { describe, expect, it } from 'vitest';
import { allAudioCompleted, resumeStep, type JobProgressState } from './resume-step';

const state = (fields: Partial<JobProgressState> & { status: string; video_status?: string }): JobProgressState => ({
  job: { status: fields.status, video_status: fields.video_status ?? 'not_started' } as JobProgressState['job'],
  slideCount: fields.slideCount ?? 3,
  audioStatus: fields.audioStatus ?? {},
  presentationStatus: fields.presentationStatus ?? 'not_started',
});

const allDone = { slide_0: 'completed', slide_1: 'completed', slide_2: 'completed' };

describe('resumeStep', () => {
  it('reopens an uploaded paper at the settings and a running or failed job at its progress', () => {
    expect(resumeStep(state({ status: 'uploaded' }))).toBe(2);
    expect(resumeStep(state({ status: 'processing' }))).toBe(3);
    expect(resumeStep(state({ status: 'failed' }))).toBe(3);
    expect(resumeStep(state({ status: 'error' }))).toBe(3);
  });

  it('reopens a fresh plan at review, and saved edits at the narration', () => {
    expect(resumeStep(state({ status: 'completed' }))).toBe(4);
    expect(resumeStep(state({ status: 'ready_for_editing', audioStatus: { slide_0: 'completed' } }))).toBe(5);
  });

  it('goes on to the deck once every slide is narrated or the deck exists, and to the video once it was asked for', () => {
    expect(resumeStep(state({ status: 'ready_for_editing', audioStatus: allDone }))).toBe(6);
    expect(resumeStep(state({ status: 'ready_for_editing', presentationStatus: 'ready' }))).toBe(6);
    expect(resumeStep(state({ status: 'ready_for_editing', audioStatus: allDone, video_status: 'generating' }))).toBe(7);
    expect(resumeStep(state({ status: 'ready_for_editing', video_status: 'completed' }))).toBe(7);
  });
});

describe('allAudioCompleted', () => {
  it('needs every slide of the plan completed, and a plan at all', () => {
    expect(allAudioCompleted(allDone, 3)).toBe(true);
    expect(allAudioCompleted({ ...allDone, slide_1: 'failed' }, 3)).toBe(false);
    expect(allAudioCompleted(allDone, 4)).toBe(false);
    expect(allAudioCompleted({}, 0)).toBe(false);
  });
});
