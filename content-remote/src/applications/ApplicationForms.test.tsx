import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { apiClient, ApiError } from 'shared-ui';
import BecomeAffiliatePage from '../become-affiliate/BecomeAffiliatePage';
import BecomeDesignerPage from '../become-designer/BecomeDesignerPage';

jest.mock('shared-ui/src/http/apiClient', () => ({ apiClient: { get: jest.fn(), post: jest.fn() } }));
const post = jest.mocked(apiClient.post);
beforeEach(() => post.mockReset());

function renderPage(Page: () => React.JSX.Element) {
  render(
    <MemoryRouter>
      <Page />
    </MemoryRouter>,
  );
  return userEvent.setup();
}

const field = (name: string) => screen.getByRole('textbox', { name });

describe('Designer application', () => {
  it('checks the required fields, then sends, acknowledges with a reference and clears', async () => {
    post.mockResolvedValue({ status: 200, message: 'OK', data: { reference: 'DA-000003' } });
    const user = renderPage(BecomeDesignerPage);
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Please give the address of your portfolio.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Profession' })).toHaveAccessibleDescription(
      'Please choose your profession.',
    );
    expect(field('Phone')).not.toHaveAttribute('aria-invalid');
    expect(post).not.toHaveBeenCalled();

    await user.type(field('Name'), 'Sam Okafor');
    await user.type(field('Email'), 'sam@okaforstudio.example');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Profession' }), 'Licensed architect');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Plans you could list' }), '11 to 50 plans');
    await user.type(field('Portfolio URL'), 'okaforstudio.example');
    await user.type(field('About your plans'), 'Coastal cottages, PDF and CAD.');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Enter a full web address starting with http:// or https://.')).toBeInTheDocument();

    await user.clear(field('Portfolio URL'));
    await user.type(field('Portfolio URL'), 'https://okaforstudio.example');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('(reference DA-000003)'));
    expect(post).toHaveBeenCalledWith('designer-applications', {
      name: 'Sam Okafor',
      email: 'sam@okaforstudio.example',
      phone: '',
      company: '',
      portfolio_url: 'https://okaforstudio.example',
      profession: 'architect',
      plan_count: '11-50',
      message: 'Coastal cottages, PDF and CAD.',
    });
    await waitFor(() => expect(field('Name')).toHaveValue(''));
  });
});

describe('Affiliate application', () => {
  async function fill(user: ReturnType<typeof userEvent.setup>) {
    await user.type(field('Name'), 'Lee Chan');
    await user.type(field('Email'), 'lee@buildblog.example');
    await user.type(field('Website or channel URL'), 'https://buildblog.example');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Monthly audience' }), '5,000 to 50,000 a month');
    await user.type(field('How will you promote our plans?'), 'A monthly column on small homes.');
  }

  it('sends and promises an answer within 5-7 days', async () => {
    post.mockResolvedValue({ status: 200, message: 'OK', data: { reference: 'AA-000001' } });
    const user = renderPage(BecomeAffiliatePage);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('We will reply by e-mail within 5-7 days.'),
    );
    expect(post).toHaveBeenCalledWith(
      'affiliate-applications',
      expect.objectContaining({ monthly_audience: '5k-50k' }),
    );
  });

  it('shows why the API refused and keeps the answers', async () => {
    post.mockRejectedValue(new ApiError(429, 'Too many requests. Please wait a minute and try again.'));
    const user = renderPage(BecomeAffiliatePage);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests.');
    expect(field('Name')).toHaveValue('Lee Chan');
  });
});
