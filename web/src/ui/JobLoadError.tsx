import type { ReactNode } from 'react';
import { Alert, ButtonLink } from './index';

/** A job page that could not load its job (none, someone else's, or no answer): why, and a way back. */
export function JobLoadError({
  heading,
  title,
  problem,
  testId,
}: {
  heading: string;
  title: string;
  problem: string;
  testId: string;
}): ReactNode {
  return (
    <div className="container wizard">
      <h1 className="wizard__title">{heading}</h1>
      <Alert tone="error" title={title} testId={testId}>
        <p>{problem}</p>
        <ButtonLink to="/dashboard" variant="secondary">
          Back to Dashboard
        </ButtonLink>
      </Alert>
    </div>
  );
}
