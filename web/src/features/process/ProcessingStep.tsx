import type { ReactNode } from 'react';
import { Alert, Button, Card, ProgressBar } from '../../ui';
import type { JobSnapshot } from './wizard-state';

export interface ProcessingStepProps {
  job: JobSnapshot['job'] | null;
  onStartOver: () => void;
}

/** Step 3: the job's progress and current step, live; or why it failed. */
export function ProcessingStep({ job, onStartOver }: ProcessingStepProps): ReactNode {
  if (job?.status === 'failed') {
    return (
      <Card title="Processing failed">
        <Alert tone="error" title="We could not turn this paper into slides" testId="processing-error">
          <p>{job.error ?? 'Processing failed. Please try again.'}</p>
        </Alert>
        <div className="wizard-actions">
          <span />
          <Button onClick={onStartOver}>Upload another paper</Button>
        </div>
      </Card>
    );
  }
  return (
    <Card title="AI processing">
      <div className="stack">
        <p className="muted">Reading your paper, finding its figures and tables, and writing the slides with their voice-over scripts.</p>
        <ProgressBar value={job?.progress ?? 0} label={job?.current_step ?? 'Starting...'} />
      </div>
    </Card>
  );
}
