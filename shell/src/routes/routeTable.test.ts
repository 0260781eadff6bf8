import { REMOTE_NAMES } from 'contracts/src/config/runtimeConfig';
import { PLAN_LIST_PRESETS } from 'contracts/src/catalog/listPresets';
import { ROUTE_TABLE } from 'contracts/src/routing/routeTable';
import { routeForPath } from './routeForPath';

describe('route table', () => {
  it('has each path once', () => {
    const paths = ROUTE_TABLE.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('names a known remote, a page module and a title for every route', () => {
    for (const route of ROUTE_TABLE) {
      expect(REMOTE_NAMES).toContain(route.remote);
      expect(route.module).toMatch(/^\.\/[A-Z][A-Za-z]+Page$/);
      expect(route.title.trim()).not.toBe('');
    }
  });

  it.each([
    ['/', 'catalog', './HomePage'],
    ['/home', 'catalog', './HomePage'],
    ['/propertyList', 'catalog', './PlanSearchPage'],
    ['/propertylist', 'catalog', './PlanSearchPage'],
    ['/home-search', 'catalog', './PlanSearchPage'],
    ['/home-filtered', 'catalog', './PlanSearchPage'],
    ['/multi-family', 'catalog', './PlanSearchPage'],
    ['/3-car-garage-plans', 'catalog', './PlanSearchPage'],
    ['/property/64f1c2', 'catalog', './PlanDetailPage'],
    ['/style', 'catalog', './StylesPage'],
    ['/styles', 'catalog', './StylesPage'],
    ['/favoritedetails', 'catalog', './FavoritesPage'],
    ['/favorite', 'catalog', './FavoriteCollectionsPage'],
    ['/compare', 'catalog', './ComparePage'],
    ['/cart', 'checkout', './CartPage'],
    ['/checkout', 'checkout', './CheckoutPage'],
    ['/testcheckout', 'checkout', './PaymentPage'],
    ['/SignIn', 'account', './SignInPage'],
    ['/signin', 'account', './SignInPage'],
    ['/signup', 'account', './SignUpPage'],
    ['/SignUpEmail', 'account', './SignUpEmailPage'],
    ['/SignInEmail', 'account', './SignInEmailPage'],
    ['/resetPass', 'account', './ResetPasswordPage'],
    ['/verifyOtp', 'account', './VerifyOtpPage'],
    ['/setPassword', 'account', './SetPasswordPage'],
    ['/myaccount', 'account', './MyAccountPage'],
    ['/usersettings', 'account', './UserSettingsPage'],
    ['/about-us', 'content', './AboutUsPage'],
    ['/contact-us', 'content', './ContactPage'],
    ['/contactus', 'content', './ContactPage'],
    ['/testimonial', 'content', './TestimonialsPage'],
    ['/blog', 'content', './BlogListPage'],
    ['/blogdetails', 'content', './BlogDetailsPage'],
    ['/returnpolicy', 'content', './ReturnPolicyPage'],
    ['/shipping-policy', 'content', './ShippingPolicyPage'],
    ['/become-ad-designer', 'content', './BecomeDesignerPage'],
    ['/services', 'content', './ServicesPage'],
    ['/garages', 'content', './GaragesPage'],
    ['/staff/orders', 'staff', './StaffOrdersPage'],
    ['/staff/orders/42', 'staff', './StaffOrderPage'],
  ])('renders %s with %s %s', (path, remote, module) => {
    expect(routeForPath(path)).toMatchObject({ remote, module });
  });

  it('holds every route both specs name', () => {
    const specPaths = [
      // catalogue spec §2: header, footer, public group, main-layout group, prefiltered lists
      '/home',
      '/SignIn',
      '/favoritedetails',
      '/cart',
      '/propertylist',
      '/style',
      '/cost-to-build',
      '/multi-family',
      '/services',
      '/contact-us',
      '/myaccount',
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
      '/about-us',
      '/pricing',
      '/reviews',
      '/testimonial',
      '/copyright',
      '/faq',
      '/blog',
      '/returnpolicy',
      '/shipping-policy',
      '/propertyList',
      '/styles',
      '/whats-included',
      '/modifications',
      '/custom-house-plans',
      '/for-builder',
      '/for-real-estate-agents',
      '/home-products-services',
      '/signin',
      '/signup',
      '/SignUpEmail',
      '/SignInEmail',
      '/verifyOtp',
      '/resetPass',
      '/setPassword',
      '/',
      '/become-ad-designer',
      '/become-affiliate',
      '/photo-removal-request',
      '/property/1',
      '/garages',
      '/usersettings',
      '/favorite',
      '/checkout',
      '/blogdetails',
      '/testcheckout',
      '/home-search',
      '/home-filtered',
      // second spec §2
      '/contactus',
    ];
    const missing = specPaths.filter((path) => routeForPath(path) === undefined);
    expect(missing).toEqual([]);
  });

  it('gives every prefiltered plan list its preset title', () => {
    for (const preset of PLAN_LIST_PRESETS) {
      expect(routeForPath(preset.path)).toEqual({
        path: preset.path,
        remote: 'catalog',
        module: './PlanSearchPage',
        title: preset.title,
        ...(preset.canonicalPath === undefined ? {} : { canonicalPath: preset.canonicalPath }),
      });
    }
  });

  it('names one canonical spelling for every alias, itself a route that is its own canonical', () => {
    expect(routeForPath('/propertylist')?.canonicalPath).toBe('/propertyList');
    expect(routeForPath('/home')?.canonicalPath).toBe('/');
    expect(routeForPath('/contactus')?.canonicalPath).toBe('/contact-us');
    for (const route of ROUTE_TABLE) {
      if (route.canonicalPath === undefined) continue;
      const canonical = routeForPath(route.canonicalPath);
      expect(canonical).toEqual(expect.objectContaining({ remote: route.remote, module: route.module }));
      expect(canonical?.canonicalPath).toBeUndefined();
    }
  });

  it('matches case-sensitively and rejects unknown paths', () => {
    expect(routeForPath('/SIGNIN')).toBeUndefined();
    expect(routeForPath('/Cart')).toBeUndefined();
    expect(routeForPath('/property')).toBeUndefined();
    expect(routeForPath('/no-such-page')).toBeUndefined();
  });
});
