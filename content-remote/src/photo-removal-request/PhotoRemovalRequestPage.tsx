import { ContentPage } from '../page-layout/ContentPage';
import { CopySections, PageSection } from '../page-layout/CopySections';
import { describePage } from '../page-layout/pageHead';
import { CopyrightNoticeForm } from './CopyrightNoticeForm';
import { photoRemovalCopy } from './photoRemovalCopy';

export const load = describePage({
  title: 'Copyright Infringement Notice',
  description:
    'Report a photograph, drawing or text on our house plan store that infringes a copyright you own or represent. We review every notice and remove what infringes.',
});

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
