import type { ReactNode } from 'react';
import { ButtonLink, Card, Spinner } from '../../ui';
import type { BackgroundWork, JobSnapshot } from './wizard-state';

export interface BackgroundStepProps {
  jobId: string;
  job: JobSnapshot['job'] | null;
  work: BackgroundWork;
}

/** Step 8: the work goes on without the page; an email says when it is done. */
export function BackgroundStep({ jobId, job, work }: BackgroundStepProps): ReactNode {
  const videoStatus = job?.video_status ?? 'not_started';
  const videoReady = work === 'video' && videoStatus === 'completed';
  return (
    <Card title={videoReady ? 'Your video is ready' : 'Processing in Background'}>
      <div className="stack">
        <div className="background-note">
          <svg
            className="background-note__icon"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.6"
            aria-hidden="true"
          >
            <rect x="3" y="5" width="18" height="14" rx="2" />
            <path d="m3 7 9 6 9-6" />
          </svg>
          {videoReady ? (
            <p>
              Your narrated video has been generated. Watch it, download it, or find it any time on your
              dashboard.
            </p>
          ) : (
            <div>
              <p>
                {work === 'video' ? 'Your video is being generated.' : 'Your paper is being processed.'} This
                usually takes 3-5 minutes.
              </p>
              <p>
                You can close this page: we will send you an email when it is ready, and you can come back to
                it from your dashboard.
              </p>
            </div>
          )}
        </div>
        {work === 'video' && videoStatus === 'generating' ? (
          <p className="row" role="status">
            <Spinner label="" /> Generating your video...
          </p>
        ) : null}
        <div className="wizard-actions">
          <ButtonLink to="/dashboard" variant={videoReady ? 'secondary' : 'primary'}>
            Back to Dashboard
          </ButtonLink>
          {videoReady ? (
            <ButtonLink to={`/video/${encodeURIComponent(jobId)}`}>Watch Video</ButtonLink>
          ) : null}
        </div>
      </div>
    </Card>
  );
}
