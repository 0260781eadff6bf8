import { PLAN_TYPES, labelOf } from 'contracts/src/catalog/codeTables';
import { presetForPath } from 'contracts/src/catalog/listPresets';
import { ROUTE_TABLE } from 'contracts/src/routing/routeTable';
import { routeForPath } from '../routes/routeForPath';
import { HEADER_NAV, firstSegment, isNavItemActive } from './headerNav';

function activeLabels(pathname: string): string[] {
  return HEADER_NAV.filter((item) => isNavItemActive(item, pathname)).map((item) => item.label);
}

describe('header navigation', () => {
  it('links only to routes the store has', () => {
    const targets = HEADER_NAV.flatMap((item) => (item.kind === 'link' ? [item.to] : item.links.map((l) => l.to)));
    // A link may carry a query ('New' sorts the list): the route is the path's.
    expect(targets.filter((to) => routeForPath(to.split(/[?#]/)[0] ?? to) === undefined)).toEqual([]);
  });

  it('activates at most one top-level item on every route', () => {
    for (const route of ROUTE_TABLE) {
      expect(activeLabels(route.path.replace(':id', '42')).length).toBeLessThanOrEqual(1);
    }
  });

  it.each([
    ['/', 'Home'],
    ['/home', 'Home'],
    ['/propertyList', 'New'],
    ['/styles', 'Styles'],
    ['/carports', 'Garages'],
    ['/3-car-garage-plans', 'Garages'],
    ['/faq', 'About us'],
    ['/blogdetails', 'About us'],
    ['/contact-us', 'Contact Us'],
    ['/contactus', 'Contact Us'],
    ['/usersettings', 'My Account'],
  ])('on %s the active item is %s', (pathname, label) => {
    expect(activeLabels(pathname)).toEqual([label]);
  });

  it('activates nothing on pages outside the menu', () => {
    expect(activeLabels('/cart')).toEqual([]);
    expect(activeLabels('/property/42')).toEqual([]);
  });

  it('opens garage plans only from the Garages menu, each link named as its list is titled', () => {
    const garages = HEADER_NAV.find((item) => item.label === 'Garages');
    if (garages?.kind !== 'menu') throw new Error('no Garages menu');
    expect(garages.links).toHaveLength(10);
    for (const link of garages.links) {
      const preset = presetForPath(link.to);
      expect([link.to, link.label]).toEqual([link.to, preset?.title]);
      expect([link.to, (preset?.filters.plan_type ?? []).map((code) => labelOf(PLAN_TYPES, code))]).toEqual([
        link.to,
        ['Stand-Alone Garages'],
      ]);
    }
  });

  it('reads the first segment case-insensitively, ignoring query and hash', () => {
    expect(firstSegment('/propertyList?page=2')).toBe('propertylist');
    expect(firstSegment('/property/42#gallery')).toBe('property');
    expect(firstSegment('/')).toBe('');
  });
});
