import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm, type Resolver, type ResolverResult } from 'react-hook-form';
import { NameDialog, type NameValues } from './NameDialog';

/** What a yupResolver of the apps' name schemas does, by hand: trimmed, present, at most 10 characters. */
const nameRules: Resolver<NameValues> = async (values): Promise<ResolverResult<NameValues>> => {
  const name = values.name.trim();
  const message = name === '' ? 'Enter a name.' : name.length > 10 ? 'At most 10 characters.' : undefined;
  if (message === undefined) return { values: { name }, errors: {} };
  return { values: {}, errors: { name: { type: 'validate', message } } };
};

function Rename({ onSave, onClose = jest.fn() }: { onSave: (name: string) => Promise<unknown>; onClose?: () => void }) {
  const form = useForm<NameValues>({ resolver: nameRules, mode: 'onChange', defaultValues: { name: 'Cabins' } });
  return (
    <NameDialog
      form={form}
      title="Rename list"
      label="List name"
      autoComplete="off"
      busy={false}
      onClose={onClose}
      onSave={onSave}
    />
  );
}

describe('NameDialog', () => {
  it('names itself, shows the current name, says at once what is wrong and disables Save until it is put right', async () => {
    const user = userEvent.setup();
    const onSave = jest.fn(async () => true);
    render(<Rename onSave={onSave} />);
    expect(screen.getByRole('dialog', { name: 'Rename list' })).toBeInTheDocument();
    const name = screen.getByRole('textbox', { name: 'List name' });
    const save = screen.getByRole('button', { name: 'Save' });
    expect(name).toHaveValue('Cabins');
    expect(name).toHaveAttribute('autocomplete', 'off');
    expect(save).toBeEnabled();

    await user.clear(name);
    expect(name).toHaveAccessibleDescription('Enter a name.');
    expect(save).toBeDisabled();
    await user.type(name, 'Lake houses!');
    expect(name).toHaveAccessibleDescription('At most 10 characters.');
    expect(save).toBeDisabled();

    await user.clear(name);
    await user.type(name, ' Lakeside ');
    expect(save).toBeEnabled();
    await user.click(save);
    expect(onSave).toHaveBeenCalledWith('Lakeside');
  });

  it('saves with Enter in the field, and Cancel asks to close without saving', async () => {
    const user = userEvent.setup();
    const onSave = jest.fn(async () => true);
    const onClose = jest.fn();
    render(<Rename onSave={onSave} onClose={onClose} />);
    await user.type(screen.getByRole('textbox', { name: 'List name' }), ' 2{Enter}');
    expect(onSave).toHaveBeenCalledWith('Cabins 2');

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onSave).toHaveBeenCalledTimes(1);
  });
});
