import AboutUsPage from '../about-us/AboutUsPage';
import BecomeAffiliatePage from '../become-affiliate/BecomeAffiliatePage';
import BecomeDesignerPage from '../become-designer/BecomeDesignerPage';
import BlogDetailsPage from '../blog/BlogDetailsPage';
import BlogListPage from '../blog/BlogListPage';
import ContactPage from '../contact/ContactPage';
import CopyrightPage from '../copyright/CopyrightPage';
import CostToBuildPage from '../cost-to-build/CostToBuildPage';
import CustomHousePlansPage from '../custom-house-plans/CustomHousePlansPage';
import FaqPage from '../faq/FaqPage';
import ForBuilderPage from '../for-builder/ForBuilderPage';
import ForRealEstateAgentsPage from '../for-real-estate-agents/ForRealEstateAgentsPage';
import GaragesPage from '../garages/GaragesPage';
import HomeProductsServicesPage from '../home-products-services/HomeProductsServicesPage';
import ModificationsPage from '../modifications/ModificationsPage';
import PhotoRemovalRequestPage from '../photo-removal-request/PhotoRemovalRequestPage';
import PricingPage from '../pricing/PricingPage';
import ReturnPolicyPage from '../return-policy/ReturnPolicyPage';
import ReviewsPage from '../customer-stories/ReviewsPage';
import ServicesPage from '../services/ServicesPage';
import ShippingPolicyPage from '../shipping-policy/ShippingPolicyPage';
import TestimonialsPage from '../customer-stories/TestimonialsPage';
import WhatsIncludedPage from '../whats-included/WhatsIncludedPage';
import type { HarnessPage } from 'shared-ui/harness';

/** Every exposed page, at one of the paths the shell mounts it on. */
export const harnessPages: readonly HarnessPage[] = [
  { expose: './AboutUsPage', label: 'Our story', path: '/about-us', Page: AboutUsPage },
  { expose: './PricingPage', label: 'Pricing', path: '/pricing', Page: PricingPage },
  { expose: './TestimonialsPage', label: 'Testimonials', path: '/testimonial', Page: TestimonialsPage },
  { expose: './ReviewsPage', label: 'Reviews', path: '/reviews', Page: ReviewsPage },
  { expose: './CopyrightPage', label: 'Copyright', path: '/copyright', Page: CopyrightPage },
  { expose: './FaqPage', label: 'FAQ', path: '/faq', Page: FaqPage },
  { expose: './ContactPage', label: 'Contact us', path: '/contact-us', Page: ContactPage },
  { expose: './BlogListPage', label: 'Blogs', path: '/blog', Page: BlogListPage },
  { expose: './BlogDetailsPage', label: 'Blog details', path: '/blogdetails', Page: BlogDetailsPage },
  { expose: './ReturnPolicyPage', label: 'Changes to existing orders', path: '/returnpolicy', Page: ReturnPolicyPage },
  { expose: './ShippingPolicyPage', label: 'Shipping policy', path: '/shipping-policy', Page: ShippingPolicyPage },
  { expose: './WhatsIncludedPage', label: "What's included", path: '/whats-included', Page: WhatsIncludedPage },
  { expose: './CostToBuildPage', label: 'Cost to build', path: '/cost-to-build', Page: CostToBuildPage },
  { expose: './ModificationsPage', label: 'Modifications', path: '/modifications', Page: ModificationsPage },
  {
    expose: './CustomHousePlansPage',
    label: 'Custom house plans',
    path: '/custom-house-plans',
    Page: CustomHousePlansPage,
  },
  { expose: './ForBuilderPage', label: 'For builders', path: '/for-builder', Page: ForBuilderPage },
  {
    expose: './ForRealEstateAgentsPage',
    label: 'For real estate agents',
    path: '/for-real-estate-agents',
    Page: ForRealEstateAgentsPage,
  },
  { expose: './BecomeDesignerPage', label: 'Become a designer', path: '/become-ad-designer', Page: BecomeDesignerPage },
  {
    expose: './BecomeAffiliatePage',
    label: 'Become an affiliate',
    path: '/become-affiliate',
    Page: BecomeAffiliatePage,
  },
  {
    expose: './PhotoRemovalRequestPage',
    label: 'Photo removal request',
    path: '/photo-removal-request',
    Page: PhotoRemovalRequestPage,
  },
  {
    expose: './HomeProductsServicesPage',
    label: 'Home products & services',
    path: '/home-products-services',
    Page: HomeProductsServicesPage,
  },
  { expose: './ServicesPage', label: 'Services', path: '/services', Page: ServicesPage },
  { expose: './GaragesPage', label: 'Garages', path: '/garages', Page: GaragesPage },
];
