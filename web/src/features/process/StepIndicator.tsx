import type { ReactNode } from 'react';
import { ProgressBar } from '../../ui';
import {
  canOpen,
  STEP_LABELS,
  stepMark,
  WIZARD_STEPS,
  type WizardState,
  type WizardStep,
} from './wizard-state';

/**
 * The eight steps: done as far as the job has really got, the shown one marked, those the job has
 * reached clickable. On a phone only the numbers show, plus the current name. While the paper is being
 * read, the server's progress and current step.
 */
export function StepIndicator({
  state,
  onOpen,
}: {
  state: WizardState;
  onOpen: (step: WizardStep) => void;
}): ReactNode {
  const job = state.snapshot?.job;
  const current = state.step ?? 'upload';
  return (
    <nav aria-label="Progress" className="steps-nav">
      <ol
        className="steps"
        data-testid="step-indicator"
        data-current-step={current}
        data-reached-step={state.reached}
      >
        {WIZARD_STEPS.map((step, index) => {
          const mark = stepMark(state, step);
          const label = STEP_LABELS[step];
          const content = (
            <>
              <span className="steps__dot" aria-hidden="true">
                {mark === 'done' ? '✓' : index + 1}
              </span>
              <span className="steps__label">
                {label}
                {mark === 'done' ? <span className="visually-hidden"> (done)</span> : null}
              </span>
            </>
          );
          return (
            <li
              key={step}
              className={`steps__item steps__item--${mark}`}
              aria-current={mark === 'current' ? 'step' : undefined}
              data-step={step}
            >
              {mark !== 'current' && canOpen(state, step) ? (
                <button type="button" className="steps__open" onClick={() => onOpen(step)}>
                  <span className="visually-hidden">Go to </span>
                  {content}
                </button>
              ) : (
                content
              )}
            </li>
          );
        })}
      </ol>
      <p className="steps__current" aria-hidden="true">
        Step {WIZARD_STEPS.indexOf(current) + 1} of {WIZARD_STEPS.length}: {STEP_LABELS[current]}
      </p>
      {job?.status === 'processing' ? (
        <div className="steps__progress" data-testid="stepper-progress">
          <ProgressBar value={job.progress} label={job.current_step} />
        </div>
      ) : null}
    </nav>
  );
}
