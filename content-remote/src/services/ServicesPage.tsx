import { CopyPage } from '../page-layout/CopyPage';
import { describePage } from '../page-layout/pageHead';
import { servicesCopy } from './servicesCopy';

export const load = describePage({
  title: 'Services',
  description:
    'From the first search to groundbreaking: Cost-to-Build reports, plan modifications, custom plans, and programmes for builders, agents, designers and affiliates.',
});

export default function ServicesPage() {
  return <CopyPage copy={servicesCopy} />;
}
