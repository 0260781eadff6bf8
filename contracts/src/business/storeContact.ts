/**
 * How shoppers reach the business (a Florida address, a 24/7 phone line, a messaging line, fax and e-mail), shown
 * by the header, the footer and the Contact Us page. The numbers are in the 555-01xx block reserved for fictional
 * use and the domain is reserved for examples: the business supplies its own before launch, here and nowhere else.
 */
export const STORE_CONTACT = Object.freeze({
  addressLines: ['1450 Brickell Avenue, Suite 1900', 'Miami, FL 33131'],
  phone: { label: '(305) 555-0142', href: 'tel:+13055550142' },
  whatsApp: { label: '+1 (305) 555-0187', href: 'https://wa.me/13055550187' },
  fax: { label: '(305) 555-0163' },
  email: { label: 'support@houseplans.example', href: 'mailto:support@houseplans.example' },
  hours: 'Monday–Friday, 9–5 EST',
});
