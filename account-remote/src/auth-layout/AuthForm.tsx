import type { FormEventHandler, ReactNode } from 'react';
import { Button } from 'shared-ui';
import styles from './AuthLayout.module.css';

interface AuthFormProps {
  onSubmit: FormEventHandler<HTMLFormElement>;
  submitting: boolean;
  submitLabel: string;
  children: ReactNode;
}

/** The form of an auth screen: its fields, checked by the page's schema (not the browser's), then the one button. */
export function AuthForm({ onSubmit, submitting, submitLabel, children }: AuthFormProps) {
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      {children}
      <Button type="submit" loading={submitting}>
        {submitLabel}
      </Button>
    </form>
  );
}
