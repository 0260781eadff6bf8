import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RemoteLoaderProvider } from './RemoteLoaderContext';
import type { RemoteLoader } from './remoteLoader';
import { rememberFailedLoad } from './remoteComponentCache';
import { RemotePage } from './RemotePage';

function FaqPage() {
  return <h1>Frequently asked questions</h1>;
}

describe('a page whose module the start-up could not load', () => {
  it('shows its fallback at once, without a second wait, and Retry loads it', async () => {
    const user = userEvent.setup();
    const loadModule = jest.fn().mockResolvedValue({ default: FaqPage });
    const loader: RemoteLoader = { loadModule, preload: jest.fn() };
    rememberFailedLoad('content', './FaqPage', new Error('mf-manifest.json did not answer within 3000 ms'));

    render(
      <RemoteLoaderProvider loader={loader}>
        <RemotePage remote="content" module="./FaqPage" title="FAQ" />
      </RemoteLoaderProvider>,
    );

    expect(screen.getByRole('heading', { level: 1, name: 'FAQ is temporarily unavailable' })).toBeInTheDocument();
    expect(loadModule).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeInTheDocument();
    expect(loadModule).toHaveBeenCalledTimes(1);
  });
});
