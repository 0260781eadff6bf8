import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm, type Resolver } from 'react-hook-form';
import { SelectField } from '../components/SelectField/SelectField';
import { TextAreaField } from '../components/TextAreaField/TextAreaField';
import { TextField } from '../components/TextField/TextField';
import { field } from './formField';

interface Enquiry {
  name: string;
  style: string;
  message: string;
}

/** What a yupResolver does, by hand: a message for every empty field. */
const everyFieldRequired: Resolver<Enquiry> = async (values) => {
  const missing = (Object.keys(values) as (keyof Enquiry)[]).filter((name) => values[name].trim() === '');
  return missing.length === 0
    ? { values, errors: {} }
    : {
        values: {},
        errors: Object.fromEntries(missing.map((name) => [name, { type: 'required', message: `Enter the ${name}.` }])),
      };
};

function EnquiryForm({ onSend }: { onSend: (values: Enquiry) => void }) {
  const form = useForm<Enquiry>({
    resolver: everyFieldRequired,
    defaultValues: { name: '', style: '', message: '' },
  });
  return (
    <form onSubmit={(event) => void form.handleSubmit(onSend)(event)} noValidate>
      <TextField label="Name" {...field(form, 'name')} />
      <SelectField
        label="Style"
        placeholder="Choose a style"
        options={[{ value: 'ranch', label: 'Ranch' }]}
        {...field(form, 'style')}
      />
      <TextAreaField label="Message" hint="A line or two" {...field(form, 'message')} />
      <button type="submit">Send</button>
    </form>
  );
}

describe('field()', () => {
  it("shows each field's message from the resolver, wired to the control, and sends nothing", async () => {
    const user = userEvent.setup();
    const onSend = jest.fn();
    render(<EnquiryForm onSend={onSend} />);
    const name = screen.getByRole('textbox', { name: 'Name' });
    expect(name).not.toHaveAttribute('aria-invalid');

    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Enter the name.');
    expect(screen.getByRole('combobox', { name: 'Style' })).toHaveAccessibleDescription('Enter the style.');
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveAccessibleDescription(
      'A line or two Enter the message.',
    );
    expect(onSend).not.toHaveBeenCalled();
  });

  it('clears a message once the field is put right, and the submit gets the values typed and chosen', async () => {
    const user = userEvent.setup();
    const onSend = jest.fn();
    render(<EnquiryForm onSend={onSend} />);
    await user.click(screen.getByRole('button', { name: 'Send' }));

    const name = screen.getByRole('textbox', { name: 'Name' });
    await user.type(name, 'Ana');
    expect(name).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Enter the name.')).not.toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Style' }), 'Ranch');
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'A porch, please.');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSend).toHaveBeenCalledWith(
      { name: 'Ana', style: 'ranch', message: 'A porch, please.' },
      expect.anything(),
    );
  });
});
