import type { ReactNode } from 'react';

/** A small spinner; `label` is read to screen readers (empty when the text beside it says it). */
export function Spinner({
  label = 'Loading',
  large = false,
}: {
  label?: string;
  large?: boolean;
}): ReactNode {
  return (
    <span
      className={large ? 'spinner spinner--lg' : 'spinner'}
      role={label === '' ? undefined : 'status'}
      aria-label={label === '' ? undefined : label}
      aria-hidden={label === '' ? true : undefined}
    />
  );
}

/** A whole-page loading state. */
export function PageLoading({ message = 'Loading...' }: { message?: string }): ReactNode {
  return (
    <div className="page-loading" role="status" aria-live="polite">
      <span className="spinner spinner--lg" aria-hidden="true" />
      <span>{message}</span>
    </div>
  );
}
