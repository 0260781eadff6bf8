import { presetForPath } from 'contracts/src/catalog/listPresets';
import { NEWEST_SORT } from 'contracts/src/catalog/planFilters';

/** A header link to one page. */
export interface HeaderLink {
  readonly label: string;
  readonly to: string;
}

/**
 * A top-level header item. `sections` are the first path segments (lower case) on which it is the active item:
 * catalogue spec §2 highlights the top-level item by the first path segment. Sections are disjoint, so at most one
 * item is active; Contact Us owns /contact-us although the About us menu links to it too.
 */
export type HeaderNavItem =
  | { readonly kind: 'link'; readonly label: string; readonly to: string; readonly sections: readonly string[] }
  | {
      readonly kind: 'menu';
      readonly label: string;
      readonly links: readonly HeaderLink[];
      readonly sections: readonly string[];
    };

/** The Garages menu: its prefiltered garage lists, in display order. */
const GARAGE_LIST_PATHS = [
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
] as const;

/** A list link named by the list's own title, so the menu says exactly what the list shows. */
function listLink(path: string): HeaderLink {
  const preset = presetForPath(path);
  if (!preset) throw new Error(`No plan list at ${path}`);
  return { label: preset.title, to: path };
}

const GARAGE_LINKS: readonly HeaderLink[] = GARAGE_LIST_PATHS.map(listLink);

const ABOUT_LINKS: readonly HeaderLink[] = [
  { label: 'Our Story', to: '/about-us' },
  { label: 'Pricing', to: '/pricing' },
  { label: 'Reviews', to: '/reviews' },
  { label: 'Testimonials', to: '/testimonial' },
  { label: 'Copyright', to: '/copyright' },
  { label: 'FAQ', to: '/faq' },
  { label: 'Contact Us', to: '/contact-us' },
  { label: 'Blogs', to: '/blog' },
  { label: 'Return Policy', to: '/returnpolicy' },
  { label: 'Shipping Policy', to: '/shipping-policy' },
];

/** The header menu of catalogue spec §2 "Header", in display order. */
export const HEADER_NAV: readonly HeaderNavItem[] = [
  { kind: 'link', label: 'Home', to: '/home', sections: ['', 'home'] },
  // The list of every plan, newest first (the sort in the URL, as the list's own Sort by writes it).
  { kind: 'link', label: 'New', to: `/propertylist?sort_by=${NEWEST_SORT}`, sections: ['propertylist'] },
  { kind: 'link', label: 'Styles', to: '/style', sections: ['style', 'styles'] },
  { kind: 'link', label: 'Cost to Build', to: '/cost-to-build', sections: ['cost-to-build'] },
  { kind: 'link', label: 'Multi-Family', to: '/multi-family', sections: ['multi-family'] },
  {
    kind: 'menu',
    label: 'Garages',
    links: GARAGE_LINKS,
    sections: [...GARAGE_LINKS.map((link) => firstSegment(link.to)), 'garages'],
  },
  { kind: 'link', label: 'Services', to: '/services', sections: ['services'] },
  {
    kind: 'menu',
    label: 'About us',
    links: ABOUT_LINKS,
    sections: [...ABOUT_LINKS.map((link) => firstSegment(link.to)).filter((s) => s !== 'contact-us'), 'blogdetails'],
  },
  { kind: 'link', label: 'Contact Us', to: '/contact-us', sections: ['contact-us', 'contactus'] },
  { kind: 'link', label: 'My Account', to: '/myaccount', sections: ['myaccount', 'usersettings'] },
];

/** The first segment of a pathname, lower-cased: '/propertyList?x' -> 'propertylist', '/' -> ''. */
export function firstSegment(pathname: string): string {
  return (pathname.split(/[?#]/)[0] ?? '').split('/').filter(Boolean)[0]?.toLowerCase() ?? '';
}

export function isNavItemActive(item: HeaderNavItem, pathname: string): boolean {
  return item.sections.includes(firstSegment(pathname));
}
