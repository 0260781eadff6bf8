import { CopyPage } from '../page-layout/CopyPage';
import { describePage } from '../page-layout/pageHead';
import { customHousePlansCopy } from './customHousePlansCopy';

export const load = describePage({
  title: 'Custom House Plans',
  description:
    'A home designed from scratch for your lot, your rooms and your budget: design brief, concept plans, then the complete construction drawings in PDF and CAD.',
});

export default function CustomHousePlansPage() {
  return <CopyPage copy={customHousePlansCopy} />;
}
