import { ContentPage } from '../page-layout/ContentPage';
import { PageSection } from '../page-layout/CopySections';
import { describePage } from '../page-layout/pageHead';
import { ContactDetails } from './ContactDetails';
import { ContactForm } from './ContactForm';
import styles from './ContactPage.module.css';

export const load = describePage({
  title: 'Contact Us',
  description:
    'Questions about a house plan, a modification or an order? Send us a message and a plan specialist answers within one business day, or call our 24/7 line.',
});

export default function ContactPage() {
  return (
    <ContentPage
      title="Contact Us"
      intro={[
        'Questions about a plan, a modification or an order? Write to us and a plan specialist answers within one business day; the phone line is open around the clock.',
      ]}
    >
      <div className={styles.layout}>
        <PageSection heading="Reach us">
          <ContactDetails />
        </PageSection>
        <PageSection heading="Send us a message">
          <ContactForm />
        </PageSection>
      </div>
    </ContentPage>
  );
}
