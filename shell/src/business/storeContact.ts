/**
 * How shoppers reach the business (catalogue spec §1: a Florida address, a phone line and a WhatsApp line, shown in
 * the header and footer). The numbers are in the 555-01xx block that is reserved for fictional use, so no real
 * person is called until the business supplies its own; they belong in contracts once the content remote (Contact
 * Us page) shows the same details.
 */
export const STORE_CONTACT = Object.freeze({
  addressLines: ['1450 Brickell Avenue, Suite 1900', 'Miami, FL 33131'],
  phone: { label: '(305) 555-0142', href: 'tel:+13055550142' },
  whatsApp: { label: '+1 (305) 555-0187', href: 'https://wa.me/13055550187' },
  hours: 'Monday–Friday, 9–5 EST',
});
