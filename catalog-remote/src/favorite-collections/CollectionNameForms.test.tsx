import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NewCollectionForm, RenameDialog } from './CollectionNameForms';

const collection = { _id: '4', name: 'Lake houses', plans: [] };
const sixtyOne = 'x'.repeat(61);

describe('NewCollectionForm', () => {
  it('asks for a name on the first try, then follows the typing, and sends nothing until it is good', async () => {
    const user = userEvent.setup();
    const onCreate = jest.fn(async () => true);
    render(<NewCollectionForm busy={false} onCreate={onCreate} />);
    const name = screen.getByRole('textbox', { name: 'New collection name' });
    await user.type(name, sixtyOne.slice(0, 10));
    expect(name).not.toHaveAttribute('aria-invalid');
    await user.clear(name);

    await user.click(screen.getByRole('button', { name: 'Create collection' }));
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Please enter a name for the collection.');

    await user.type(name, sixtyOne);
    expect(name).toHaveAccessibleDescription('At most 60 characters.');
    await user.type(name, '{Backspace}');
    expect(name).not.toHaveAttribute('aria-invalid');
    expect(onCreate).not.toHaveBeenCalled();
  });

  it('sends the trimmed name and empties the field once the collection is made, not when it failed', async () => {
    const user = userEvent.setup();
    const onCreate = jest.fn(async () => false);
    render(<NewCollectionForm busy={false} onCreate={onCreate} />);
    const name = screen.getByRole('textbox', { name: 'New collection name' });
    await user.type(name, '  Cabins {Enter}');
    expect(onCreate).toHaveBeenCalledWith('Cabins');
    expect(name).toHaveValue('  Cabins ');

    onCreate.mockResolvedValue(true);
    await user.click(screen.getByRole('button', { name: 'Create collection' }));
    expect(onCreate).toHaveBeenCalledTimes(2);
    expect(name).toHaveValue('');
  });
});

describe('RenameDialog', () => {
  it('says at once what is wrong with the name and disables Save until it is put right', async () => {
    const user = userEvent.setup();
    const onRename = jest.fn(async () => true);
    render(<RenameDialog collection={collection} busy={false} onClose={jest.fn()} onRename={onRename} />);
    const name = screen.getByRole('textbox', { name: 'Collection name' });
    const save = screen.getByRole('button', { name: 'Save' });
    expect(name).toHaveValue('Lake houses');
    expect(save).toBeEnabled();

    await user.clear(name);
    expect(name).toHaveAccessibleDescription('Please enter a name for the collection.');
    expect(save).toBeDisabled();
    await user.type(name, sixtyOne);
    expect(name).toHaveAccessibleDescription('At most 60 characters.');
    expect(save).toBeDisabled();

    await user.clear(name);
    await user.type(name, ' By the lake ');
    expect(save).toBeEnabled();
    await user.click(save);
    expect(onRename).toHaveBeenCalledWith('By the lake');
  });

  it('saves with Enter in the field', async () => {
    const user = userEvent.setup();
    const onRename = jest.fn(async () => true);
    render(<RenameDialog collection={collection} busy={false} onClose={jest.fn()} onRename={onRename} />);
    await user.type(screen.getByRole('textbox', { name: 'Collection name' }), ' North{Enter}');
    expect(onRename).toHaveBeenCalledWith('Lake houses North');
  });
});
