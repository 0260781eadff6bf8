import { useQuery } from '@tanstack/react-query';
import { FAQ_LOAD_ERROR } from 'contracts/src/content/faq';
import { type PageLoader, QueryStatus } from 'shared-ui';
import { ActionRow } from '../page-layout/CopySections';
import { ContentPage } from '../page-layout/ContentPage';
import { faqQuery } from './faqApi';
import { faqStructuredData } from './faqHead';
import { FaqAccordion } from './FaqAccordion';

/** The questions are the page: they are read before it renders, so the server sends them (and search engines see them). */
export const load: PageLoader = async ({ queryClient }) => {
  const entries = await queryClient.fetchQuery(faqQuery());
  return {
    head: {
      title: 'Frequently Asked Questions',
      description:
        'Answers to what house plan buyers ask most: what a plan set includes, PDF, CAD or printed sets, foundations, changes, build licences, delivery and local codes.',
      ...(entries.length > 0 ? { structuredData: [faqStructuredData(entries)] } : {}),
    },
  };
};

export default function FaqPage() {
  const faq = useQuery(faqQuery());
  return (
    <ContentPage
      title="FAQ"
      intro={['Answers to the questions plan buyers ask us most. Still wondering about something? Ask us directly.']}
    >
      <QueryStatus
        query={faq}
        loading={{ label: 'Loading questions…' }}
        error={{ message: FAQ_LOAD_ERROR }}
        empty={{
          title: 'No questions yet',
          message: 'Ask us anything through the contact form.',
          isEmpty: (entries) => entries.length === 0,
        }}
      >
        {(entries) => <FaqAccordion entries={entries} />}
      </QueryStatus>
      <ActionRow links={[{ label: 'Contact Us', to: '/contact-us' }]} />
    </ContentPage>
  );
}
