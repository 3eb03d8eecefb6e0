import { describe, expect, it } from 'vitest';
import {
  allAudioCompleted,
  canOpen,
  initialWizardState,
  reachedStep,
  startsVideo,
  stepMark,
  WIZARD_STEPS,
  wizardReducer,
  type JobSnapshot,
  type WizardAction,
  type WizardState,
  type WizardStep,
} from './wizard-state';

type JobFields = Partial<JobSnapshot['job']>;

const snapshot = (
  job: JobFields & { status: JobSnapshot['job']['status'] },
  rest: Partial<Omit<JobSnapshot, 'job'>> = {},
): JobSnapshot => ({
  job: {
    progress: 0,
    current_step: 'Reading the paper',
    video_status: 'not_started',
    video_error: null,
    error: null,
    read_warning: null,
    ...job,
  },
  slideCount: 3,
  audioStatus: {},
  presentationStatus: 'not_started',
  ...rest,
});

const allDone = { slide_0: 'completed', slide_1: 'completed', slide_2: 'completed' };

const run = (state: WizardState, ...actions: WizardAction[]): WizardState =>
  actions.reduce(wizardReducer, state);

const opened = (snap: JobSnapshot, wanted: WizardStep | null = null): WizardState =>
  run(initialWizardState('job-1'), { type: 'loaded', filename: 'paper.pdf', snapshot: snap, wanted });

describe('reachedStep', () => {
  it('puts an uploaded paper at its settings and a running or failed job at its progress', () => {
    expect(reachedStep(snapshot({ status: 'uploaded' }))).toBe('settings');
    expect(reachedStep(snapshot({ status: 'processing' }))).toBe('processing');
    expect(reachedStep(snapshot({ status: 'failed' }))).toBe('processing');
  });

  it('puts a fresh plan at review and saved edits at the narration', () => {
    expect(reachedStep(snapshot({ status: 'completed' }))).toBe('review');
    expect(
      reachedStep(snapshot({ status: 'ready_for_editing' }, { audioStatus: { slide_0: 'completed' } })),
    ).toBe('audio');
  });

  it('goes on to the deck once every slide is narrated or a deck exists, and to the video once one was asked for', () => {
    expect(reachedStep(snapshot({ status: 'ready_for_editing' }, { audioStatus: allDone }))).toBe(
      'powerpoint',
    );
    expect(reachedStep(snapshot({ status: 'ready_for_editing' }, { presentationStatus: 'ready' }))).toBe(
      'powerpoint',
    );
    expect(
      reachedStep(
        snapshot({ status: 'ready_for_editing', video_status: 'generating' }, { audioStatus: allDone }),
      ),
    ).toBe('video');
    expect(reachedStep(snapshot({ status: 'ready_for_editing', video_status: 'failed' }))).toBe('video');
  });
});

describe('startsVideo', () => {
  it('holds once a deck is made and until a video is asked for', () => {
    const deck = { audioStatus: allDone, presentationStatus: 'ready' };
    expect(startsVideo(snapshot({ status: 'ready_for_editing' }, deck))).toBe(true);
    expect(
      startsVideo(snapshot({ status: 'ready_for_editing' }, { ...deck, presentationStatus: 'generating' })),
    ).toBe(false);
    expect(startsVideo(snapshot({ status: 'ready_for_editing', video_status: 'generating' }, deck))).toBe(
      false,
    );
    expect(startsVideo(snapshot({ status: 'ready_for_editing', video_status: 'failed' }, deck))).toBe(false);
    // A plan not yet saved has no deck to render.
    expect(startsVideo(snapshot({ status: 'completed' }, deck))).toBe(false);
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

describe('opening a job (a reload, or a second tab)', () => {
  it('shows the step the job is at', () => {
    expect(opened(snapshot({ status: 'uploaded' })).step).toBe('settings');
    expect(opened(snapshot({ status: 'processing' })).step).toBe('processing');
    expect(opened(snapshot({ status: 'completed' })).step).toBe('review');
    expect(opened(snapshot({ status: 'ready_for_editing' }, { audioStatus: allDone })).step).toBe(
      'powerpoint',
    );
    expect(opened(snapshot({ status: 'ready_for_editing', video_status: 'completed' })).step).toBe('video');
  });

  it('shows nothing until the job is read', () => {
    expect(initialWizardState('job-1').step).toBeNull();
    expect(initialWizardState(null).step).toBe('upload');
  });

  it('opens the ?step= of the URL when the job has reached it (Edit Video opens Review & Edit)', () => {
    const done = snapshot(
      { status: 'ready_for_editing', video_status: 'completed' },
      { audioStatus: allDone, presentationStatus: 'ready' },
    );
    expect(opened(done, 'review').step).toBe('review');
    expect(opened(done, 'audio').step).toBe('audio');
  });

  it('ignores a ?step= the job has not reached, or one it can no longer show', () => {
    expect(opened(snapshot({ status: 'completed' }), 'video').step).toBe('review');
    expect(opened(snapshot({ status: 'processing' }), 'review').step).toBe('processing');
    expect(opened(snapshot({ status: 'ready_for_editing' }), 'settings').step).toBe('audio');
    expect(opened(snapshot({ status: 'ready_for_editing' }), 'upload').step).toBe('audio');
    expect(opened(snapshot({ status: 'processing' }), 'background').step).toBe('processing');
  });

  it('waits for the plan in the background when the reopened job is still being processed', () => {
    const state = opened(snapshot({ status: 'processing' }));
    expect(state.background).toBe('plan');
    expect(canOpen(state, 'background')).toBe(true);
  });
});

describe('starting, and what the server says next', () => {
  const uploaded = (): WizardState =>
    run(initialWizardState(null), { type: 'uploaded', jobId: 'job-1', filename: 'paper.pdf' });

  it('goes from the upload to the settings, then to the progress when the work begins', () => {
    const state = uploaded();
    expect(state).toMatchObject({
      jobId: 'job-1',
      filename: 'paper.pdf',
      step: 'settings',
      reached: 'settings',
    });
    expect(run(state, { type: 'work-began', work: 'plan' })).toMatchObject({
      step: 'processing',
      reached: 'processing',
      background: 'plan',
    });
  });

  it('moves to the background step after the pause only while the plan is still being made', () => {
    const started = run(uploaded(), { type: 'work-began', work: 'plan' });
    expect(run(started, { type: 'to-background', from: 'processing' }).step).toBe('background');
    const finished = run(started, { type: 'server', update: { job: { status: 'completed' } } });
    expect(run(finished, { type: 'to-background', from: 'processing' }).step).toBe('review');
  });

  it('follows the plan from the progress or the background step to review, or to the narration when ready for editing', () => {
    const waiting = run(
      uploaded(),
      { type: 'work-began', work: 'plan' },
      { type: 'to-background', from: 'processing' },
    );
    expect(
      run(waiting, { type: 'server', update: { job: { status: 'completed' }, slideCount: 3 } }).step,
    ).toBe('review');
    expect(
      run(waiting, { type: 'server', update: { job: { status: 'ready_for_editing' }, slideCount: 3 } }).step,
    ).toBe('audio');
  });

  it('shows a failure on the progress step', () => {
    const waiting = run(
      uploaded(),
      { type: 'work-began', work: 'plan' },
      { type: 'to-background', from: 'processing' },
    );
    const failed = run(waiting, { type: 'server', update: { job: { status: 'failed', error: 'No text.' } } });
    expect(failed.step).toBe('processing');
    expect(failed.snapshot?.job.error).toBe('No text.');
  });

  it('leaves the settings when the server says processing began elsewhere (a second tab, or a lost answer)', () => {
    const state = run(uploaded(), {
      type: 'server',
      update: { job: { status: 'processing', progress: 20, current_step: 'Reading' } },
    });
    expect(state).toMatchObject({ step: 'processing', reached: 'processing' });
    expect(state.snapshot?.job).toMatchObject({ progress: 20, current_step: 'Reading' });
  });

  it('keeps progress from the server for the stepper', () => {
    const state = run(
      uploaded(),
      { type: 'work-began', work: 'plan' },
      {
        type: 'server',
        update: { job: { status: 'processing', progress: 45, current_step: 'Writing the slides' } },
      },
    );
    expect(state.snapshot?.job).toMatchObject({ progress: 45, current_step: 'Writing the slides' });
  });
});

describe('the stepper only moves forward', () => {
  it('keeps the stage current, and nothing after it done, while its work waits in the background', () => {
    const state = run(opened(snapshot({ status: 'processing' })), {
      type: 'to-background',
      from: 'processing',
    });
    expect(state.step).toBe('background');
    expect(WIZARD_STEPS.map((step) => stepMark(state, step))).toEqual([
      'done',
      'done',
      'current',
      'todo',
      'todo',
      'todo',
      'todo',
      'todo',
    ]);
    const planned = run(state, { type: 'server', update: { job: { status: 'completed' } } });
    expect(WIZARD_STEPS.map((step) => stepMark(planned, step))).toEqual([
      'done',
      'done',
      'done',
      'current',
      'todo',
      'todo',
      'todo',
      'todo',
    ]);
  });

  it('never goes back on what a later, staler answer says', () => {
    const state = opened(snapshot({ status: 'ready_for_editing' }, { audioStatus: allDone }));
    expect(state.reached).toBe('powerpoint');
    // A slide narrated again is pending for a while: the job stays at the deck.
    const again = run(state, { type: 'server', update: { audioStatus: { ...allDone, slide_1: 'pending' } } });
    expect(again).toMatchObject({ reached: 'powerpoint', step: 'powerpoint' });
  });

  it('walks the edit one stage at a time and lets the reached steps be clicked', () => {
    let state = opened(snapshot({ status: 'completed' }));
    expect(state.step).toBe('review');
    state = run(state, { type: 'plan-saved', slideCount: 3 });
    expect(state).toMatchObject({ step: 'audio', reached: 'audio' });
    expect(state.snapshot?.job.status).toBe('ready_for_editing');
    state = run(state, { type: 'go', step: 'powerpoint' }, { type: 'go', step: 'video' });
    expect(state).toMatchObject({ step: 'video', reached: 'video' });
    expect(run(state, { type: 'open', step: 'review' }).step).toBe('review');
    expect(run(state, { type: 'open', step: 'processing' }).step).toBe('video');
    expect(run(state, { type: 'open', step: 'settings' }).step).toBe('video');
    expect(run(state, { type: 'open', step: 'upload' }).step).toBe('video');
    expect(WIZARD_STEPS.map((step) => stepMark(run(state, { type: 'open', step: 'review' }), step))).toEqual([
      'done',
      'done',
      'done',
      'current',
      'done',
      'done',
      'todo',
      'todo',
    ]);
  });

  it('refuses to skip ahead of the job or to jump across stages', () => {
    const state = opened(snapshot({ status: 'completed' }));
    expect(run(state, { type: 'open', step: 'audio' }).step).toBe('review');
    expect(run(state, { type: 'go', step: 'powerpoint' }).step).toBe('review');
    expect(run(state, { type: 'go', step: 'processing' }).step).toBe('review');
    expect(canOpen(state, 'video')).toBe(false);
  });
});

describe('the video', () => {
  const atVideo = (): WizardState =>
    opened(snapshot({ status: 'ready_for_editing' }, { audioStatus: allDone, presentationStatus: 'ready' }));

  it('waits in the background after the pause, and shows the ready video there', () => {
    let state = run(atVideo(), { type: 'go', step: 'video' }, { type: 'work-began', work: 'video' });
    expect(state.snapshot?.job.video_status).toBe('generating');
    state = run(state, { type: 'to-background', from: 'video' });
    expect(state).toMatchObject({ step: 'background', background: 'video' });
    state = run(state, { type: 'server', update: { job: { video_status: 'completed' } } });
    expect(state.step).toBe('background');
  });

  it('comes back to the video step when the video fails', () => {
    const state = run(
      atVideo(),
      { type: 'go', step: 'video' },
      { type: 'work-began', work: 'video' },
      { type: 'to-background', from: 'video' },
      { type: 'server', update: { job: { video_status: 'failed', video_error: 'ffmpeg died' } } },
    );
    expect(state.step).toBe('video');
    expect(state.snapshot?.job.video_error).toBe('ffmpeg died');
  });

  it('stays on the video step when the work is already over at the pause', () => {
    const state = run(
      atVideo(),
      { type: 'go', step: 'video' },
      { type: 'work-began', work: 'video' },
      { type: 'server', update: { job: { video_status: 'completed' } } },
      { type: 'to-background', from: 'video' },
    );
    expect(state.step).toBe('video');
  });
});

describe('a fresh /process', () => {
  it('forgets the job it showed', () => {
    const state = run(opened(snapshot({ status: 'completed' })), { type: 'fresh' });
    expect(state).toEqual(initialWizardState(null));
    expect(canOpen(state, 'upload')).toBe(true);
    expect(canOpen(state, 'settings')).toBe(false);
  });
});
