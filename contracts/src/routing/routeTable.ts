import { PLAN_LIST_PRESETS } from '../catalog/listPresets';
import type { ShellRoute } from './pageModules';

/**
 * Every route of both spec documents (§2), aliases included, and the remote page that renders it.
 * Paths are matched case-sensitively: the spec has routes that differ only by case (/propertyList and
 * /propertylist, /SignIn and /signin), so each spelling is its own entry and nothing else matches by accident.
 * The spec's route guards were inverted or did nothing (catalogue spec §2 "Route guards"); here the pages of a
 * signed-in shopper say so with `requiresSession` (RoutePage sends a visitor to /SignIn?redirect=...), and the
 * API refuses their calls without a live token in any case.
 */
export const ROUTE_TABLE: readonly ShellRoute[] = Object.freeze([
  // catalog
  { path: '/', remote: 'catalog', module: './HomePage', title: 'Home' },
  { path: '/home', remote: 'catalog', module: './HomePage', title: 'Home', canonicalPath: '/' },
  // The prefiltered plan lists (/propertyList, /home-search, /carports ...): their titles live with their presets.
  ...PLAN_LIST_PRESETS.map((preset): ShellRoute => ({
    path: preset.path,
    remote: 'catalog',
    module: './PlanSearchPage',
    title: preset.title,
    ...(preset.canonicalPath === undefined ? {} : { canonicalPath: preset.canonicalPath }),
  })),
  { path: '/property/:id', remote: 'catalog', module: './PlanDetailPage', title: 'Plan Details' },
  { path: '/style', remote: 'catalog', module: './StylesPage', title: 'House Plan Styles', canonicalPath: '/styles' },
  { path: '/styles', remote: 'catalog', module: './StylesPage', title: 'House Plan Styles' },
  {
    path: '/favoritedetails',
    remote: 'catalog',
    module: './FavoritesPage',
    title: 'My Favorites',
    requiresSession: true,
  },
  {
    path: '/favorite',
    remote: 'catalog',
    module: './FavoriteCollectionsPage',
    title: 'Favorite Collections',
    private: true,
  },
  { path: '/compare', remote: 'catalog', module: './ComparePage', title: 'Compare Plans', private: true },

  // checkout
  { path: '/cart', remote: 'checkout', module: './CartPage', title: 'Cart', requiresSession: true },
  { path: '/checkout', remote: 'checkout', module: './CheckoutPage', title: 'Checkout', requiresSession: true },
  { path: '/testcheckout', remote: 'checkout', module: './PaymentPage', title: 'Payment', requiresSession: true },
  {
    path: '/order-confirmation/:id',
    remote: 'checkout',
    module: './OrderConfirmationPage',
    title: 'Order Confirmation',
    requiresSession: true,
  },

  // account
  { path: '/SignIn', remote: 'account', module: './SignInPage', title: 'Sign In' },
  { path: '/signin', remote: 'account', module: './SignInPage', title: 'Sign In', canonicalPath: '/SignIn' },
  { path: '/signup', remote: 'account', module: './SignUpPage', title: 'Sign Up' },
  { path: '/SignUpEmail', remote: 'account', module: './SignUpEmailPage', title: 'Sign Up with Email' },
  { path: '/SignInEmail', remote: 'account', module: './SignInEmailPage', title: 'Sign In with Email' },
  { path: '/resetPass', remote: 'account', module: './ResetPasswordPage', title: 'Reset Password' },
  { path: '/verifyOtp', remote: 'account', module: './VerifyOtpPage', title: 'Verify OTP' },
  { path: '/setPassword', remote: 'account', module: './SetPasswordPage', title: 'Set New Password' },
  { path: '/myaccount', remote: 'account', module: './MyAccountPage', title: 'My Account', requiresSession: true },
  {
    path: '/usersettings',
    remote: 'account',
    module: './UserSettingsPage',
    title: 'User Settings',
    requiresSession: true,
  },

  // content
  { path: '/about-us', remote: 'content', module: './AboutUsPage', title: 'Our Story' },
  { path: '/pricing', remote: 'content', module: './PricingPage', title: 'Pricing' },
  { path: '/testimonial', remote: 'content', module: './TestimonialsPage', title: 'Testimonials' },
  { path: '/reviews', remote: 'content', module: './ReviewsPage', title: 'Reviews' },
  { path: '/copyright', remote: 'content', module: './CopyrightPage', title: 'Copyright' },
  { path: '/faq', remote: 'content', module: './FaqPage', title: 'FAQ' },
  { path: '/contact-us', remote: 'content', module: './ContactPage', title: 'Contact Us' },
  { path: '/contactus', remote: 'content', module: './ContactPage', title: 'Contact Us', canonicalPath: '/contact-us' },
  { path: '/blog', remote: 'content', module: './BlogListPage', title: 'Blogs' },
  { path: '/blogdetails', remote: 'content', module: './BlogDetailsPage', title: 'Blog' },
  { path: '/returnpolicy', remote: 'content', module: './ReturnPolicyPage', title: 'Changes to Existing Orders' },
  { path: '/shipping-policy', remote: 'content', module: './ShippingPolicyPage', title: 'Shipping Policy' },
  { path: '/whats-included', remote: 'content', module: './WhatsIncludedPage', title: "What's Included in Our Plans" },
  { path: '/cost-to-build', remote: 'content', module: './CostToBuildPage', title: 'Cost-to-Build Report' },
  { path: '/modifications', remote: 'content', module: './ModificationsPage', title: 'Modifications' },
  { path: '/custom-house-plans', remote: 'content', module: './CustomHousePlansPage', title: 'Custom House Plans' },
  { path: '/for-builder', remote: 'content', module: './ForBuilderPage', title: 'Builder Rewards' },
  {
    path: '/for-real-estate-agents',
    remote: 'content',
    module: './ForRealEstateAgentsPage',
    title: 'Real Estate Agent Rewards',
  },
  { path: '/become-ad-designer', remote: 'content', module: './BecomeDesignerPage', title: 'Become a Designer' },
  { path: '/become-affiliate', remote: 'content', module: './BecomeAffiliatePage', title: 'Become an Affiliate' },
  {
    path: '/photo-removal-request',
    remote: 'content',
    module: './PhotoRemovalRequestPage',
    title: 'Copyright Infringement Notice',
  },
  {
    path: '/home-products-services',
    remote: 'content',
    module: './HomeProductsServicesPage',
    title: 'Home Products & Services',
  },
  { path: '/services', remote: 'content', module: './ServicesPage', title: 'Services' },
  { path: '/garages', remote: 'content', module: './GaragesPage', title: 'Garages' },

  // staff: the staff desk (not in the spec). Its pages tell a shopper they are for the store's staff; the staff API
  // refuses shoppers (403) whatever the page does.
  {
    path: '/staff/orders',
    remote: 'staff',
    module: './StaffOrdersPage',
    title: 'Staff Desk: Orders',
    requiresSession: true,
  },
  {
    path: '/staff/orders/:id',
    remote: 'staff',
    module: './StaffOrderPage',
    title: 'Staff Desk: Order',
    requiresSession: true,
  },
]);
