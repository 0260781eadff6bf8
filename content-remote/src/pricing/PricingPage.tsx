import { CopyPage } from '../page-layout/CopyPage';
import { describePage } from '../page-layout/pageHead';
import { pricingCopy } from './pricingCopy';

export const load = describePage({
  title: 'Pricing and Price Guarantee',
  description:
    'House plans at their listed price, with no membership or hidden drafting fee. Find the same plan for less and we match that price, then take a further 10% off.',
});

export default function PricingPage() {
  return <CopyPage copy={pricingCopy} />;
}
