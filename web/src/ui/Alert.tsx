import type { ReactNode } from 'react';

export type AlertTone = 'info' | 'success' | 'warning' | 'error';

export interface AlertProps {
  tone?: AlertTone;
  title?: ReactNode;
  children?: ReactNode;
  /** Extra content at the right (a link, a close button). */
  action?: ReactNode;
  className?: string;
  testId?: string;
}

/** A notice. Errors are announced at once (role alert), the others politely (role status). */
export function Alert({ tone = 'info', title, children, action, className, testId }: AlertProps): ReactNode {
  return (
    <div
      className={['alert', `alert--${tone}`, className ?? ''].filter(Boolean).join(' ')}
      role={tone === 'error' ? 'alert' : 'status'}
      data-testid={testId}
    >
      <div className="alert__body">
        {title !== undefined ? <p className="alert__title">{title}</p> : null}
        {children}
      </div>
      {action}
    </div>
  );
}
