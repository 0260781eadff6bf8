import path from 'node:path';
import { describeExposedModules } from 'shared-ui/testing';
import { harnessPages } from './harness/harnessPages';

describeExposedModules(path.resolve(__dirname, '..', 'webpack.config.cjs'), {
  /** The modules the shell's route table loads from this remote, and the heading each page shows. */
  pages: {
    './AboutUsPage': 'Our Story',
    './PricingPage': 'Pricing',
    './TestimonialsPage': 'Testimonials',
    './ReviewsPage': 'Reviews',
    './CopyrightPage': 'Copyright Notice',
    './FaqPage': 'FAQ',
    './ContactPage': 'Contact Us',
    './BlogListPage': 'Blogs',
    './BlogDetailsPage': 'Blog post not found',
    './ReturnPolicyPage': 'Changes To Existing Orders',
    './ShippingPolicyPage': 'Shipping Policy',
    './WhatsIncludedPage': 'What Is Included In Our Plans',
    './CostToBuildPage': 'Cost-to-Build Report',
    './ModificationsPage': 'Modification Services',
    './CustomHousePlansPage': 'Custom House Plans',
    './ForBuilderPage': 'Builder Rewards Program',
    './ForRealEstateAgentsPage': 'Real Estate Agent Rewards',
    './BecomeDesignerPage': 'Designers',
    './BecomeAffiliatePage': 'Affiliate Program',
    './PhotoRemovalRequestPage': 'Copyright Infringement Notice',
    './HomeProductsServicesPage': 'Home Products & Services',
    './ServicesPage': 'Services',
    './GaragesPage': 'Garage Plans',
  },
  harnessPages,
});
