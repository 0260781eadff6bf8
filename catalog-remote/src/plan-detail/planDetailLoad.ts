import type { QueryClient } from '@tanstack/react-query';
import { formatPrice, type Cents, type PlanDetail } from 'contracts/src/catalog/plan';
import { formatWholeNumber } from 'contracts/src/format/wholeNumber';
import type { PageHead, PageImage, PageLoader, PageLoadResult } from 'shared-ui';
import { STORE_NAME } from 'contracts/src/business/storeName';
import { planDetailQuery } from './fetchPlanDetail';
import { isPlanId } from './planId';
import { popularPlansQuery } from './popularPlans';

/** The link-preview picture the API draws for every plan (1200 x 630, the size Open Graph asks for). */
export const SHARE_IMAGE_WIDTH = 1200;
export const SHARE_IMAGE_HEIGHT = 630;

export function planShareImage(plan: Pick<PlanDetail, '_id' | 'name'>, origin: string): PageImage {
  return {
    url: new URL(`/api/user/images/plans/${encodeURIComponent(plan._id)}/share.png`, origin).href,
    width: SHARE_IMAGE_WIDTH,
    height: SHARE_IMAGE_HEIGHT,
    alt: `${plan.name} elevation`,
  };
}

/** Integer cents as schema.org's decimal price in dollars: 129500 -> '1295.00' (no floating point on the way). */
export function decimalDollars(cents: Cents): string {
  const whole = Math.round(cents);
  const sign = whole < 0 ? '-' : '';
  const rest = Math.abs(whole);
  return `${sign}${Math.trunc(rest / 100)}.${String(rest % 100).padStart(2, '0')}`;
}

const counted = (count: number, one: string, many: string) => `${formatWholeNumber(count)} ${count === 1 ? one : many}`;

/** 'The Magnolia Farmhouse (Plan #10042)': the name and number shoppers search for. */
export function planTitle(plan: Pick<PlanDetail, 'name' | 'plan_number'>): string {
  return plan.plan_number === null ? plan.name : `${plan.name} (Plan #${plan.plan_number})`;
}

/** One sentence with what a search result needs: style, size and price. */
export function planDescription(plan: PlanDetail): string {
  const baths = plan.baths === 1 ? '1 bathroom' : `${plan.baths} bathrooms`;
  return (
    `${planTitle(plan)}: a ${plan.plan_style_id.name} house plan with ${counted(plan.beds, 'bedroom', 'bedrooms')}, ` +
    `${baths} and ${formatWholeNumber(plan.sq_ft)} sq ft on ${counted(plan.story, 'story', 'stories')}. ` +
    `Starts from ${formatPrice(plan.price)}.`
  );
}

/** The plan page's head: a product with its picture, and its schema.org Product and Offer. */
export function planDetailHead(plan: PlanDetail, origin: string): Partial<PageHead> {
  const description = planDescription(plan);
  const image = planShareImage(plan, origin);
  const path = `/property/${encodeURIComponent(plan._id)}`;
  const seller = { '@type': 'Organization', name: STORE_NAME };
  return {
    title: planTitle(plan),
    description,
    canonicalPath: path,
    kind: 'product',
    image,
    structuredData: [
      {
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: plan.name,
        sku: plan.plan_number ?? plan._id,
        description: plan.description.trim() === '' ? description : plan.description.trim(),
        image: [image.url, ...plan.main_images.map((src) => new URL(src, origin).href)],
        category: plan.plan_style_id.name,
        brand: { '@type': 'Brand', name: STORE_NAME },
        offers: {
          '@type': 'Offer',
          price: decimalDollars(plan.price),
          priceCurrency: 'USD',
          availability: 'https://schema.org/InStock',
          url: new URL(path, origin).href,
          seller,
        },
      },
    ],
  };
}

/**
 * A 404 with the page's way on: the popular plans it offers are loaded with it (a failure to load them costs the
 * list only: prefetchQuery never rejects, and the browser asks again). A copy per request: the server renderer owns
 * what it is given.
 */
async function notFound(queryClient: QueryClient): Promise<PageLoadResult> {
  await queryClient.prefetchQuery(popularPlansQuery());
  return {
    status: 404,
    head: { title: 'Plan not found', description: 'No plan has this address: it may have been withdrawn.' },
  };
}

/**
 * /property/:id on the server: the plan, as the page reads it. An id that cannot name a plan is a 404 without
 * asking the API, as is a plan the API does not know; any other failure rejects (the page renders in the browser).
 */
export const load: PageLoader = async ({ queryClient, params, origin }) => {
  const id = params.id ?? '';
  if (!isPlanId(id)) return notFound(queryClient);
  const plan = await queryClient.fetchQuery(planDetailQuery(id));
  if (plan === null) return notFound(queryClient);
  return { status: 200, head: planDetailHead(plan, origin) };
};
