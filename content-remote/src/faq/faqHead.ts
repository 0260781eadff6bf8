import type { FaqEntry } from 'contracts/src/content/faq';

/**
 * The FAQ as schema.org's FAQPage: search engines read the questions and answers the page shows, word for word.
 * https://schema.org/FAQPage
 */
export function faqStructuredData(entries: readonly FaqEntry[]): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: entries.map((entry) => ({
      '@type': 'Question',
      name: entry.question,
      acceptedAnswer: { '@type': 'Answer', text: entry.answer },
    })),
  };
}
