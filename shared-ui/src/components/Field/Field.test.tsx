import { render, screen } from '@testing-library/react';
import { Field, fieldControlClassName, useFieldA11y } from './Field';

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
});
