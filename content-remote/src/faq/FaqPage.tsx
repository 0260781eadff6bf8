import { FAQ_LOAD_ERROR } from 'contracts/src/content/faq';
import { EmptyState } from 'shared-ui/src/components/StatusMessage/EmptyState';
import { ErrorState } from 'shared-ui/src/components/StatusMessage/ErrorState';
import { LoadingState } from 'shared-ui/src/components/StatusMessage/LoadingState';
import { ActionRow } from '../page-layout/CopySections';
import { ContentPage } from '../page-layout/ContentPage';
import { useRemoteData } from '../remote-data/useRemoteData';
import { fetchFaq } from './faqApi';
import { FaqAccordion } from './FaqAccordion';

export default function FaqPage() {
  const faq = useRemoteData(fetchFaq, 'faq');
  return (
    <ContentPage
      title="FAQ"
      intro={['Answers to the questions plan buyers ask us most. Still wondering about something? Ask us directly.']}
    >
      {faq.status === 'loading' ? <LoadingState label="Loading questions…" /> : null}
      {faq.status === 'error' ? <ErrorState message={FAQ_LOAD_ERROR} onRetry={faq.retry} /> : null}
      {faq.status === 'success' && faq.data.length === 0 ? (
        <EmptyState title="No questions yet" message="Ask us anything through the contact form." />
      ) : null}
      {faq.status === 'success' && faq.data.length > 0 ? <FaqAccordion entries={faq.data} /> : null}
      <ActionRow links={[{ label: 'Contact Us', to: '/contact-us' }]} />
    </ContentPage>
  );
}
