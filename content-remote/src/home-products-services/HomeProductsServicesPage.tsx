import { CopyPage } from '../page-layout/CopyPage';
import { describePage } from '../page-layout/pageHead';
import { homeProductsServicesCopy } from './homeProductsServicesCopy';

export const load = describePage({
  title: 'Home Products & Services',
  description:
    'Choosing windows, roofing, siding, cabinets, flooring and garage doors for a new home: what to compare, in the order your builder will ask.',
});

export default function HomeProductsServicesPage() {
  return <CopyPage copy={homeProductsServicesCopy} />;
}
