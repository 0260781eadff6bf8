import { DesignerApplicationForm } from '../applications/DesignerApplicationForm';
import { CopyPage } from '../page-layout/CopyPage';
import { PageSection } from '../page-layout/CopySections';
import { becomeDesignerCopy } from './becomeDesignerCopy';

export default function BecomeDesignerPage() {
  return (
    <CopyPage copy={becomeDesignerCopy}>
      <PageSection heading="Apply to sell your plans">
        <DesignerApplicationForm />
      </PageSection>
    </CopyPage>
  );
}
