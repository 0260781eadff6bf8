import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { apiClient, ApiError, toast } from 'shared-ui';
import ContactPage from './ContactPage';

jest.mock('shared-ui/src/http/apiClient', () => ({ apiClient: { get: jest.fn(), post: jest.fn() } }));
jest.mock('shared-ui/src/toasts/toast', () => ({ toast: { success: jest.fn(), error: jest.fn() } }));
const post = jest.mocked(apiClient.post);

function renderPage() {
  render(
    <MemoryRouter>
      <ContactPage />
    </MemoryRouter>,
  );
  return userEvent.setup();
}

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Ann Rivera');
  await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ann@example.com');
  await user.type(screen.getByRole('textbox', { name: 'Subject' }), 'Basement foundation');
  await user.type(screen.getByRole('textbox', { name: 'Comment' }), 'Can plan 120 go on a basement?');
}

describe('Contact Us', () => {
  it('shows the store contact details', () => {
    renderPage();
    expect(screen.getByRole('link', { name: 'support@houseplans.example' })).toHaveAttribute(
      'href',
      'mailto:support@houseplans.example',
    );
    expect(screen.getByText('Call centre, 24/7')).toBeInTheDocument();
    expect(screen.getByText('Messaging (WhatsApp)')).toBeInTheDocument();
    expect(screen.getByText('Fax')).toBeInTheDocument();
    expect(screen.getByText('Monday–Friday, 9–5 EST')).toBeInTheDocument();
  });

  it("says 'All fields are required!' and marks the empty fields, without sending", async () => {
    const user = renderPage();
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Ann');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByText('All fields are required!')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Name' })).not.toHaveAttribute('aria-invalid');
    const comment = screen.getByRole('textbox', { name: 'Comment' });
    expect(comment).toHaveAttribute('aria-invalid', 'true');
    expect(comment).toHaveAccessibleDescription('Please enter your message.');
    expect(post).not.toHaveBeenCalled();
  });

  it('refuses an address without a domain', async () => {
    const user = renderPage();
    await fillIn(user);
    await user.clear(screen.getByRole('textbox', { name: 'Email' }));
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ann@example');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });

  it('sends, shows the success banner and toast, and resets the form', async () => {
    let answer: (value: { status: number; message: string; data: { reference: string } }) => void = () => {};
    post.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const user = renderPage();
    // The live region is there, empty, before anything happens: a change inside it is what gets announced.
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(screen.getByRole('button', { name: 'Sending…' })).toHaveAttribute('aria-busy', 'true');
    expect(post).toHaveBeenCalledWith('contact-us', {
      name: 'Ann Rivera',
      email: 'ann@example.com',
      subject: 'Basement foundation',
      comment: 'Can plan 120 go on a basement?',
    });
    answer({ status: 200, message: 'OK', data: { reference: 'CM-000001' } });

    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Your message was sent successfully!'));
    expect(toast.success).toHaveBeenCalledWith('Your message was sent successfully!');
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue(''));
    expect(screen.getByRole('textbox', { name: 'Comment' })).toHaveValue('');
  });

  it("shows 'There was an error: {detail}' and keeps what was typed", async () => {
    post.mockRejectedValue(new ApiError(429, 'Too many requests. Please wait a minute and try again.'));
    const user = renderPage();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'There was an error: Too many requests. Please wait a minute and try again.',
    );
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Ann Rivera');
  });
});
