import type { ReactNode } from 'react';
import { getVideoUrl, useLoad, type VideoStatus } from '../../api';
import { Alert, Button, ButtonLink, Card, Spinner } from '../../ui';

export interface VideoStepProps {
  jobId: string;
  videoStatus: VideoStatus;
  videoError: string | null;
  /** Why starting failed (server detail or the product's fallback), null when it did not. */
  startProblem: string | null;
  starting: boolean;
  onStart: () => void;
  onBack: () => void;
}

/** Step 7: the video being rendered, its failure with a retry, or the finished video. */
export function VideoStep({
  jobId,
  videoStatus,
  videoError,
  startProblem,
  starting,
  onStart,
  onBack,
}: VideoStepProps): ReactNode {
  // docs/product.md §4: completed fetches the video URL.
  const [url] = useLoad(
    'Video URL lookup',
    () => (videoStatus === 'completed' ? getVideoUrl(jobId) : Promise.resolve(null)),
    [jobId, videoStatus],
  );
  const videoUrl = url.state === 'ready' ? (url.value?.video_url ?? null) : null;

  return (
    <Card title="Generate video">
      <div className="stack" data-testid="video-step" data-video-status={videoStatus}>
        {videoStatus === 'generating' || starting ? (
          <>
            <p className="row" role="status">
              <Spinner label="" /> Generating your video...
            </p>
            <p className="muted">
              Narration, slides and video are being put together. This usually takes 3-5 minutes.
            </p>
          </>
        ) : null}
        {videoStatus === 'failed' ? (
          <Alert tone="error" testId="video-error">
            <p>
              Video generation failed:{' '}
              {videoError !== null && videoError !== '' ? videoError : 'Unknown error'}
            </p>
          </Alert>
        ) : null}
        {startProblem !== null ? (
          <Alert tone="error" testId="video-start-error">
            <p>{startProblem}</p>
          </Alert>
        ) : null}
        {videoStatus === 'completed' ? (
          <div className="video-ready stack">
            <Alert tone="success">
              <p>Your video is ready.</p>
            </Alert>
            {videoUrl !== null ? (
              <video controls preload="metadata" src={videoUrl} aria-label="Your presentation video" />
            ) : (
              <Spinner label="Loading the video" />
            )}
          </div>
        ) : null}
        {videoStatus === 'not_started' && !starting && startProblem === null ? (
          <p className="muted">Ready to put your narrated slides together into a video.</p>
        ) : null}
      </div>
      <div className="wizard-actions">
        <Button variant="ghost" onClick={onBack}>
          Back to PowerPoint
        </Button>
        <div className="wizard-actions__group">
          {videoStatus === 'failed' || (videoStatus === 'not_started' && !starting) ? (
            <Button onClick={onStart} loading={starting} loadingText="Starting...">
              {videoStatus === 'failed' || startProblem !== null
                ? 'Retry Video Generation'
                : 'Generate Video'}
            </Button>
          ) : null}
          {videoStatus === 'completed' ? (
            <>
              <Button variant="secondary" onClick={onStart}>
                Generate Again
              </Button>
              <ButtonLink to={`/video/${encodeURIComponent(jobId)}`}>Open Video Page</ButtonLink>
            </>
          ) : null}
        </div>
      </div>
    </Card>
  );
}
