import { screen, within } from '@testing-library/react';
import { ROUTE_TABLE } from 'contracts/src/routing/routeTable';
import { createStubLoader, renderShell, startSession, stubPageHeading } from '../testing/renderShell';

jest.mock('shared-ui/src/http/apiClient', () => ({
  apiClient: { get: jest.fn(() => Promise.reject(new Error('no API in this test'))), post: jest.fn() },
}));

function main() {
  return screen.getByRole('main');
}

// Signed in, so that the pages of a shopper render too (the guard has its own tests in routes/).
beforeEach(() => startSession('shopper-token'));

describe('routing', () => {
  it.each([
    ['/', 'catalog', './HomePage'],
    ['/cart', 'checkout', './CartPage'],
    ['/SignIn', 'account', './SignInPage'],
    ['/faq', 'content', './FaqPage'],
  ] as const)('renders %s from the %s remote inside the one <main>', async (path, remote, module) => {
    const stub = createStubLoader();
    await renderShell(path, { loader: stub.loader });
    expect(await within(main()).findByRole('heading', { name: stubPageHeading(remote, module) })).toBeInTheDocument();
    expect(screen.getAllByRole('main')).toHaveLength(1);
    expect(main()).toHaveAttribute('id', 'main');
    expect(stub.loadModule).toHaveBeenCalledWith(remote, module);
  });

  it('loads every route of the table from its remote and module, titling the tab', async () => {
    const stub = createStubLoader();
    const { navigate } = await renderShell('/home', { loader: stub.loader });
    for (const route of ROUTE_TABLE) {
      const path = route.path.replace(':id', '64f1c2a9');
      await navigate(path);
      expect(
        await within(main()).findByRole('heading', { name: stubPageHeading(route.remote, route.module) }),
      ).toBeInTheDocument();
      expect(document.title).toBe(`${route.title} | House Plans`);
    }
    expect(stub.loadModule).toHaveBeenCalledWith('content', './GaragesPage');
  });

  it.each([
    ['/propertyList', '/propertylist', 'catalog', './PlanSearchPage'],
    ['/SignIn', '/signin', 'account', './SignInPage'],
    ['/contact-us', '/contactus', 'content', './ContactPage'],
    ['/', '/home', 'catalog', './HomePage'],
  ] as const)('serves %s and its alias %s with the same page', async (path, alias, remote, module) => {
    const { navigate } = await renderShell(path);
    const heading = stubPageHeading(remote, module);
    expect(await within(main()).findByRole('heading', { name: heading })).toBeInTheDocument();
    await navigate(alias);
    expect(await within(main()).findByRole('heading', { name: heading })).toBeInTheDocument();
  });

  it('shows the not-found page inside the shell for an unknown path, and for a wrong spelling', async () => {
    const { navigate } = await renderShell('/no-such-page');
    expect(within(main()).getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(within(main()).getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/home');
    expect(within(main()).getByRole('link', { name: 'Browse all plans' })).toHaveAttribute('href', '/propertyList');
    expect(document.title).toBe('Page not found | House Plans');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();

    await navigate('/SIGNIN');
    expect(within(main()).getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });

  it('puts a skip link first that moves focus to the main content', async () => {
    await renderShell('/faq');
    const skip = screen.getByRole('link', { name: 'Skip to content' });
    const focusables = document.body.querySelectorAll('a[href], button');
    expect(focusables[0]).toBe(skip);
    skip.click();
    expect(main()).toHaveFocus();
    expect(window.location.hash).toBe('');
  });

  it('starts a new page at the top with focus on the main content', async () => {
    const { navigate } = await renderShell('/home');
    const scrollTo = jest.mocked(window.scrollTo);
    expect(scrollTo).not.toHaveBeenCalled();
    await navigate('/faq');
    expect(main()).toHaveFocus();
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });
});
