import type { Static } from '@sinclair/typebox';
import { formatWholeNumber } from '../format/wholeNumber';
import type {
  planDetailSchema,
  planListPageSchema,
  planStyleRefSchema,
  planStyleSchema,
  planSummarySchema,
} from './planSchemas';

/** Money is integer cents everywhere, on the wire and in the database. */
export type Cents = number;

/** A plan's architectural style as a plan names it. */
export type PlanStyleRef = Static<typeof planStyleRefSchema>;

/** An architectural style as the style tiles show it (`image` null shows the placeholder). */
export type PlanStyle = Static<typeof planStyleSchema>;

/** A plan as read in lists and on cards (catalogue spec §3). */
export type PlanSummary = Static<typeof planSummarySchema>;

/** A plan as read on the detail page (second spec §3), with the codes its facets carry. */
export type PlanDetail = Static<typeof planDetailSchema>;

/** One page of a plan search. */
export type PlanListPage = Static<typeof planListPageSchema>;

/** '$1,295' or '$1,295.50': whole dollars need no cents (no Intl: see formatWholeNumber). */
export function formatPrice(cents: Cents): string {
  const whole = Math.round(cents);
  const sign = whole < 0 ? '-' : '';
  const dollars = formatWholeNumber(Math.trunc(Math.abs(whole) / 100));
  const rest = Math.abs(whole) % 100;
  return rest === 0 ? `${sign}$${dollars}` : `${sign}$${dollars}.${String(rest).padStart(2, '0')}`;
}
