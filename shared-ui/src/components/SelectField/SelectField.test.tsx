import { createRef } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SelectField } from './SelectField';

const foundations = [
  { value: '1', label: 'Basement' },
  { value: '2', label: 'Crawlspace' },
  { value: '3', label: 'Slab' },
];

describe('SelectField', () => {
  it('is a labelled select with a placeholder option of empty value', async () => {
    render(<SelectField label="Foundation" options={foundations} placeholder="Select a foundation" />);
    const select = screen.getByRole('combobox', { name: 'Foundation' });
    expect(select).toHaveValue('');
    expect(screen.getByRole('option', { name: 'Select a foundation' })).toHaveValue('');

    await userEvent.selectOptions(select, 'Slab');
    expect(select).toHaveValue('3');
  });

  it('marks an error with aria-invalid and describes the field with it', () => {
    render(<SelectField label="Plan set" options={foundations} error="Choose a plan set" hint="PDF or printed" />);
    const select = screen.getByRole('combobox', { name: 'Plan set' });
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('PDF or printed Choose a plan set');
  });

  it('passes register() props through to the select', async () => {
    const ref = createRef<HTMLSelectElement>();
    const onChange = jest.fn();
    render(<SelectField label="Sort by" name="sort_by" options={foundations} ref={ref} onChange={onChange} />);
    const select = screen.getByRole('combobox', { name: 'Sort by' });
    expect(ref.current).toBe(select);
    expect(select).toHaveAttribute('name', 'sort_by');
    await userEvent.selectOptions(select, '2');
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('has no empty option without a placeholder', () => {
    render(<SelectField label="Style" options={foundations} />);
    expect(screen.getAllByRole('option')).toHaveLength(3);
  });
});
