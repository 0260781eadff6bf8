import { CANCELLED, CASH_ON_DELIVERY_ORDERED, DELIVERED, PAID, REFUNDED_STATUSES } from '../checkout/orderStatus';
import { CARD_PAYMENT, CASH_ON_DELIVERY } from '../orders/orderCodes';
import { documentsOf, documentsOfLine, filesDeliverable, orderDocumentPath } from './orderDocuments';

describe('what an order line delivers as files', () => {
  it('delivers the PDF Set as a PDF, CAD Files as a ZIP, and Five Printed Sets as nothing to download', () => {
    expect(documentsOf(1, [])).toEqual(['plan_set_pdf']);
    expect(documentsOf(3, [])).toEqual(['cad_zip']);
    expect(documentsOf(2, [])).toEqual([]);
  });

  it('adds a PDF for each add-on bought, printed sets or not, each once', () => {
    expect(documentsOf(1, [2, 1])).toEqual(['plan_set_pdf', 'cost_report_pdf', 'materials_pdf']);
    expect(documentsOf(2, [1])).toEqual(['cost_report_pdf']);
    expect(documentsOf(3, [2, 2, 99])).toEqual(['cad_zip', 'materials_pdf']);
  });

  it('reads a line as GET orders carries it', () => {
    const line = {
      plan_set: { code: 3, label: 'CAD Files', price: 1 },
      options: [{ code: 1, label: 'Cost-to-Build Report', price: 4495 }],
    };
    expect(documentsOfLine(line)).toEqual(['cad_zip', 'cost_report_pdf']);
  });

  it('builds the owner’s download path under the API', () => {
    expect(orderDocumentPath('12', '40', 'cad_zip')).toBe('orders/12/lines/40/documents/cad_zip');
  });
});

describe('when an order’s files may be downloaded', () => {
  const card = (status: number, paidAt: string | null) =>
    filesDeliverable({ payment_mode: CARD_PAYMENT, status, paid_at: paidAt });
  const cash = (status: number) => filesDeliverable({ payment_mode: CASH_ON_DELIVERY, status, paid_at: null });
  const PAID_AT = '2026-11-21T10:00:00.000Z';

  it('once a card payment is confirmed, through printing, shipping and delivery', () => {
    expect(card(PAID, PAID_AT)).toBe(true);
    expect(card(DELIVERED, PAID_AT)).toBe(true);
    // Printing and Shipped (10, 11) come after Paid: the payment stays confirmed.
    expect(card(10, PAID_AT)).toBe(true);
    expect(card(11, PAID_AT)).toBe(true);
  });

  it('never for an unpaid or declined card order', () => {
    expect(card(1, null)).toBe(false);
    expect(card(3, null)).toBe(false);
  });

  it('for cash on delivery only once delivered, when the cash is taken', () => {
    expect(cash(CASH_ON_DELIVERY_ORDERED)).toBe(false);
    expect(cash(10)).toBe(false);
    expect(cash(DELIVERED)).toBe(true);
  });

  it('never once an order is replaced, refunded or cancelled, though it was paid', () => {
    expect(card(CANCELLED, PAID_AT)).toBe(false);
    for (const status of REFUNDED_STATUSES) {
      expect([status, card(status, PAID_AT), cash(status)]).toEqual([status, false, false]);
    }
  });
});
