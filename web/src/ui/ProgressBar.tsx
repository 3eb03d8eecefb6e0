import type { ReactNode } from 'react';

export type ProgressTone = 'blue' | 'green' | 'yellow' | 'red';

/** Usage colours (docs/product.md §4, §9): green below 70 percent, yellow from 70, red from 90. */
export function usageTone(percent: number): ProgressTone {
  if (percent >= 90) return 'red';
  if (percent >= 70) return 'yellow';
  return 'green';
}

export interface ProgressBarProps {
  /** 0 to 100; clamped. */
  value: number;
  label: string;
  tone?: ProgressTone;
  /** Shows "label … 42%" above the bar. */
  showValue?: boolean;
}

export function ProgressBar({ value, label, tone = 'blue', showValue = true }: ProgressBarProps): ReactNode {
  const percent = Math.max(0, Math.min(100, Math.round(value)));
  return (
    <div>
      {showValue ? (
        <div className="progress-label">
          <span>{label}</span>
          <span data-testid="progress-percent">{percent}%</span>
        </div>
      ) : null}
      <div
        className={`progress progress--${tone}`}
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <div className="progress__fill" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
