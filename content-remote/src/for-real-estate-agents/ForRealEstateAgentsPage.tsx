import { CopyPage } from '../page-layout/CopyPage';
import { describePage } from '../page-layout/pageHead';
import { forRealEstateAgentsCopy } from './forRealEstateAgentsCopy';

export const load = describePage({
  title: 'Real Estate Agent Rewards',
  description:
    'Show buyers what a lot could become with a house plan, and save 10%, 15% or 20% on the plans you buy for your listings and your clients, for good.',
});

export default function ForRealEstateAgentsPage() {
  return <CopyPage copy={forRealEstateAgentsCopy} />;
}
