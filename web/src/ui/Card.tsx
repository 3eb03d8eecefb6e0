import type { HTMLAttributes, ReactNode } from 'react';

export interface CardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** Heading text; rendered as an h2 unless `headingLevel` says otherwise. */
  title?: ReactNode;
  headingLevel?: 2 | 3;
  /** Shown at the right of the title row (a badge, a link). */
  aside?: ReactNode;
}

export function Card({ title, headingLevel = 2, aside, className, children, ...rest }: CardProps): ReactNode {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className={['card', className ?? ''].filter(Boolean).join(' ')} {...rest}>
      {title !== undefined || aside !== undefined ? (
        <div className="card__title">
          {title !== undefined ? <Heading>{title}</Heading> : <span />}
          {aside}
        </div>
      ) : null}
      {children}
    </section>
  );
}
