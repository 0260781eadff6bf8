import { render, screen } from '@testing-library/react';
import { RemoteLoaderProvider, useRemoteLoader } from './RemoteLoaderContext';
import type { RemoteLoader } from './remoteLoader';

function LoaderUser({ onLoader }: { onLoader: (loader: RemoteLoader) => void }) {
  onLoader(useRemoteLoader());
  return <p>ready</p>;
}

describe('RemoteLoaderContext', () => {
  it('hands the provided loader to the components below', () => {
    const loader: RemoteLoader = { loadModule: jest.fn(), preload: jest.fn() };
    const seen = jest.fn();
    render(
      <RemoteLoaderProvider loader={loader}>
        <LoaderUser onLoader={seen} />
      </RemoteLoaderProvider>,
    );
    expect(screen.getByText('ready')).toBeInTheDocument();
    expect(seen).toHaveBeenCalledWith(loader);
  });

  it('explains what is missing when there is no provider', () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<LoaderUser onLoader={jest.fn()} />)).toThrow(
      'useRemoteLoader() needs a <RemoteLoaderProvider loader={...}> above it.',
    );
    consoleError.mockRestore();
  });
});
