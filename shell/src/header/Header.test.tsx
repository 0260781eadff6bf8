import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiClient, CART_QUERY_KEY, emitStoreEvent, pageQueryClient } from 'shared-ui';
import { createStubLoader, renderShell, startSession } from '../testing/renderShell';

jest.mock('shared-ui/src/http/apiClient', () => ({ apiClient: { get: jest.fn(), post: jest.fn() } }));
const getMock = jest.mocked(apiClient.get);

function header() {
  return within(screen.getByRole('banner'));
}

function mainMenu() {
  return within(screen.getByRole('navigation', { name: 'Main' }));
}

/** The cart reads made through the API client (the header also reads the profile, for the staff desk's link). */
const cartReads = () => getMock.mock.calls.filter(([path]) => path === 'cart').length;

beforeEach(() => {
  startSession(null);
  getMock.mockRejectedValue(new Error('cart API not there yet'));
});

describe('header links', () => {
  it('links the logo, menu items and icons as catalogue spec §2 says', async () => {
    await renderShell('/faq');
    expect(header().getByRole('link', { name: 'House Plans' })).toHaveAttribute('href', '/home');
    expect(header().getByRole('link', { name: 'Search' })).toHaveAttribute('href', '/propertylist#plan-keyword');
    expect(header().getByRole('link', { name: 'My Favorites' })).toHaveAttribute('href', '/favoritedetails');
    expect(header().getByRole('link', { name: /^Cart, / })).toHaveAttribute('href', '/cart');
    const expected: [string, string][] = [
      ['Home', '/home'],
      ['New', '/propertylist?sort_by=2'],
      ['Styles', '/style'],
      ['Cost to Build', '/cost-to-build'],
      ['Multi-Family', '/multi-family'],
      ['Services', '/services'],
      ['Contact Us', '/contact-us'],
      ['My Account', '/myaccount'],
    ];
    for (const [name, href] of expected) {
      expect(mainMenu().getByRole('link', { name })).toHaveAttribute('href', href);
    }
  });

  it('shows the business contact line in the top bar', async () => {
    await renderShell('/faq');
    expect(header().getByText(/FL 33131/)).toBeInTheDocument();
    expect(header().getByRole('link', { name: /Phone:/ })).toHaveAttribute('href', expect.stringMatching(/^tel:/));
    expect(header().getByRole('link', { name: /WhatsApp/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^https:\/\/wa\.me\//),
    );
  });

  it('opens the Garages menu with its ten lists in spec order', async () => {
    const user = userEvent.setup();
    await renderShell('/faq');
    await user.click(mainMenu().getByRole('button', { name: 'Garages' }));
    const hrefs = mainMenu()
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'))
      .filter((href) => href !== null && /garage|carports/.test(href));
    expect(hrefs).toEqual([
      '/garage-apartments',
      '/detached-garage-plans',
      '/rv-garage-plans',
      '/garage-plans-with-workshop',
      '/carports',
      '/garage-plans-with-1-bedroom',
      '/garage-plans-with-2-bedrooms',
      '/1-car-garage-plans',
      '/2-car-garage-plans',
      '/3-car-garage-plans',
    ]);
  });

  it('opens the About us menu with Our Story first and goes where a link points', async () => {
    const user = userEvent.setup();
    await renderShell('/home');
    await user.click(mainMenu().getByRole('button', { name: 'About us' }));
    expect(mainMenu().getByRole('link', { name: 'Our Story' })).toHaveAttribute('href', '/about-us');
    expect(mainMenu().getByRole('link', { name: 'Blogs' })).toHaveAttribute('href', '/blog');
    expect(mainMenu().getByRole('link', { name: 'Shipping Policy' })).toHaveAttribute('href', '/shipping-policy');
    await user.click(mainMenu().getByRole('link', { name: 'Testimonials' }));
    expect(window.location.pathname).toBe('/testimonial');
    expect(await screen.findByRole('heading', { name: 'content ./TestimonialsPage' })).toBeInTheDocument();
  });
});

describe('active menu item', () => {
  it.each([
    ['/home', 'Home'],
    ['/propertyList', 'New'],
    ['/styles', 'Styles'],
    ['/contactus', 'Contact Us'],
  ])('on %s marks %s as the current page', async (path, name) => {
    await renderShell(path);
    const current = mainMenu()
      .getAllByRole('link')
      .filter((link) => link.getAttribute('aria-current') === 'page');
    expect(current.map((link) => link.textContent)).toEqual([name]);
  });

  it('marks the Garages trigger on a garage list and About us on its pages, following navigation', async () => {
    const { navigate } = await renderShell('/carports');
    expect(mainMenu().getByRole('button', { name: 'Garages' })).toHaveAttribute('aria-current', 'page');
    expect(mainMenu().getByRole('button', { name: 'About us' })).not.toHaveClass('active');
    expect(
      mainMenu()
        .getAllByRole('link')
        .filter((link) => link.hasAttribute('aria-current')),
    ).toEqual([]);
    await navigate('/faq');
    expect(mainMenu().getByRole('button', { name: 'About us' })).toHaveAttribute('aria-current', 'page');
    expect(mainMenu().getByRole('button', { name: 'Garages' })).not.toHaveClass('active');
  });
});

describe('narrow-screen menu', () => {
  it('toggles the menu with the Menu button and closes it on navigation', async () => {
    const user = userEvent.setup();
    await renderShell('/home');
    const toggle = header().getByRole('button', { name: 'Menu' });
    const menu = screen.getByRole('navigation', { name: 'Main' });
    expect(toggle).toHaveAttribute('aria-controls', menu.id);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(menu).toHaveAttribute('data-open', 'false');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(menu).toHaveAttribute('data-open', 'true');

    await user.click(mainMenu().getByRole('link', { name: 'Styles' }));
    expect(window.location.pathname).toBe('/style');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(menu).toHaveAttribute('data-open', 'false');
  });
});

describe('session control', () => {
  it("shows 'Sign In' without a token and 'logout' with one", async () => {
    await renderShell('/home');
    expect(header().getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/SignIn');
    expect(header().queryByRole('button', { name: 'logout' })).not.toBeInTheDocument();
  });

  it("shows 'logout' when a session token exists", async () => {
    startSession('token-from-sign-in');
    await renderShell('/home');
    expect(header().getByRole('button', { name: 'logout' })).toBeInTheDocument();
    expect(header().queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();
  });

  it("follows 'session:changed' from another remote", async () => {
    await renderShell('/home');
    act(() => {
      window.sessionStorage.setItem('token', 'issued-by-account-remote');
      emitStoreEvent('session:changed', { signedIn: true });
    });
    expect(header().getByRole('button', { name: 'logout' })).toBeInTheDocument();
    act(() => {
      window.sessionStorage.clear();
      emitStoreEvent('session:changed', { signedIn: false });
    });
    expect(header().getByRole('link', { name: 'Sign In' })).toBeInTheDocument();
  });
});

describe('cart badge', () => {
  it("follows 'cart:changed' events", async () => {
    await renderShell('/home');
    expect(header().getByRole('link', { name: 'Cart, 0 items' })).toBeInTheDocument();
    act(() => emitStoreEvent('cart:changed', { count: 2 }));
    expect(header().getByRole('link', { name: 'Cart, 2 items' })).toHaveTextContent('2');
    act(() => emitStoreEvent('cart:changed', { count: 1 }));
    expect(header().getByRole('link', { name: 'Cart, 1 item' })).toBeInTheDocument();
  });

  it('reads the count once from the cart when signed in', async () => {
    startSession('shopper-token');
    getMock.mockResolvedValue({ status: 200, message: 'OK', data: [{ _id: 'a' }, { _id: 'b' }, { _id: 'c' }] });
    await renderShell('/home');
    expect(await header().findByRole('link', { name: 'Cart, 3 items' })).toBeInTheDocument();
    expect(getMock).toHaveBeenCalledWith('cart', expect.anything());
  });

  it('shows an announced count at once, then the cart as it is read anew', async () => {
    startSession('shopper-token');
    let answerAgain: (value: Awaited<ReturnType<typeof apiClient.get>>) => void = () => undefined;
    const cartAnswers = [
      Promise.resolve({ status: 200, message: 'OK', data: [{ _id: 'a' }] }),
      new Promise<Awaited<ReturnType<typeof apiClient.get>>>((resolve) => (answerAgain = resolve)),
    ];
    // Only the cart's reads take these answers; the profile (the staff desk's link) is not there.
    getMock.mockImplementation(
      (path) => (path === 'cart' ? cartAnswers.shift() : undefined) ?? Promise.reject(new Error(`no ${path}`)),
    );
    await renderShell('/home');
    expect(await header().findByRole('link', { name: 'Cart, 1 item' })).toBeInTheDocument();
    act(() => emitStoreEvent('cart:changed', { count: 2 }));
    expect(header().getByRole('link', { name: 'Cart, 2 items' })).toBeInTheDocument();
    expect(cartReads()).toBe(2);
    // Meanwhile another tab added a plan too: the cart's answer has the last word.
    await act(async () =>
      answerAgain({ status: 200, message: 'OK', data: [{ _id: 'a' }, { _id: 'b' }, { _id: 'c' }] }),
    );
    expect(await header().findByRole('link', { name: 'Cart, 3 items' })).toBeInTheDocument();
  });

  it('keeps an announced count when the cart cannot be read anew', async () => {
    startSession('shopper-token');
    getMock.mockResolvedValueOnce({ status: 200, message: 'OK', data: [{ _id: 'a' }] });
    await renderShell('/home');
    expect(await header().findByRole('link', { name: 'Cart, 1 item' })).toBeInTheDocument();
    act(() => emitStoreEvent('cart:changed', { count: 2 }));
    await waitFor(() => expect(pageQueryClient().getQueryState(CART_QUERY_KEY)?.status).toBe('error'));
    // The cache tells its readers in a task of its own: let that reach the header before looking.
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(cartReads()).toBe(2);
    expect(header().getByRole('link', { name: 'Cart, 2 items' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps the badge at zero, without an error, when the cart cannot be read', async () => {
    startSession('shopper-token');
    await renderShell('/home');
    await act(async () => undefined);
    expect(getMock).toHaveBeenCalledWith('cart', expect.anything());
    expect(header().getByRole('link', { name: 'Cart, 0 items' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('does not ask for the cart without a session, and empties the badge at logout', async () => {
    await renderShell('/home');
    expect(getMock).not.toHaveBeenCalledWith('cart', expect.anything());
    act(() => emitStoreEvent('cart:changed', { count: 4 }));
    act(() => {
      window.sessionStorage.setItem('token', 't');
      emitStoreEvent('session:changed', { signedIn: true });
    });
    act(() => {
      window.sessionStorage.clear();
      emitStoreEvent('session:changed', { signedIn: false });
    });
    expect(header().getByRole('link', { name: 'Cart, 0 items' })).toBeInTheDocument();
  });
});

describe('preloading on intent', () => {
  it('preloads the remote and page of a header link when it is hovered or focused', async () => {
    const stub = createStubLoader();
    await renderShell('/home', { loader: stub.loader });
    fireEvent.pointerOver(header().getByRole('link', { name: /^Cart, / }));
    expect(stub.preload).toHaveBeenCalledWith('checkout', ['./CartPage']);
    act(() => mainMenu().getByRole('link', { name: 'Cost to Build' }).focus());
    expect(stub.preload).toHaveBeenCalledWith('content', ['./CostToBuildPage']);
    fireEvent.pointerOver(header().getByRole('link', { name: /^Cart, / }));
    expect(stub.preload.mock.calls.filter(([remote]) => remote === 'checkout')).toHaveLength(1);
  });
});
