import { CopyPage } from '../page-layout/CopyPage';
import { describePage } from '../page-layout/pageHead';
import { modificationsCopy } from './modificationsCopy';

export const load = describePage({
  title: 'House Plan Modifications',
  description:
    'Almost the right plan? Our designers redraw it for your lot, your local code and the way you live, with a free fixed-price quote in 1-3 business days.',
});

export default function ModificationsPage() {
  return <CopyPage copy={modificationsCopy} />;
}
