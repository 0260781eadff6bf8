import { ARCHITECTURAL_STYLES } from 'contracts/src/catalog/architecturalStyles';
import type { PageLoader } from 'shared-ui';
import { planStylesQuery } from './fetchPlanStyles';

/** The styles page shows every style. */
export const STYLES_PAGE_LIMIT = ARCHITECTURAL_STYLES.length;

/** A few styles by name, for the description: shoppers search for them. */
const NAMED_STYLES = ARCHITECTURAL_STYLES.slice(0, 4).map((style) => style.label);

/**
 * /styles and /style on the server: the style tiles, as the page reads them (a failure rejects: the page then renders
 * in the browser). The title is the route's.
 */
export const load: PageLoader = async ({ queryClient }) => {
  await queryClient.fetchQuery(planStylesQuery(STYLES_PAGE_LIMIT));
  return {
    status: 200,
    head: {
      description:
        `House plans by architectural style: ${NAMED_STYLES.join(', ')} and ${STYLES_PAGE_LIMIT - NAMED_STYLES.length} ` +
        'more styles, each a list of plans to compare by size, bedrooms and price.',
    },
  };
};
