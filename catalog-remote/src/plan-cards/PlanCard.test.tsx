import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { apiClient, onStoreEvent, toast, useSessionStore } from 'shared-ui';
import { planSummaryFixture } from '../testing/planSearchFixture';
import { PlanCardGrid } from './PlanCardGrid';

jest.mock('shared-ui/src/http/apiClient', () => ({ apiClient: { post: jest.fn() } }));
jest.mock('shared-ui/src/toasts/toast', () => ({
  toast: { warning: jest.fn(), error: jest.fn(), success: jest.fn() },
}));

function renderCards(
  plans = [planSummaryFixture(), planSummaryFixture({ _id: '8', name: 'The Oak', plan_number: null, main_images: [] })],
) {
  return render(
    <MemoryRouter>
      <PlanCardGrid plans={plans} />
    </MemoryRouter>,
  );
}

describe('plan cards', () => {
  beforeEach(() => useSessionStore.getState().signOut());

  it('shows the picture, sizes, plan number, price and a link to the plan', () => {
    renderCards();
    const card = screen.getByRole('article', { name: 'The Cedar Cottage' });
    expect(card).toHaveTextContent('#HP-10007');
    expect(card).toHaveTextContent('Starts From $995');
    expect(card).toHaveTextContent('Sq ft1,450');
    expect(card).toHaveTextContent('Baths2.5');
    expect(screen.getByRole('link', { name: 'The Cedar Cottage' })).toHaveAttribute('href', '/property/7');
    const image = card.querySelector('img');
    expect(image).toHaveAttribute('width', '280');
    expect(image).toHaveAttribute('height', '250');
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image).toHaveAttribute('fetchpriority', 'high');
    expect(image).toHaveAttribute('decoding', 'sync');
  });

  it('offers the browser the widths the API renders a generated picture at, and uses another picture as it is', () => {
    renderCards([
      planSummaryFixture(),
      planSummaryFixture({ _id: '9', name: 'The Ash', main_images: ['https://plans.example/ash.jpg'] }),
    ]);
    const generated = screen.getByRole('article', { name: 'The Cedar Cottage' }).querySelector('img');
    expect(generated).toHaveAttribute('src', '/api/user/images/plans/7/elevation.svg');
    expect(generated).toHaveAttribute(
      'srcset',
      '/api/user/images/plans/7/elevation.svg?w=320 320w, /api/user/images/plans/7/elevation.svg?w=640 640w',
    );
    expect(generated).toHaveAttribute('sizes', '(max-width: 600px) 100vw, 320px');
    const other = screen.getByRole('article', { name: 'The Ash' }).querySelector('img');
    expect(other).not.toHaveAttribute('srcset');
    expect(other).not.toHaveAttribute('sizes');
  });

  it('shows N/A without a plan number, a placeholder without a picture, and loads later pictures lazily, after the first', () => {
    renderCards([
      planSummaryFixture({ _id: '1' }),
      planSummaryFixture({ _id: '2', name: 'The Oak', plan_number: null, main_images: [] }),
      planSummaryFixture({ _id: '3', name: 'The Elm' }),
    ]);
    const oak = screen.getByRole('article', { name: 'The Oak' });
    expect(oak).toHaveTextContent('N/A');
    expect(oak).toHaveTextContent('No picture yet');
    const elm = screen.getByRole('article', { name: 'The Elm' }).querySelector('img');
    expect(elm).toHaveAttribute('loading', 'lazy');
    // Low even on screen: the first card's picture, the list's largest paint, has the connection to itself.
    expect(elm).toHaveAttribute('fetchpriority', 'low');
    expect(elm).toHaveAttribute('decoding', 'async');
  });

  it('warns a visitor that favourites need a sign-in, without calling the API', async () => {
    renderCards();
    await userEvent.click(screen.getByRole('button', { name: 'Add The Cedar Cottage to favourites' }));
    expect(toast.warning).toHaveBeenCalledWith('please login to perform this action ');
    expect(apiClient.post).not.toHaveBeenCalled();
  });

  it('toggles a favourite for a signed-in shopper and tells the other remotes', async () => {
    useSessionStore.getState().signIn('token-1');
    jest.mocked(apiClient.post).mockResolvedValue({ status: 200, message: 'OK', data: { liked: true } });
    const events: unknown[] = [];
    const stop = onStoreEvent('favorites:changed', (detail) => events.push(detail));
    renderCards();
    await userEvent.click(screen.getByRole('button', { name: 'Add The Cedar Cottage to favourites' }));
    expect(apiClient.post).toHaveBeenCalledWith('favorite', { property_id: 7 }, { promptSignInOnUnauthorized: false });
    expect(await screen.findByRole('button', { name: 'Remove The Cedar Cottage from favourites' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(events).toEqual([{ propertyId: '7', liked: true }]);
    stop();
  });

  it('shows the heart as the plan read anew says (another session, a heart changed elsewhere)', () => {
    const view = renderCards([planSummaryFixture({ is_liked: true })]);
    expect(screen.getByRole('button', { name: 'Remove The Cedar Cottage from favourites' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    view.rerender(
      <MemoryRouter>
        <PlanCardGrid plans={[planSummaryFixture({ is_liked: false })]} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('button', { name: 'Add The Cedar Cottage to favourites' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });
});
