import type { RemoteName } from '../config/runtimeConfig';

/**
 * The page modules each remote exposes (the `exposes` keys of its webpack config). Typing them here makes a
 * misspelt module in the route table a compile error instead of a fallback page in production.
 */
export interface RemotePageModules {
  catalog:
    | './HomePage'
    | './PlanSearchPage'
    | './PlanDetailPage'
    | './StylesPage'
    | './FavoritesPage'
    | './FavoriteCollectionsPage'
    | './ComparePage';
  checkout: './CartPage' | './CheckoutPage' | './PaymentPage' | './OrderConfirmationPage';
  account:
    | './SignInPage'
    | './SignUpPage'
    | './SignUpEmailPage'
    | './SignInEmailPage'
    | './ResetPasswordPage'
    | './VerifyOtpPage'
    | './SetPasswordPage'
    | './MyAccountPage'
    | './UserSettingsPage';
  content:
    | './AboutUsPage'
    | './PricingPage'
    | './TestimonialsPage'
    | './ReviewsPage'
    | './CopyrightPage'
    | './FaqPage'
    | './ContactPage'
    | './BlogListPage'
    | './BlogDetailsPage'
    | './ReturnPolicyPage'
    | './ShippingPolicyPage'
    | './WhatsIncludedPage'
    | './CostToBuildPage'
    | './ModificationsPage'
    | './CustomHousePlansPage'
    | './ForBuilderPage'
    | './ForRealEstateAgentsPage'
    | './BecomeDesignerPage'
    | './BecomeAffiliatePage'
    | './PhotoRemovalRequestPage'
    | './HomeProductsServicesPage'
    | './ServicesPage'
    | './GaragesPage';
  staff: './StaffOrdersPage' | './StaffOrderPage';
}

/** One route of the store: where it lives and what the browser tab says. */
export type ShellRoute = {
  [R in RemoteName]: {
    /** A react-router path pattern, matched case-sensitively. */
    readonly path: string;
    readonly remote: R;
    readonly module: RemotePageModules[R];
    /** Shown as '{title} | House Plans' and in the remote's fallback message. */
    readonly title: string;
    /** Only for a signed-in shopper: a visitor is sent to /SignIn and brought back after signing in. */
    readonly requiresSession?: true;
    /**
     * This path is another spelling of a page (the spec's aliases: /propertylist, /contactus): the one spelling
     * search engines and shared links are given (the page's canonical URL).
     */
    readonly canonicalPath?: string;
    /** A page for one visitor (signing in, a code, a list kept in the browser): kept out of search results. */
    readonly private?: true;
  };
}[RemoteName];
