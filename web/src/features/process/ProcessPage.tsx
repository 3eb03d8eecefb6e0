/**
 * /process and /process/{jobId}: the eight-step wizard (SPEC §2, §4). The page owns the job and the
 * two pieces of work that outlive a step (processing the paper, rendering the video); each step
 * renders and edits its part. Reopening /process/{jobId} resumes at the step the job has reached.
 */
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import {
  errorMessage,
  generateVideo,
  getAudioStatus,
  getResult,
  getStatus,
  getVideoStatus,
  startProcessing,
  type JobSummary,
  type ProcessingSettings,
  type SlidesPlan,
  type VideoStatus,
} from '../../api';
import { PageLoading } from '../../ui';
import { getPresentationStatus } from '../slide-editor';
import { AudioStep } from './AudioStep';
import { BackgroundStep } from './BackgroundStep';
import { JobLoadError } from './JobLoadError';
import { isFailed, ProcessingStep } from './ProcessingStep';
import { PowerPointStep } from './PowerPointStep';
import { resumeStep } from './resume-step';
import { ReviewStep } from './ReviewStep';
import { SettingsStep } from './SettingsStep';
import { StepIndicator } from './StepIndicator';
import { BACKGROUND_AFTER_MS, POLL_MS, type StepNumber } from './steps';
import { UploadStep } from './UploadStep';
import { usePolling } from './use-polling';
import { VideoStep } from './VideoStep';
import './process.css';

const VIDEO_START_FAILED = 'Failed to generate video. Please try again.';

export default function ProcessPage(): ReactNode {
  const { jobId: routeJobId } = useParams();
  const navigate = useNavigate();
  const [jobId, setJobId] = useState<string | null>(routeJobId ?? null);
  const [filename, setFilename] = useState<string | null>(null);
  // null while a reopened job is being looked at.
  const [step, setStep] = useState<StepNumber | null>(routeJobId === undefined ? 1 : null);
  const [job, setJob] = useState<JobSummary | null>(null);
  const [plan, setPlan] = useState<SlidesPlan | null>(null);
  const [video, setVideo] = useState<{ status: VideoStatus; error: string | null }>({ status: 'not_started', error: null });
  const [videoStarting, setVideoStarting] = useState(false);
  const [videoProblem, setVideoProblem] = useState<string | null>(null);
  const [background, setBackground] = useState<'plan' | 'video'>('plan');
  const [loadProblem, setLoadProblem] = useState<string | null>(null);
  const backgroundTimer = useRef<number | undefined>(undefined);

  const goTo = useCallback((next: StepNumber) => {
    window.clearTimeout(backgroundTimer.current);
    setStep(next);
    window.scrollTo({ top: 0 });
  }, []);

  /** SPEC §4: after starting, step 3 (or 7) shows for 2 s, then the wizard moves to the background step. */
  const moveToBackgroundSoon = useCallback((from: StepNumber, work: 'plan' | 'video') => {
    window.clearTimeout(backgroundTimer.current);
    backgroundTimer.current = window.setTimeout(() => {
      setBackground(work);
      setStep((current) => (current === from ? 8 : current));
    }, BACKGROUND_AFTER_MS);
  }, []);

  useEffect(() => () => window.clearTimeout(backgroundTimer.current), []);

  // Reopening /process/{jobId} (or arriving at /process afresh).
  useEffect(() => {
    if (routeJobId === undefined) {
      setJobId(null);
      setJob(null);
      setPlan(null);
      setFilename(null);
      setVideo({ status: 'not_started', error: null });
      setLoadProblem(null);
      setStep(1);
      return undefined;
    }
    if (routeJobId === jobId && step !== null) return undefined; // just uploaded in this page
    let live = true;
    setJobId(routeJobId);
    setStep(null);
    (async () => {
      const summary = await getStatus(routeJobId);
      const hasPlan = summary.status === 'completed' || summary.status === 'ready_for_editing';
      const [result, audio, deck] = await Promise.all([
        hasPlan ? getResult(routeJobId) : Promise.resolve(null),
        hasPlan ? getAudioStatus(routeJobId) : Promise.resolve(null),
        hasPlan ? getPresentationStatus(routeJobId) : Promise.resolve(null),
      ]);
      if (!live) return;
      setJob(summary);
      setFilename(summary.filename);
      setPlan(result?.slides_plan ?? null);
      setVideo({ status: summary.video_status, error: summary.video_error });
      setBackground(summary.status === 'processing' ? 'plan' : 'video');
      setStep(
        resumeStep({
          job: summary,
          slideCount: result?.slides_plan.length ?? 0,
          audioStatus: audio?.audio_status ?? {},
          presentationStatus: deck?.presentation_status ?? 'not_started',
        }),
      );
    })().catch((error: unknown) => {
      console.error('Loading the job failed', error);
      if (live) setLoadProblem(errorMessage(error, 'This job could not be loaded. Please try again.'));
    });
    return () => {
      live = false;
    };
    // Only a new route id reloads the job; the state read here is the one it sets.
  }, [routeJobId]);

  // The paper being processed: polled every 2 s on steps 3 and 8 (SPEC §4).
  const processing = jobId !== null && job?.status === 'processing' && (step === 3 || step === 8);
  usePolling(
    async () => {
      if (jobId === null) return false;
      const summary = await getStatus(jobId);
      setJob(summary);
      if (summary.status === 'completed' || summary.status === 'ready_for_editing') {
        const result = await getResult(jobId);
        setPlan(result.slides_plan);
        goTo(summary.status === 'completed' ? 4 : 5);
        return false;
      }
      if (isFailed(summary)) {
        goTo(3);
        return false;
      }
      return summary.status === 'processing';
    },
    POLL_MS,
    processing,
  );

  // The video being rendered: polled every 2 s on steps 7 and 8.
  const rendering = jobId !== null && video.status === 'generating' && (step === 7 || step === 8);
  usePolling(
    async () => {
      if (jobId === null) return false;
      const status = await getVideoStatus(jobId);
      setVideo({ status: status.video_status, error: status.video_error });
      if (status.video_status === 'failed') {
        goTo(7);
        return false;
      }
      return status.video_status === 'generating';
    },
    POLL_MS,
    rendering,
  );

  const onUploaded = (newJobId: string, name: string): void => {
    setJobId(newJobId);
    setFilename(name);
    setJob(null);
    setStep(2);
    navigate(`/process/${encodeURIComponent(newJobId)}`, { replace: true });
  };

  const onStart = async (settings: ProcessingSettings): Promise<void> => {
    if (jobId === null) return;
    const summary = await startProcessing(jobId, settings);
    setJob(summary);
    setBackground('plan');
    goTo(3);
    moveToBackgroundSoon(3, 'plan');
  };

  const startVideo = async (): Promise<void> => {
    if (jobId === null) return;
    setVideoStarting(true);
    setVideoProblem(null);
    try {
      const started = await generateVideo(jobId);
      setVideo({ status: started.video_status, error: started.video_error });
      moveToBackgroundSoon(7, 'video');
    } catch (error) {
      setVideoProblem(errorMessage(error, VIDEO_START_FAILED));
    } finally {
      setVideoStarting(false);
    }
  };

  // SPEC §4: continue to video goes to step 7 and starts generation if the video status is not_started.
  const continueToVideo = async (): Promise<void> => {
    goTo(7);
    if (jobId === null) return;
    try {
      const current = await getVideoStatus(jobId);
      setVideo({ status: current.video_status, error: current.video_error });
      if (current.video_status === 'not_started') await startVideo();
    } catch (error) {
      setVideoProblem(errorMessage(error, VIDEO_START_FAILED));
    }
  };

  const startOver = (): void => {
    navigate('/process');
  };

  if (loadProblem !== null) return <JobLoadError heading="Create a video" title="This job could not be opened" problem={loadProblem} testId="job-load-error" />;
  if (step === null) return <PageLoading message="Loading your job..." />;

  return (
    <div className="container wizard" data-testid="process-wizard" data-step={step}>
      <h1 className="wizard__title">Create a video</h1>
      <p className="wizard__file" data-testid="wizard-file">
        {filename !== null ? filename : 'From your research paper to a narrated presentation video, in eight steps.'}
      </p>
      <StepIndicator current={step} />
      {step === 1 ? <UploadStep onUploaded={onUploaded} /> : null}
      {step === 2 ? <SettingsStep onStart={onStart} /> : null}
      {step === 3 ? <ProcessingStep job={job} onStartOver={startOver} /> : null}
      {step === 4 && jobId !== null && plan !== null ? (
        <ReviewStep
          jobId={jobId}
          plan={plan}
          readWarning={job?.read_warning}
          onSaved={(saved) => {
            setPlan(saved);
            goTo(5);
          }}
        />
      ) : null}
      {step === 5 && jobId !== null && plan !== null ? <AudioStep jobId={jobId} plan={plan} onBack={() => goTo(4)} onContinue={() => goTo(6)} /> : null}
      {step === 6 && jobId !== null ? <PowerPointStep jobId={jobId} slideCount={plan?.length ?? 0} onBack={() => goTo(5)} onContinue={() => void continueToVideo()} /> : null}
      {step === 7 && jobId !== null ? (
        <VideoStep
          jobId={jobId}
          videoStatus={video.status}
          videoError={video.error}
          startProblem={videoProblem}
          starting={videoStarting}
          onStart={() => void startVideo()}
          onBack={() => goTo(6)}
        />
      ) : null}
      {step === 8 && jobId !== null ? <BackgroundStep jobId={jobId} job={job} work={background} videoStatus={video.status} /> : null}
    </div>
  );
}
