import { render, screen } from '@testing-library/react';
import { Field, LabelledField, fieldControlClassName, splitLabelledFieldProps, useFieldA11y } from './Field';

function PhoneField({ hint, error, describedBy }: { hint?: string; error?: string; describedBy?: string }) {
  const { controlId, hintId, errorId, controlProps } = useFieldA11y({ hint, error, describedBy });
  return (
    <Field label="Phone" controlId={controlId} hintId={hintId} errorId={errorId} hint={hint} error={error} required>
      <input {...controlProps} className={fieldControlClassName(Boolean(error))} />
    </Field>
  );
}

describe('Field and useFieldA11y', () => {
  it('labels the control and marks it required without reading the star aloud', () => {
    render(<PhoneField />);
    const input = screen.getByRole('textbox', { name: 'Phone' });
    expect(input).not.toHaveAttribute('aria-describedby');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  });

  it('links the hint, the error and extra descriptions, and marks the error', () => {
    render(<PhoneField hint="With country code" error="Enter a phone number" describedBy="privacy-note" />);
    const input = screen.getByRole('textbox', { name: 'Phone' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('With country code Enter a phone number');
    expect(input.getAttribute('aria-describedby')?.split(' ')).toContain('privacy-note');
    expect(input).toHaveClass('control', 'invalid');
  });

  it('LabelledField hands its control the wiring, required and the shared class plus its own', () => {
    render(
      <LabelledField
        label="Notes"
        hint="Optional"
        error="Too long"
        required
        className="wrapper"
        controlClassName="notes"
        renderControl={(control) => <textarea {...control} />}
      />,
    );
    const textarea = screen.getByRole('textbox', { name: 'Notes' });
    expect(textarea).toBeRequired();
    expect(textarea).toHaveAttribute('aria-invalid', 'true');
    expect(textarea).toHaveAccessibleDescription('Optional Too long');
    expect(textarea).toHaveClass('control', 'invalid', 'notes');
    expect(textarea).not.toHaveClass('wrapper');
    expect(textarea.closest('.wrapper')).toHaveClass('field');
  });

  it('splitLabelledFieldProps leaves the element its own attributes only', () => {
    const onChange = jest.fn();
    const [field, element] = splitLabelledFieldProps({
      label: 'Email',
      hint: 'Work address',
      id: 'email',
      required: true,
      name: 'email',
      onChange,
    });
    expect(field).toEqual({
      label: 'Email',
      hint: 'Work address',
      id: 'email',
      required: true,
      error: undefined,
      hideLabel: undefined,
      className: undefined,
      'aria-describedby': undefined,
    });
    expect(element).toEqual({ name: 'email', onChange });
  });
});
