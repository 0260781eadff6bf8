import { createRef } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TextField } from './TextField';

describe('TextField', () => {
  it('is a labelled input that takes typing', async () => {
    const onChange = jest.fn();
    render(<TextField label="Email" name="email" type="email" onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    await userEvent.type(input, 'ana@example.com');
    expect(input).toHaveValue('ana@example.com');
    expect(input).toHaveAttribute('name', 'email');
    expect(input).toHaveAttribute('type', 'email');
    expect(onChange).toHaveBeenCalled();
  });

  it('announces its hint, and its error with aria-invalid', () => {
    const { rerender } = render(<TextField label="Password" type="password" hint="At least 8 characters" />);
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAccessibleDescription('At least 8 characters');
    expect(input).not.toHaveAttribute('aria-invalid');

    rerender(<TextField label="Password" type="password" hint="At least 8 characters" error="Password is required" />);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('At least 8 characters Password is required');
    expect(screen.getByText('Password is required')).toBeInTheDocument();
  });

  it('works with react-hook-form register(): name, onChange, onBlur and ref reach the input', async () => {
    const ref = createRef<HTMLInputElement>();
    const onBlur = jest.fn();
    const onChange = jest.fn();
    render(<TextField label="Name" name="name" ref={ref} onBlur={onBlur} onChange={onChange} required />);
    const input = screen.getByRole('textbox', { name: /Name/ });

    expect(ref.current).toBe(input);
    expect(input).toBeRequired();
    await userEvent.type(input, 'A');
    await userEvent.tab();
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onBlur).toHaveBeenCalledTimes(1);
  });

  it('keeps the id it is given and can hide its label visually only', () => {
    render(<TextField label="Plan number" id="plan-number" hideLabel />);
    const input = screen.getByRole('textbox', { name: 'Plan number' });
    expect(input).toHaveAttribute('id', 'plan-number');
    expect(screen.getByText('Plan number')).toHaveClass('visually-hidden');
  });
});
