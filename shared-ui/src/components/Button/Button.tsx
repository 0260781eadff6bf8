import type { ComponentPropsWithRef, MouseEvent } from 'react';
import { useHydrated } from '../../rendering/useHydrated';
import styles from './Button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'icon';

interface ButtonOwnProps extends ComponentPropsWithRef<'button'> {
  size?: 'md' | 'sm';
  /** Work in progress (e.g. submitting): announced with aria-busy, clicks are ignored, focus stays. */
  loading?: boolean;
}

/** An icon button has no visible text, so it must be named with aria-label. */
export type ButtonProps = ButtonOwnProps &
  ({ variant?: Exclude<ButtonVariant, 'icon'> } | { variant: 'icon'; 'aria-label': string });

/**
 * The store's button. `type` defaults to "button" so that a button inside a form never submits by accident:
 * pass type="submit" for the submit button. `ref` reaches the <button> (React 19 passes it as a prop).
 *
 * A submit button the server rendered is disabled until React has taken its page over: before that the browser
 * would send the form itself, to the page's own URL, with what was typed (a password, a message) in the address
 * bar, the history and the request log if the form is a GET, and to a server that cannot answer it either way.
 * A disabled default button also stops Enter in a field from submitting.
 */
export function Button({
  variant = 'primary',
  size = 'md',
  loading = false,
  type = 'button',
  className,
  children,
  onClick,
  ...rest
}: ButtonProps) {
  const awaitingScripts = !useHydrated() && type === 'submit';
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (loading) {
      // Also stops a loading submit button from submitting its form a second time.
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  const classes = [styles.button, styles[variant], size === 'sm' ? styles.small : undefined, className]
    .filter(Boolean)
    .join(' ');
  return (
    <button
      {...rest}
      type={type}
      disabled={rest.disabled === true || awaitingScripts}
      data-awaiting-scripts={awaitingScripts || undefined}
      className={classes}
      onClick={handleClick}
      aria-busy={loading || undefined}
      aria-disabled={loading || rest['aria-disabled'] || undefined}
    >
      {loading ? <span className={styles.spinner} aria-hidden="true" /> : null}
      {children}
    </button>
  );
}
