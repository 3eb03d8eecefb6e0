import type { ReactNode } from 'react';
import { Alert, Button, Card } from '../../ui';
import type { JobSnapshot } from './wizard-state';

export interface ProcessingStepProps {
  job: JobSnapshot['job'] | null;
  onStartOver: () => void;
}

/** Step 3: what is being done while the paper is read; or why it failed. */
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
  // The server's progress and current step show in the stepper's bar above, once for every step.
  return (
    <Card title="AI processing">
      <p className="muted">
        Reading your paper, finding its figures and tables, and writing the slides with their voice-over
        scripts.
      </p>
    </Card>
  );
}
