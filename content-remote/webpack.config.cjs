const createFederatedConfig = require('tooling/webpack/createFederatedConfig.cjs');
const { remote } = require('./package.json');

module.exports = createFederatedConfig({
  dir: __dirname,
  name: remote.name,
  port: remote.port,
  exposes: {
    './AboutUsPage': './src/about-us/AboutUsPage.tsx',
    './PricingPage': './src/pricing/PricingPage.tsx',
    './TestimonialsPage': './src/customer-stories/TestimonialsPage.tsx',
    './ReviewsPage': './src/customer-stories/ReviewsPage.tsx',
    './CopyrightPage': './src/copyright/CopyrightPage.tsx',
    './FaqPage': './src/faq/FaqPage.tsx',
    './ContactPage': './src/contact/ContactPage.tsx',
    './BlogListPage': './src/blog/BlogListPage.tsx',
    './BlogDetailsPage': './src/blog/BlogDetailsPage.tsx',
    './ReturnPolicyPage': './src/return-policy/ReturnPolicyPage.tsx',
    './ShippingPolicyPage': './src/shipping-policy/ShippingPolicyPage.tsx',
    './WhatsIncludedPage': './src/whats-included/WhatsIncludedPage.tsx',
    './CostToBuildPage': './src/cost-to-build/CostToBuildPage.tsx',
    './ModificationsPage': './src/modifications/ModificationsPage.tsx',
    './CustomHousePlansPage': './src/custom-house-plans/CustomHousePlansPage.tsx',
    './ForBuilderPage': './src/for-builder/ForBuilderPage.tsx',
    './ForRealEstateAgentsPage': './src/for-real-estate-agents/ForRealEstateAgentsPage.tsx',
    './BecomeDesignerPage': './src/become-designer/BecomeDesignerPage.tsx',
    './BecomeAffiliatePage': './src/become-affiliate/BecomeAffiliatePage.tsx',
    './PhotoRemovalRequestPage': './src/photo-removal-request/PhotoRemovalRequestPage.tsx',
    './HomeProductsServicesPage': './src/home-products-services/HomeProductsServicesPage.tsx',
    './ServicesPage': './src/services/ServicesPage.tsx',
    './GaragesPage': './src/garages/GaragesPage.tsx',
  },
});
