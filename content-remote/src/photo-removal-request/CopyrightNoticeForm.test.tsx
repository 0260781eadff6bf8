import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { apiClient, ApiError } from 'shared-ui';
import PhotoRemovalRequestPage from './PhotoRemovalRequestPage';
import {
  copyrightNoticeSchema,
  emptyNotice,
  isoDateOf,
  signatureDateOf,
  todayAsIsoDate,
  todayAsSignatureDate,
} from './copyrightNoticeSchema';

jest.mock('shared-ui/src/http/apiClient', () => ({ apiClient: { get: jest.fn(), post: jest.fn() } }));
const post = jest.mocked(apiClient.post);
beforeEach(() => post.mockReset());

function renderPage() {
  render(
    <MemoryRouter>
      <PhotoRemovalRequestPage />
    </MemoryRouter>,
  );
  return userEvent.setup();
}

const field = (name: string) => screen.getByRole('textbox', { name });
/** The signature date: a native date input (no textbox role), showing YYYY-MM-DD. */
const dateField = () => screen.getByLabelText<HTMLInputElement>(/^Date/);

async function fillValidNotice(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field('First name'), 'Maria');
  await user.type(field('Last name'), 'Lopez');
  await user.type(field('Email'), 'maria@lopezdesign.example');
  await user.selectOptions(screen.getByRole('combobox', { name: 'State or province' }), 'Florida');
  await user.type(field('Describe the copyrighted work'), 'Photograph of the Lakeview cottage.');
  await user.type(field('Authorized example URL'), 'https://lopezdesign.example/lakeview');
  await user.type(field('Where the material appears on our site'), 'Plan page /property/42');
  for (const checkbox of screen.getAllByRole('checkbox')) await user.click(checkbox);
  await user.type(field('Signature'), 'Maria Lopez');
}

describe('Copyright infringement notice', () => {
  it('has every field of screen 16 with a label, and a date picker prefilled with today', () => {
    renderPage();
    for (const name of ['First name', 'Last name', 'Company name', 'Copyright holder represented', 'Email']) {
      expect(field(name)).toBeInTheDocument();
    }
    expect(screen.getByRole('combobox', { name: 'State or province' })).toBeInTheDocument();
    expect(field('Describe the copyrighted work')).toBeInTheDocument();
    expect(field('Authorized example URL')).toBeInTheDocument();
    expect(screen.getAllByRole('checkbox')).toHaveLength(3);
    expect(dateField()).toHaveAttribute('type', 'date');
    expect(dateField()).toHaveValue(todayAsIsoDate());
    // Nothing after today can be picked.
    expect(dateField()).toHaveAttribute('max', todayAsIsoDate());
    expect(field('Signature')).toBeInTheDocument();
  });

  it('shows each problem next to its field and sends nothing', async () => {
    const user = renderPage();
    await user.type(field('First name'), 'Maria');
    await user.type(field('Last name'), 'Lopez');
    await user.type(field('Email'), 'maria@');
    await user.clear(dateField());
    await user.type(field('Signature'), 'M. Lopez');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(field('Email')).toHaveAccessibleDescription('Please enter a valid email address.');
    expect(screen.getByRole('combobox', { name: 'State or province' })).toHaveAccessibleDescription(
      'Please choose your state or province.',
    );
    expect(dateField()).toHaveAccessibleDescription('The day you sign this notice. Enter the date as MM/DD/YYYY.');
    expect(field('Signature')).toHaveAccessibleDescription(
      'Type your first and last name as entered above. Your signature must match the first and last name you entered.',
    );
    for (const checkbox of screen.getAllByRole('checkbox')) {
      expect(checkbox).toHaveAttribute('aria-invalid', 'true');
      expect(checkbox).toHaveAccessibleDescription('Please confirm this statement.');
    }
    expect(field('Company name')).not.toHaveAttribute('aria-invalid');
    expect(post).not.toHaveBeenCalled();
  });

  it('refuses a date in the future', async () => {
    const user = renderPage();
    await fillValidNotice(user);
    // The picker offers nothing after today, but a date can still be typed past it.
    fireEvent.change(dateField(), { target: { value: '2099-01-01' } });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('The date cannot be in the future.')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });

  it('sends a valid notice, shows its reference and clears the form', async () => {
    post.mockResolvedValue({ status: 200, message: 'OK', data: { reference: 'CN-000007' } });
    const user = renderPage();
    await fillValidNotice(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Your notice has been received (reference CN-000007)'),
    );
    expect(post).toHaveBeenCalledWith(
      'copyright-notices',
      expect.objectContaining({
        first_name: 'Maria',
        state_or_province: 'FL',
        sworn_good_faith: true,
        sworn_accuracy: true,
        sworn_authority: true,
        signature_date: todayAsSignatureDate(),
        signature: 'Maria Lopez',
        company_name: '',
      }),
    );
    await waitFor(() => expect(field('First name')).toHaveValue(''));
    expect(screen.getAllByRole('checkbox').every((checkbox) => !(checkbox as HTMLInputElement).checked)).toBe(true);
  });

  it('sends a picked date as MM/DD/YYYY, the format the spec and the API use', async () => {
    post.mockResolvedValue({ status: 200, message: 'OK', data: { reference: 'CN-000008' } });
    const user = renderPage();
    await fillValidNotice(user);
    fireEvent.change(dateField(), { target: { value: '2025-03-07' } });
    expect(dateField()).toHaveValue('2025-03-07');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith('copyright-notices', expect.objectContaining({ signature_date: '03/07/2025' })),
    );
  });

  it("shows the API's refusal", async () => {
    post.mockRejectedValue(new ApiError(400, 'Your signature must match the first and last name you entered.'));
    const user = renderPage();
    await fillValidNotice(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your notice could not be sent: Your signature must match the first and last name you entered.',
    );
  });
});

describe('the date picker and the MM/DD/YYYY form value', () => {
  it('converts both ways, and gives nothing for what is not a real date', () => {
    expect(isoDateOf('03/07/2025')).toBe('2025-03-07');
    expect(signatureDateOf('2025-03-07')).toBe('03/07/2025');
    expect(isoDateOf('02/30/2025')).toBe('');
    expect(signatureDateOf('')).toBe('');
    expect(todayAsIsoDate(new Date(2026, 10, 28, 23, 30))).toBe('2026-11-28');
  });
});

describe('copyright notice rules', () => {
  it('says how long a field may be, as the API limits it', async () => {
    const notice = { ...emptyNotice(), first_name: 'x'.repeat(101) };
    await expect(copyrightNoticeSchema.validateAt('first_name', notice)).rejects.toThrow(
      'Please keep this under 100 characters.',
    );
    await expect(copyrightNoticeSchema.validateAt('first_name', { ...notice, first_name: 'Maria' })).resolves.toBe(
      'Maria',
    );
  });
});
