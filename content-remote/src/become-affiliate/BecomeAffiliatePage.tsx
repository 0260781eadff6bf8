import { AffiliateApplicationForm } from '../applications/AffiliateApplicationForm';
import { CopyPage } from '../page-layout/CopyPage';
import { PageSection } from '../page-layout/CopySections';
import { becomeAffiliateCopy } from './becomeAffiliateCopy';

export default function BecomeAffiliatePage() {
  return (
    <CopyPage copy={becomeAffiliateCopy}>
      <PageSection heading="Apply to the affiliate programme">
        <AffiliateApplicationForm />
      </PageSection>
    </CopyPage>
  );
}
