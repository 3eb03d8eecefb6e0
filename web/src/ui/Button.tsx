import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router-dom';
import { Spinner } from './Spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

interface Look {
  variant?: ButtonVariant;
  size?: ButtonSize;
  block?: boolean;
}

export function buttonClass(
  { variant = 'primary', size = 'md', block = false }: Look,
  extra?: string,
): string {
  return [
    'btn',
    `btn--${variant}`,
    size === 'md' ? '' : `btn--${size}`,
    block ? 'btn--block' : '',
    extra ?? '',
  ]
    .filter(Boolean)
    .join(' ');
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, Look {
  /** Disables the button and shows a spinner (and `loadingText`, 'Loading...' by default). */
  loading?: boolean;
  loadingText?: string;
}

export function Button({
  variant,
  size,
  block,
  loading = false,
  loadingText = 'Loading...',
  disabled,
  className,
  children,
  type,
  ...rest
}: ButtonProps): ReactNode {
  return (
    <button
      type={type ?? 'button'}
      className={buttonClass(
        { variant: variant ?? 'primary', size: size ?? 'md', block: block ?? false },
        className,
      )}
      disabled={disabled === true || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading ? (
        <>
          <Spinner label="" />
          {loadingText}
        </>
      ) : (
        children
      )}
    </button>
  );
}

/** A router link that looks like a button. */
export function ButtonLink({ variant, size, block, className, ...rest }: LinkProps & Look): ReactNode {
  return (
    <Link
      className={buttonClass(
        { variant: variant ?? 'primary', size: size ?? 'md', block: block ?? false },
        className,
      )}
      {...rest}
    />
  );
}
