import type { ComponentPropsWithRef } from 'react';
import { LabelledField, splitLabelledFieldProps, type LabelledFieldProps } from '../Field/Field';

export interface TextFieldProps extends ComponentPropsWithRef<'input'>, LabelledFieldProps {}

/**
 * A labelled text input. Spread react-hook-form's register() on it: name, onChange, onBlur and ref reach the <input>.
 */
export function TextField({ type = 'text', ...props }: TextFieldProps) {
  const [fieldProps, inputProps] = splitLabelledFieldProps(props);
  return (
    <LabelledField {...fieldProps} renderControl={(control) => <input {...inputProps} {...control} type={type} />} />
  );
}
