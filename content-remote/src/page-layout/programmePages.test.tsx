import type { ComponentType } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import AboutUsPage from '../about-us/AboutUsPage';
import BecomeAffiliatePage from '../become-affiliate/BecomeAffiliatePage';
import BecomeDesignerPage from '../become-designer/BecomeDesignerPage';
import CopyrightPage from '../copyright/CopyrightPage';
import CostToBuildPage from '../cost-to-build/CostToBuildPage';
import CustomHousePlansPage from '../custom-house-plans/CustomHousePlansPage';
import ForBuilderPage from '../for-builder/ForBuilderPage';
import ForRealEstateAgentsPage from '../for-real-estate-agents/ForRealEstateAgentsPage';
import GaragesPage from '../garages/GaragesPage';
import HomeProductsServicesPage from '../home-products-services/HomeProductsServicesPage';
import ModificationsPage from '../modifications/ModificationsPage';
import PricingPage from '../pricing/PricingPage';
import ReturnPolicyPage from '../return-policy/ReturnPolicyPage';
import ServicesPage from '../services/ServicesPage';
import ShippingPolicyPage from '../shipping-policy/ShippingPolicyPage';
import WhatsIncludedPage from '../whats-included/WhatsIncludedPage';

jest.mock('shared-ui/src/http/apiClient', () => ({ apiClient: { get: jest.fn(), post: jest.fn() } }));

function pageText(Page: ComponentType): string {
  const { container, unmount } = render(
    <MemoryRouter>
      <Page />
    </MemoryRouter>,
  );
  const text = container.textContent ?? '';
  unmount();
  return text;
}

/** The business constants of the second spec (§6, §9) each page must state, word for word where they are figures. */
const FACTS: ReadonlyArray<[string, ComponentType, readonly (string | RegExp)[]]> = [
  [
    'cost-to-build',
    CostToBuildPage,
    ['$44.95 per report', '$124.95 for three reports', 'Credited within 6 months', 'Delivered in 1 to 2 business days'],
  ],
  ['pricing', PricingPage, ['match that price and then take a further 10% off the matched price', 'Contact Us']],
  ['modifications', ModificationsPage, ['A free quote in 1-3 business days', /by e-mail/]],
  [
    'for-builder',
    ForBuilderPage,
    [
      'Silver10% offFrom the day you enrol',
      'Gold15% offFrom your 6th plan',
      'Platinum20% offFrom your 11th plan',
      'lifetime',
      '$195 a year',
      '25 free Cost-to-Build reports',
    ],
  ],
  ['for-real-estate-agents', ForRealEstateAgentsPage, ['Silver10% off', 'Gold15% off', 'Platinum20% off']],
  ['become-affiliate', BecomeAffiliatePage, ['5% commission', 'Approval in 5-7 days']],
  ['returnpolicy', ReturnPolicyPage, ['Upgrades within one year', 'most upgrades are allowed']],
  ['copyright', CopyrightPage, ['$150,000', 'Submit a Copyright Infringement Notice']],
  ['about-us', AboutUsPage, ['Our Story', 'The team', 'Browse Properties']],
];

describe('programme pages state the business facts', () => {
  it.each(FACTS)('%s', (_route, Page, facts) => {
    const text = pageText(Page);
    for (const fact of facts) {
      if (typeof fact === 'string') expect(text).toContain(fact);
      else expect(text).toMatch(fact);
    }
  });
});

const ALL_COPY_PAGES: ReadonlyArray<[string, ComponentType]> = [
  ['about-us', AboutUsPage],
  ['pricing', PricingPage],
  ['copyright', CopyrightPage],
  ['returnpolicy', ReturnPolicyPage],
  ['shipping-policy', ShippingPolicyPage],
  ['whats-included', WhatsIncludedPage],
  ['cost-to-build', CostToBuildPage],
  ['modifications', ModificationsPage],
  ['custom-house-plans', CustomHousePlansPage],
  ['for-builder', ForBuilderPage],
  ['for-real-estate-agents', ForRealEstateAgentsPage],
  ['become-ad-designer', BecomeDesignerPage],
  ['become-affiliate', BecomeAffiliatePage],
  ['home-products-services', HomeProductsServicesPage],
  ['services', ServicesPage],
  ['garages', GaragesPage],
];

describe('programme pages carry real copy', () => {
  it.each(ALL_COPY_PAGES)('%s has no placeholder text and says something', (_route, Page) => {
    const text = pageText(Page);
    expect(text).not.toMatch(/lorem|ipsum|placeholder|coming soon|TODO|\bTBD\b/i);
    // The only 'sample' a page may mention is the sample report a shopper can open.
    expect(text.replaceAll('Sample Cost-to-Build Report', '')).not.toMatch(/\bsample\b/i);
    expect(text.length).toBeGreaterThan(600);
  });
});
