import type { ComponentPropsWithRef } from 'react';
import { LabelledField, splitLabelledFieldProps, type LabelledFieldProps } from '../Field/Field';
import styles from './TextAreaField.module.css';

export interface TextAreaFieldProps extends ComponentPropsWithRef<'textarea'>, LabelledFieldProps {}

/** A labelled multi-line input (contact form, infringement notice), wired like TextField for react-hook-form. */
export function TextAreaField({ rows = 5, ...props }: TextAreaFieldProps) {
  const [fieldProps, textareaProps] = splitLabelledFieldProps(props);
  return (
    <LabelledField
      {...fieldProps}
      controlClassName={styles.textarea}
      renderControl={(control) => <textarea {...textareaProps} {...control} rows={rows} />}
    />
  );
}
