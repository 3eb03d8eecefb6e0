import type { ReactNode } from 'react';

/** Badge colours (SPEC §4): completed green, processing blue, error red, anything else grey. */
export function statusColour(status: string): 'green' | 'blue' | 'red' | 'grey' {
  switch (status) {
    case 'completed':
      return 'green';
    case 'processing':
      return 'blue';
    case 'error':
    case 'failed':
      return 'red';
    default:
      return 'grey';
  }
}

/** `ready_for_editing` → `ready for editing`. */
export function statusLabel(status: string): string {
  return status.replace(/_/g, ' ');
}

export function StatusBadge({ status }: { status: string }): ReactNode {
  return (
    <span className={`badge badge--${statusColour(status)}`} data-status={status}>
      {statusLabel(status)}
    </span>
  );
}

export function Badge({ tone = 'grey', children }: { tone?: 'green' | 'blue' | 'red' | 'grey' | 'gold'; children: ReactNode }): ReactNode {
  return <span className={`badge badge--${tone}`}>{children}</span>;
}
