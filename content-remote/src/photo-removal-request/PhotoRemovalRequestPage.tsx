import { ContentPage } from '../page-layout/ContentPage';
import { CopySections, PageSection } from '../page-layout/CopySections';
import { CopyrightNoticeForm } from './CopyrightNoticeForm';
import { photoRemovalCopy } from './photoRemovalCopy';

export default function PhotoRemovalRequestPage() {
  return (
    <ContentPage title={photoRemovalCopy.title} intro={photoRemovalCopy.intro}>
      <CopySections sections={photoRemovalCopy.sections} />
      <PageSection heading="Your notice">
        <CopyrightNoticeForm />
      </PageSection>
    </ContentPage>
  );
}
