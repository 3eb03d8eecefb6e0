import type { ReactNode } from 'react';
import type { StatusTone, StatusView } from './job-status';

/** A status as words in its colour; `view` comes from one of job-status.ts's mappings. */
export function StatusBadge({ view }: { view: StatusView }): ReactNode {
  return (
    <span className={`badge badge--${view.tone}`} data-status={view.key}>
      {view.label}
    </span>
  );
}

export function Badge({
  tone = 'grey',
  children,
}: {
  tone?: StatusTone | 'gold';
  children: ReactNode;
}): ReactNode {
  return <span className={`badge badge--${tone}`}>{children}</span>;
}
