import type { PageLoader } from 'shared-ui';

/**
 * / and /home on the server. The first screen (the hero and 'Why Buy Plans') reads nothing from the API; the
 * carousels and styles below it load in the browser once the shopper scrolls near them, so nothing is prefetched.
 */
export const load: PageLoader = () =>
  // A copy per request: the server renderer owns what it is given.
  Promise.resolve({
    status: 200,
    head: {
      title: 'House, Garage and Multi-Family Plans',
      description:
        'Thousands of house, garage and multi-family plans to search by size, style and bedrooms, with ' +
        'modifications, cost-to-build estimates and a lowest price guarantee.',
    },
  });
