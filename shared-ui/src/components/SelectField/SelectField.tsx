import type { ComponentPropsWithRef } from 'react';
import { LabelledField, splitLabelledFieldProps, type LabelledFieldProps } from '../Field/Field';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps extends Omit<ComponentPropsWithRef<'select'>, 'children'>, LabelledFieldProps {
  options: readonly SelectOption[];
  /** A first option with an empty value, e.g. 'Select a foundation'. */
  placeholder?: string;
}

/** A labelled native select (the most accessible choice on phones), ready for react-hook-form's register(). */
export function SelectField({ options, placeholder, ...props }: SelectFieldProps) {
  const [fieldProps, selectProps] = splitLabelledFieldProps(props);
  return (
    <LabelledField
      {...fieldProps}
      renderControl={(control) => (
        <select {...selectProps} {...control}>
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    />
  );
}
