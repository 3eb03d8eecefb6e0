import type { ReactNode } from 'react';
import { STEPS, type StepNumber } from './steps';

/** The eight steps with the current one marked; on a phone only the numbers, plus the current name. */
export function StepIndicator({ current }: { current: StepNumber }): ReactNode {
  return (
    <nav aria-label="Progress">
      <ol className="steps" data-testid="step-indicator" data-current-step={current}>
        {STEPS.map((label, index) => {
          const number = index + 1;
          const state = number < current ? 'done' : number === current ? 'current' : 'todo';
          return (
            <li key={label} className={`steps__item steps__item--${state}`} aria-current={state === 'current' ? 'step' : undefined}>
              <span className="steps__dot" aria-hidden="true">
                {state === 'done' ? '✓' : number}
              </span>
              <span className="steps__label">
                {label}
                {state === 'done' ? <span className="visually-hidden"> (done)</span> : null}
              </span>
            </li>
          );
        })}
      </ol>
      <p className="steps__current" aria-hidden="true">
        Step {current} of {STEPS.length}: {STEPS[current - 1]}
      </p>
    </nav>
  );
}
