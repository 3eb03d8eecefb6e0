import { describe, expect, it } from 'vitest';
import { audioStatus, deckStatus, jobStatus, videoStatus, type StatusTone } from './job-status';

const job = (status: string, video_status = 'not_started') => ({ status, video_status });

describe('jobStatus: one label per job on the dashboard, the wizard and the video page', () => {
  it('gives docs/product.md §4 colours: completed green, processing blue, failed and error red, others grey', () => {
    expect(jobStatus(job('ready_for_editing', 'completed'))).toEqual({
      key: 'completed',
      label: 'completed',
      tone: 'green',
    });
    expect(jobStatus(job('completed', 'completed'))).toEqual({
      key: 'completed',
      label: 'completed',
      tone: 'green',
    });
    expect(jobStatus(job('processing'))).toEqual({ key: 'processing', label: 'processing', tone: 'blue' });
    expect(jobStatus(job('failed'))).toEqual({ key: 'failed', label: 'failed', tone: 'red' });
    expect(jobStatus(job('error'))).toEqual({ key: 'error', label: 'error', tone: 'red' });
    expect(jobStatus(job('uploaded'))).toEqual({ key: 'uploaded', label: 'uploaded', tone: 'grey' });
    expect(jobStatus(job('queued_for_review'))).toEqual({
      key: 'queued_for_review',
      label: 'queued for review',
      tone: 'grey',
    });
  });

  it('reads a plan waiting for review as "ready for editing" whichever value the API used for it', () => {
    expect(jobStatus(job('ready_for_editing'))).toEqual({
      key: 'ready_for_editing',
      label: 'ready for editing',
      tone: 'grey',
    });
    expect(jobStatus(job('completed'))).toEqual({
      key: 'ready_for_editing',
      label: 'ready for editing',
      tone: 'grey',
    });
  });

  it('shows a video being made as processing, and a failed job as failed even with a finished video', () => {
    expect(jobStatus(job('ready_for_editing', 'generating'))).toEqual({
      key: 'processing',
      label: 'processing',
      tone: 'blue',
    });
    expect(jobStatus(job('failed', 'completed'))).toMatchObject({ label: 'failed', tone: 'red' });
    expect(jobStatus(job('error', 'generating'))).toMatchObject({ label: 'error', tone: 'red' });
  });
});

describe('videoStatus', () => {
  it.each([
    ['not_started', 'not started', 'grey'],
    ['generating', 'generating', 'blue'],
    ['completed', 'completed', 'green'],
    ['failed', 'failed', 'red'],
    ['paused_by_admin', 'paused by admin', 'grey'],
  ] as const)('%s reads "%s" in %s', (value, label, tone: StatusTone) => {
    expect(videoStatus(value)).toEqual({ key: value, label, tone });
  });
});

describe('audioStatus', () => {
  it.each([
    [undefined, 'not_started', 'not generated', 'grey'],
    ['', 'not_started', 'not generated', 'grey'],
    ['not_started', 'not_started', 'not generated', 'grey'],
    ['pending', 'pending', 'pending', 'blue'],
    ['generating', 'generating', 'generating', 'blue'],
    ['completed', 'completed', 'completed', 'green'],
    ['failed', 'failed', 'failed', 'red'],
    ['throttled', 'throttled', 'throttled', 'grey'],
  ] as const)('%s reads "%s"', (value, key, label, tone: StatusTone) => {
    expect(audioStatus(value)).toEqual({ key, label, tone });
  });
});

describe('deckStatus', () => {
  it.each([
    [undefined, 'not_started', 'not generated', 'grey'],
    ['not_started', 'not_started', 'not generated', 'grey'],
    ['generating', 'generating', 'generating', 'blue'],
    ['ready', 'ready', 'ready', 'green'],
    ['failed', 'failed', 'failed', 'red'],
    ['out_of_date', 'out_of_date', 'out of date', 'grey'],
  ] as const)('%s reads "%s"', (value, key, label, tone: StatusTone) => {
    expect(deckStatus(value)).toEqual({ key, label, tone });
  });
});
