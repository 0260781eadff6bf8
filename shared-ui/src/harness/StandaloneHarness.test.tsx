import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useParams } from 'react-router-dom';
import { useRemoteLoader } from '../federation/RemoteLoaderContext';
import { noOtherRemotes } from '../testing/noOtherRemotes';
import { openFromHarnessNav, renderStandaloneHarnessAt } from '../testing/standaloneHarnessTesting';
import { toast } from '../toasts/toast';
import type { HarnessPage } from './StandaloneHarness';

function CartPage() {
  return <h1>Cart</h1>;
}

function PlanPage() {
  const { id } = useParams();
  return <h1>Plan {id}</h1>;
}

/** Uses what the shell provides a page: the remote loader and the toast host. */
function ContactPage() {
  const loader = useRemoteLoader();
  return (
    <>
      <h1>Contact Us</h1>
      <button
        type="button"
        onClick={() => toast.success(loader === noOtherRemotes ? 'Sent with the given loader' : 'Wrong loader')}
      >
        Send
      </button>
    </>
  );
}

const pages: readonly HarnessPage[] = [
  { expose: './CartPage', label: 'Cart', path: '/cart', Page: CartPage },
  { expose: './PlanPage', label: 'Plan detail (plan 7)', path: '/property/:id', href: '/property/7', Page: PlanPage },
  { expose: './ContactPage', label: 'Contact us', path: '/contact-us', Page: ContactPage },
];

function renderHarnessAt(path: string) {
  return renderStandaloneHarnessAt(path, 'content', pages);
}

describe('StandaloneHarness', () => {
  it('names the remote and links every page from its nav, at its href when the path has parameters', () => {
    renderHarnessAt('/');
    expect(screen.getByText('content remote, standalone')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'content pages' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Cart', '/cart'],
      ['Plan detail (plan 7)', '/property/7'],
      ['Contact us', '/contact-us'],
    ]);
  });

  it('opens each page inside main from the nav and marks the current link', async () => {
    const main = renderHarnessAt('/cart');
    expect(within(main).getByRole('heading', { level: 1 })).toHaveTextContent('Cart');
    expect(screen.getByRole('link', { name: 'Cart' })).toHaveAttribute('aria-current', 'page');

    await openFromHarnessNav('Plan detail (plan 7)');
    expect(within(main).getByRole('heading', { level: 1 })).toHaveTextContent('Plan 7');
    expect(screen.getByRole('link', { name: 'Cart' })).not.toHaveAttribute('aria-current');
  });

  it('gives pages the remote loader and a toast host, as the shell does', async () => {
    renderHarnessAt('/contact-us');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Sent with the given loader')).toBeInTheDocument();
  });

  it('says so at a path no page lives on', () => {
    const main = renderHarnessAt('/nowhere');
    expect(within(main).getByText('No page of the content remote lives here: pick one above.')).toBeInTheDocument();
  });
});
