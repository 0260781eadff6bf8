import type { FormEventHandler, ReactNode } from 'react';
import { Button } from 'shared-ui';
import styles from './AuthLayout.module.css';

interface AuthFormProps {
  onSubmit: FormEventHandler<HTMLFormElement>;
  submitting: boolean;
  submitLabel: string;
  children: ReactNode;
}

/**
 * The form of an auth screen: its fields, checked by the page's schema (not the browser's), then the one button.
 * `method="post"`: the server renders the form, and a shopper may submit it before the page's scripts have taken it
 * over; the browser then sends it itself, and a GET would put the password or code in the address bar, the history
 * and the server's request log.
 */
export function AuthForm({ onSubmit, submitting, submitLabel, children }: AuthFormProps) {
  return (
    <form className={styles.form} method="post" onSubmit={onSubmit} noValidate>
      {children}
      <Button type="submit" loading={submitting}>
        {submitLabel}
      </Button>
    </form>
  );
}
