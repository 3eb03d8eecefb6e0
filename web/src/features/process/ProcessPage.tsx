/**
 * /process and /process/{jobId}: the eight-step wizard (docs/product.md §2, §4). The step shown comes
 * from one reducer fed by everything the server says (wizard-state.ts); this page makes the calls,
 * polls while work runs, and renders the step. The URL's ?step= names the step shown, so a reload (or
 * the video page's Edit Video link, ?step=review) opens it again when the job has reached it.
 */
import { useCallback, useEffect, useReducer, useRef, useState, type ReactNode } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import {
  errorMessage,
  generateVideo,
  getAudioStatus,
  getPresentationStatus,
  getResult,
  getStatus,
  getVideoStatus,
  POLL_MS,
  startOrFollow,
  startProcessing,
  useLoad,
  usePolling,
  type JobSummary,
  type ProcessingSettings,
  type SlidesPlan,
} from '../../api';
import { PageLoading } from '../../ui';
import { JobLoadError } from '../../ui/JobLoadError';
import { AudioStep } from './AudioStep';
import { BackgroundStep } from './BackgroundStep';
import { LimitGate } from './LimitGate';
import { ProcessingStep } from './ProcessingStep';
import { PowerPointStep } from './PowerPointStep';
import { ReviewStep } from './ReviewStep';
import { SettingsStep } from './SettingsStep';
import { StepIndicator } from './StepIndicator';
import { BACKGROUND_AFTER_MS } from './steps';
import { UploadStep } from './UploadStep';
import { VideoStep } from './VideoStep';
import {
  initialWizardState,
  isWizardStep,
  startsVideo,
  WIZARD_STEPS,
  wizardReducer,
  type JobSnapshot,
} from './wizard-state';
import './process.css';

const VIDEO_START_FAILED = 'Failed to generate video. Please try again.';

const hasPlan = (job: Pick<JobSummary, 'status'>): boolean =>
  job.status === 'completed' || job.status === 'ready_for_editing';

/** Everything a reopened job needs: its summary, its plan when there is one, and where its narration and deck are. */
async function readJob(
  jobId: string,
): Promise<{ jobId: string; filename: string; plan: SlidesPlan | null; snapshot: JobSnapshot }> {
  const job = await getStatus(jobId);
  const withPlan = hasPlan(job);
  const [result, audio, deck] = await Promise.all([
    withPlan ? getResult(jobId) : null,
    withPlan ? getAudioStatus(jobId) : null,
    withPlan ? getPresentationStatus(jobId) : null,
  ]);
  const plan = result?.slides_plan ?? null;
  return {
    jobId,
    filename: job.filename,
    plan,
    snapshot: {
      job,
      slideCount: plan?.length ?? 0,
      audioStatus: audio?.audio_status ?? {},
      presentationStatus: deck?.presentation_status ?? 'not_started',
    },
  };
}

export default function ProcessPage(): ReactNode {
  const { jobId: routeJobId } = useParams();
  const [search, setSearch] = useSearchParams();
  const navigate = useNavigate();
  const [state, dispatch] = useReducer(wizardReducer, routeJobId ?? null, initialWizardState);
  const [plan, setPlan] = useState<SlidesPlan | null>(null);
  const [videoStart, setVideoStart] = useState<{ starting: boolean; problem: string | null }>({
    starting: false,
    problem: null,
  });
  const backgroundTimer = useRef<number | undefined>(undefined);
  // The job uploaded in this page: its route change must not read it again.
  const uploadedHere = useRef<string | null>(null);
  const jobId = state.jobId;
  const job = state.snapshot?.job ?? null;

  const [opened] = useLoad(
    'Loading the job',
    () =>
      routeJobId === undefined || routeJobId === uploadedHere.current
        ? Promise.resolve(null)
        : readJob(routeJobId),
    [routeJobId],
  );

  useEffect(() => {
    if (routeJobId === undefined) {
      uploadedHere.current = null;
      setPlan(null);
      dispatch({ type: 'fresh' });
    } else if (routeJobId !== uploadedHere.current) {
      dispatch({ type: 'opening', jobId: routeJobId });
    }
  }, [routeJobId]);

  const wanted = search.get('step');
  useEffect(() => {
    if (opened.state !== 'ready' || opened.value === null || opened.value.jobId !== routeJobId) return;
    setPlan(opened.value.plan);
    dispatch({
      type: 'loaded',
      filename: opened.value.filename,
      snapshot: opened.value.snapshot,
      wanted: isWizardStep(wanted) ? wanted : null,
    });
    // Continue to Video was pressed and the page reloaded before the render began: go on with it.
    if (wanted === 'video' && startsVideo(opened.value.snapshot)) void continueToVideo();
    // Read once per load: later changes of ?step= are this page's own.
  }, [opened]);

  // The URL follows the step shown, so a reload comes back to it.
  const step = state.step;
  useEffect(() => {
    // Only once the route names this job (just after an upload it is still on its way there).
    if (jobId === null || routeJobId !== jobId || step === null || search.get('step') === step) return;
    setSearch({ step }, { replace: true });
  }, [jobId, routeJobId, step, search, setSearch]);

  useEffect(() => () => window.clearTimeout(backgroundTimer.current), []);

  /** Asks the server where the job is and passes it on (loading the plan first when there is a new one). */
  const refreshJob = useCallback(async (): Promise<JobSummary | null> => {
    if (jobId === null) return null;
    const summary = await getStatus(jobId);
    let slideCount: number | undefined;
    if (hasPlan(summary) && plan === null) {
      const loaded = (await getResult(jobId)).slides_plan;
      setPlan(loaded);
      slideCount = loaded.length;
    }
    dispatch({
      type: 'server',
      update: { job: summary, ...(slideCount === undefined ? {} : { slideCount }) },
    });
    return summary;
  }, [jobId, plan]);

  // While work runs and its step is shown, it is polled every 2 s (docs/product.md §4): the job while
  // the paper is read, the video's status while it is rendered.
  const planRunning = job?.status === 'processing';
  const videoRunning = job?.video_status === 'generating';
  const watching = step === 'processing' || step === 'video' || step === 'background';
  usePolling(
    async () => {
      if (planRunning) return (await refreshJob())?.status === 'processing';
      if (jobId === null) return false;
      const video = await getVideoStatus(jobId);
      dispatch({
        type: 'server',
        update: { job: { video_status: video.video_status, video_error: video.video_error } },
      });
      return video.video_status === 'generating';
    },
    POLL_MS,
    watching && (planRunning || videoRunning),
  );

  // Back to this tab (another may have moved the job on): ask where the job is.
  useEffect(() => {
    if (jobId === null) return undefined;
    const onVisible = (): void => {
      if (document.visibilityState === 'visible')
        refreshJob().catch((error: unknown) => console.error('Status check failed', error));
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [jobId, refreshJob]);

  /** docs/product.md §4: the step that started the work shows for 2 s, then the background step. */
  const toBackgroundSoon = (from: 'processing' | 'video'): void => {
    window.clearTimeout(backgroundTimer.current);
    backgroundTimer.current = window.setTimeout(
      () => dispatch({ type: 'to-background', from }),
      BACKGROUND_AFTER_MS,
    );
  };

  const onUploaded = (newJobId: string, name: string): void => {
    uploadedHere.current = newJobId;
    setPlan(null);
    dispatch({ type: 'uploaded', jobId: newJobId, filename: name });
    navigate(`/process/${encodeURIComponent(newJobId)}?step=settings`, { replace: true });
  };

  /** Throws (for the settings step to show) only when the server did not begin. */
  const onStart = async (settings: ProcessingSettings): Promise<void> => {
    if (jobId === null) return;
    const asked: { job: JobSummary | null } = { job: null };
    const outcome = await startOrFollow(
      () => startProcessing(jobId, settings),
      async () => {
        asked.job = await refreshJob();
        return asked.job !== null && asked.job.status !== 'uploaded';
      },
    );
    if (outcome.answered) dispatch({ type: 'server', update: { job: outcome.value } });
    // Followed after a lost answer, the job may already be further on; the reducer has moved there.
    if ((outcome.answered ? outcome.value : asked.job)?.status === 'processing') {
      dispatch({ type: 'work-began', work: 'plan' });
      toBackgroundSoon('processing');
    }
  };

  const startVideo = async (): Promise<void> => {
    if (jobId === null) return;
    const before = job?.video_status;
    setVideoStart({ starting: true, problem: null });
    try {
      const outcome = await startOrFollow(
        () => generateVideo(jobId),
        async () => {
          const now = (await refreshJob())?.video_status;
          return now === 'generating' || (now !== before && now !== 'not_started');
        },
      );
      if (outcome.answered)
        dispatch({
          type: 'server',
          update: {
            job: { video_status: outcome.value.video_status, video_error: outcome.value.video_error },
          },
        });
      if (!outcome.answered || outcome.value.video_status === 'generating') {
        dispatch({ type: 'work-began', work: 'video' });
        toBackgroundSoon('video');
      }
      setVideoStart({ starting: false, problem: null });
    } catch (error) {
      setVideoStart({ starting: false, problem: errorMessage(error, VIDEO_START_FAILED) });
    }
  };

  // docs/product.md §4: continuing to the video opens step 7 and starts the render if it has not started.
  const continueToVideo = async (): Promise<void> => {
    dispatch({ type: 'go', step: 'video' });
    try {
      const summary = await refreshJob();
      if (summary?.video_status === 'not_started') await startVideo();
    } catch (error) {
      setVideoStart({ starting: false, problem: errorMessage(error, VIDEO_START_FAILED) });
    }
  };

  if (opened.state === 'failed') {
    return (
      <JobLoadError
        heading="Create a video"
        title="This job could not be opened"
        problem={errorMessage(opened.error, 'This job could not be loaded. Please try again.')}
        testId="job-load-error"
      />
    );
  }
  if (step === null) return <PageLoading message="Loading your job..." />;

  return (
    <div
      className="container wizard"
      data-testid="process-wizard"
      data-step={WIZARD_STEPS.indexOf(step) + 1}
      data-step-name={step}
    >
      <h1 className="wizard__title">Create a video</h1>
      <p className="wizard__file" data-testid="wizard-file">
        {state.filename ?? 'From your research paper to a narrated presentation video, in eight steps.'}
      </p>
      <StepIndicator state={state} onOpen={(target) => dispatch({ type: 'open', step: target })} />
      {step === 'upload' ? (
        <LimitGate>
          <UploadStep onUploaded={onUploaded} />
        </LimitGate>
      ) : null}
      {step === 'settings' ? <SettingsStep onStart={onStart} /> : null}
      {step === 'processing' ? <ProcessingStep job={job} onStartOver={() => navigate('/process')} /> : null}
      {step === 'review' && jobId !== null && plan !== null ? (
        <ReviewStep
          jobId={jobId}
          plan={plan}
          readWarning={job?.read_warning}
          onSaved={(saved) => {
            setPlan(saved);
            dispatch({ type: 'plan-saved', slideCount: saved.length });
          }}
        />
      ) : null}
      {step === 'audio' && jobId !== null && plan !== null ? (
        <AudioStep
          jobId={jobId}
          plan={plan}
          onBack={() => dispatch({ type: 'go', step: 'review' })}
          onContinue={() => dispatch({ type: 'go', step: 'powerpoint' })}
        />
      ) : null}
      {step === 'powerpoint' && jobId !== null ? (
        <PowerPointStep
          jobId={jobId}
          slideCount={plan?.length ?? 0}
          onBack={() => dispatch({ type: 'go', step: 'audio' })}
          onContinue={() => void continueToVideo()}
        />
      ) : null}
      {step === 'video' && jobId !== null ? (
        <VideoStep
          jobId={jobId}
          videoStatus={job?.video_status ?? 'not_started'}
          videoError={job?.video_error ?? null}
          startProblem={videoStart.problem}
          starting={videoStart.starting}
          onStart={() => void startVideo()}
          onBack={() => dispatch({ type: 'go', step: 'powerpoint' })}
        />
      ) : null}
      {step === 'background' && jobId !== null ? (
        <BackgroundStep jobId={jobId} job={job} work={state.background} />
      ) : null}
    </div>
  );
}
