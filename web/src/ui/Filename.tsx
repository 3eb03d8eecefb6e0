import { Fragment, type ReactNode } from 'react';

/**
 * A file name that may wrap: a line may break after each `_`, `-`, `.` or space, as between words, so
 * "heat_stress_metabolomics_final.pdf" wraps at its parts instead of mid-word or off the screen.
 */
export function Filename({ name, className }: { name: string; className?: string }): ReactNode {
  const parts = name.split(/(?<=[_\-. ])/);
  return (
    <span className={['filename', className ?? ''].filter(Boolean).join(' ')} title={name}>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {part}
          {index < parts.length - 1 ? <wbr /> : null}
        </Fragment>
      ))}
    </span>
  );
}
