import { NEWEST_SORT, TRENDING_SORT } from 'contracts/src/catalog/planFilters';

export interface FooterLink {
  readonly label: string;
  readonly to: string;
}

export interface FooterLinkGroup {
  /** The visible heading, also the accessible name of the group's nav landmark. */
  readonly heading: string;
  readonly links: readonly FooterLink[];
  /** Ends with 'Become a Builder', the external registration site, when the environment configures one. */
  readonly endsWithBuilderRegistration?: boolean;
}

/** The footer links of catalogue spec §2 "Footer", grouped by what a shopper looks for. */
export const FOOTER_LINK_GROUPS: readonly FooterLinkGroup[] = [
  {
    heading: 'Plans',
    links: [
      { label: 'Home', to: '/home' },
      // Each opens the list sorted its way (issue 19): trending plans are the most popular.
      { label: 'HOT Plans', to: `/propertyList?sort_by=${TRENDING_SORT}` },
      { label: 'New', to: `/propertyList?sort_by=${NEWEST_SORT}` },
      { label: 'Most Popular', to: `/propertyList?sort_by=${TRENDING_SORT}` },
      { label: 'Styles', to: '/styles' },
      { label: 'Collections', to: '/favoritedetails' },
    ],
  },
  {
    heading: 'Company',
    links: [
      { label: 'Our Story', to: '/about-us' },
      { label: 'Pricing', to: '/pricing' },
      { label: 'Reviews', to: '/reviews' },
      { label: 'Testimonials', to: '/testimonial' },
      { label: 'Copyright', to: '/copyright' },
      { label: 'FAQ', to: '/faq' },
      { label: 'Contact Us', to: '/contact-us' },
      { label: 'Blogs', to: '/blog' },
    ],
  },
  {
    heading: 'Services',
    endsWithBuilderRegistration: true,
    links: [
      { label: 'Change to Existing Orders', to: '/returnpolicy' },
      { label: "What's Included", to: '/whats-included' },
      { label: 'Cost to Build', to: '/cost-to-build' },
      { label: 'Modifications', to: '/modifications' },
      { label: 'Custom House Plans', to: '/custom-house-plans' },
      { label: 'For Builders', to: '/for-builder' },
      { label: 'For Real Estate Agents', to: '/for-real-estate-agents' },
      { label: 'Home Products & Services', to: '/home-products-services' },
    ],
  },
];
