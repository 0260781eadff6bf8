import { act, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { RemotePage, useSessionStore } from 'shared-ui';
import { ROUTE_TABLE } from 'contracts/src/routing/routeTable';
import { RoutePage } from './RoutePage';

jest.mock('shared-ui', () => ({ ...jest.requireActual<object>('shared-ui'), RemotePage: jest.fn(() => null) }));

const renderedPages = jest.mocked(RemotePage);

function routeAt(path: string) {
  const route = ROUTE_TABLE.find((candidate) => candidate.path === path);
  if (!route) throw new Error(`no route ${path}`);
  return route;
}

describe('RoutePage', () => {
  beforeEach(() => {
    renderedPages.mockClear();
    useSessionStore.setState({ token: null, awaitingOtherTabs: false });
  });

  // A render of the public page's parent while the browser hydrates the server's HTML makes React hydrate the whole
  // page in one long task: the session settling (another tab's answer, a sign-in) must not reach it.
  it('does not render a public page again when the session changes', () => {
    render(
      <MemoryRouter initialEntries={['/property/1']}>
        <RoutePage route={routeAt('/property/:id')} />
      </MemoryRouter>,
    );
    expect(renderedPages).toHaveBeenCalledTimes(1);
    act(() => useSessionStore.setState({ awaitingOtherTabs: true }));
    act(() => useSessionStore.setState({ awaitingOtherTabs: false, token: 'shopper-token' }));
    expect(renderedPages).toHaveBeenCalledTimes(1);
  });

  it('renders a page that needs a session once the session is there', () => {
    useSessionStore.setState({ awaitingOtherTabs: true });
    render(
      <MemoryRouter initialEntries={['/myaccount']}>
        <RoutePage route={routeAt('/myaccount')} />
      </MemoryRouter>,
    );
    expect(renderedPages).not.toHaveBeenCalled();
    act(() => useSessionStore.setState({ awaitingOtherTabs: false, token: 'shopper-token' }));
    expect(renderedPages).toHaveBeenCalledTimes(1);
  });
});
