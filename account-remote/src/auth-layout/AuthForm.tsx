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
 * The server renders the form; its submit button waits for the page's scripts (shared-ui's Button), and
 * `method="post"` besides: were the browser ever to send the form itself, a GET would put the password or code in
 * the address bar, the history and the server's request log.
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
