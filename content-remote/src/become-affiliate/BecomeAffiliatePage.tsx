import { AffiliateApplicationForm } from '../applications/AffiliateApplicationForm';
import { CopyPage } from '../page-layout/CopyPage';
import { PageSection } from '../page-layout/CopySections';
import { describePage } from '../page-layout/pageHead';
import { becomeAffiliateCopy } from './becomeAffiliateCopy';

export const load = describePage({
  title: 'Affiliate Program',
  description:
    'Write about homes, building or design? Recommend our house plans and earn a 5% commission on every plan your readers buy. Approval in 5-7 days.',
});

export default function BecomeAffiliatePage() {
  return (
    <CopyPage copy={becomeAffiliateCopy}>
      <PageSection heading="Apply to the affiliate programme">
        <AffiliateApplicationForm />
      </PageSection>
    </CopyPage>
  );
}
