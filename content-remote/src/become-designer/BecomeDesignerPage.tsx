import { DesignerApplicationForm } from '../applications/DesignerApplicationForm';
import { CopyPage } from '../page-layout/CopyPage';
import { PageSection } from '../page-layout/CopySections';
import { describePage } from '../page-layout/pageHead';
import { becomeDesignerCopy } from './becomeDesignerCopy';

export const load = describePage({
  title: 'Sell Your House Plans as a Designer',
  description:
    'Architects and residential designers: sell your house and garage plans to home buyers, builders and agents nationwide. You keep the copyright. Apply online.',
});

export default function BecomeDesignerPage() {
  return (
    <CopyPage copy={becomeDesignerCopy}>
      <PageSection heading="Apply to sell your plans">
        <DesignerApplicationForm />
      </PageSection>
    </CopyPage>
  );
}
