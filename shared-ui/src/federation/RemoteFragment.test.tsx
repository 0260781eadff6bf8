import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RemoteFragment } from './RemoteFragment';
import { RemoteLoaderProvider } from './RemoteLoaderContext';
import type { RemoteLoader } from './remoteLoader';

interface AddToCartProps {
  propertyId: string;
  planName: string;
}

function AddToCart({ propertyId, planName }: AddToCartProps) {
  return <button type="button" data-property={propertyId}>{`Add ${planName} to cart`}</button>;
}

function fakeLoader() {
  const loadModule = jest.fn();
  const loader: RemoteLoader = { loadModule, preload: jest.fn() };
  return { loader, loadModule };
}

describe('RemoteFragment', () => {
  it('renders the fragment with the typed props passed through, after a compact loading state', async () => {
    const { loader, loadModule } = fakeLoader();
    loadModule.mockResolvedValue({ default: AddToCart });

    render(
      <RemoteLoaderProvider loader={loader}>
        <RemoteFragment<AddToCartProps>
          remote="checkout"
          module="./AddToCart"
          props={{ propertyId: 'p42', planName: 'The Aspen' }}
          fallback="Add to cart is unavailable right now."
        />
      </RemoteLoaderProvider>,
    );

    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    const button = await screen.findByRole('button', { name: 'Add The Aspen to cart' });
    expect(button).toHaveAttribute('data-property', 'p42');
    expect(loadModule).toHaveBeenCalledWith('checkout', './AddToCart');
  });

  it('shows the inline fallback with Retry, which loads it afresh', async () => {
    const { loader, loadModule } = fakeLoader();
    loadModule.mockRejectedValueOnce(new Error('checkout down')).mockResolvedValueOnce({ default: AddToCart });

    render(
      <RemoteLoaderProvider loader={loader}>
        <p>Plan details stay visible</p>
        <RemoteFragment<AddToCartProps>
          remote="checkout"
          module="./AddToCartRetry"
          props={{ propertyId: 'p1', planName: 'The Birch' }}
          fallback="Add to cart is unavailable right now."
        />
      </RemoteLoaderProvider>,
    );

    expect(await screen.findByRole('alert')).toHaveTextContent('Add to cart is unavailable right now.');
    expect(screen.getByText('Plan details stay visible')).toBeInTheDocument();
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: 'Add The Birch to cart' })).toBeInTheDocument();
    expect(loadModule).toHaveBeenCalledTimes(2);
  });

  it('contains a fragment that throws while rendering', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
    function Broken(): never {
      throw new Error('boom');
    }
    const { loader, loadModule } = fakeLoader();
    loadModule.mockResolvedValue({ default: Broken });

    render(
      <RemoteLoaderProvider loader={loader}>
        <RemoteFragment<Record<string, never>>
          remote="catalog"
          module="./Broken"
          props={{}}
          fallback="Reviews are unavailable."
        />
      </RemoteLoaderProvider>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Reviews are unavailable.');
    consoleError.mockRestore();
  });

  it('uses a custom loading placeholder', () => {
    const { loader, loadModule } = fakeLoader();
    loadModule.mockReturnValue(new Promise(() => {}));
    render(
      <RemoteLoaderProvider loader={loader}>
        <RemoteFragment<AddToCartProps>
          remote="checkout"
          module="./AddToCartSlow"
          props={{ propertyId: 'p1', planName: 'The Cedar' }}
          fallback="Unavailable"
          loading={<span>Preparing cart…</span>}
        />
      </RemoteLoaderProvider>,
    );
    expect(screen.getByText('Preparing cart…')).toBeInTheDocument();
  });
});
