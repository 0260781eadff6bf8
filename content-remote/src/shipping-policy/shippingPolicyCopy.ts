import type { PageCopy } from '../page-layout/pageCopy';

export const shippingPolicyCopy: PageCopy = {
  title: 'Shipping Policy',
  intro: [
    'Most plans are delivered as files, by e-mail, so you can share them with your builder the same day. Printed sets are printed to order and shipped with tracking.',
  ],
  sections: [
    {
      heading: 'Delivery times',
      blocks: [
        {
          kind: 'facts',
          facts: [
            {
              title: 'PDF and CAD sets',
              text: 'A download link is e-mailed to the address on your order, usually within one business day of payment. Links stay active for 30 days; ask us for a new one at any time.',
            },
            {
              title: 'Printed sets',
              text: 'Printed on large-format paper and shipped by tracked ground service within 2 business days of payment; delivery in the continental United States usually takes 3 to 5 business days more.',
            },
            {
              title: 'Cost-to-Build reports',
              text: 'Delivered by e-mail in 1 to 2 business days.',
            },
            {
              title: 'Modified plans',
              text: 'Delivered as soon as the modification is drawn and approved; the date is part of your modification quote.',
            },
          ],
        },
      ],
    },
    {
      heading: 'Shipping costs',
      blocks: [
        {
          kind: 'list',
          items: [
            'Digital delivery is always free.',
            'Ground shipping of printed sets is included in the price within the continental United States.',
            'Express delivery, and delivery to Alaska, Hawaii, Canada or further, is quoted on request before you order.',
          ],
        },
      ],
    },
    {
      heading: 'Something missing?',
      blocks: [
        {
          kind: 'paragraphs',
          paragraphs: [
            'If the download e-mail has not arrived within one business day, check your spam folder, then contact us: we resend it at once. Tell us within 10 days of delivery if a printed set arrives damaged or incomplete and we replace it free of charge.',
          ],
        },
        { kind: 'actions', links: [{ label: 'Contact Us', to: '/contact-us' }] },
      ],
    },
  ],
};
