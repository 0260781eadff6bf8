import { CopyPage } from '../page-layout/CopyPage';
import { describePage } from '../page-layout/pageHead';
import { forBuilderCopy } from './forBuilderCopy';

export const load = describePage({
  title: 'Builder Rewards Program',
  description:
    'Builders save 10%, 15% or 20% on every house plan, for life, as their purchases add up. Membership at $195 a year adds 25 free Cost-to-Build reports.',
});

export default function ForBuilderPage() {
  return <CopyPage copy={forBuilderCopy} />;
}
