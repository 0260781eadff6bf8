import { useId, useState } from 'react';
import { formatPrice } from 'contracts/src/catalog/plan';
import { labelOf } from 'contracts/src/catalog/codeTables';
import type { Order } from 'contracts/src/checkout/order';
import { refundKindOf } from 'contracts/src/checkout/orderStatus';
import { holdsPrintedSets } from 'contracts/src/checkout/printedSets';
import { carrierLabel } from 'contracts/src/orders/carriers';
import { CASH_ON_DELIVERY, ORDER_STATUSES } from 'contracts/src/orders/orderCodes';
import { ORDER_ACTIONS, offeredOrderActions, type OfferedOrderActionCode } from 'contracts/src/staff/orderActions';
import { Button, ConfirmDialog } from 'shared-ui';
import { useOrderAction, type OrderActionRequest } from '../staff-api/orderActionsApi';
import { RefundForm } from './RefundForm';
import { ShipOrderForm } from './ShipOrderForm';
import styles from './order.module.css';

function actionOf(code: OfferedOrderActionCode) {
  const action = ORDER_ACTIONS.find((known) => known.code === code);
  if (!action) throw new Error(`no words for ${code}`);
  return action;
}

/** What a refund does to the money, as the refund form and its confirmation say it. */
function refundConsequence(order: Order): string {
  return refundKindOf(order) === 'card'
    ? `${formatPrice(order.total)} goes back to the shopper's card, and the order becomes Refunded.`
    : 'The cash-on-delivery order is called off: nothing was charged, so nothing goes back.';
}

/** What the confirmation says will happen. */
function consequenceOf(order: Order, request: OrderActionRequest): string {
  switch (request.action) {
    case 'order.mark_printing':
      return 'Its printed sets go to print. The shopper sees Printing in My Orders.';
    case 'order.mark_shipped':
      return `Shipped with ${carrierLabel(request.body.carrier)}, tracking number ${request.body.tracking_number}. The shopper is e-mailed the carrier and the tracking number.`;
    case 'order.mark_delivered':
      if (!holdsPrintedSets(order)) {
        return 'Its cash has been received: the shopper can download the files from now on.';
      }
      return order.payment_mode === CASH_ON_DELIVERY
        ? 'The printed sets arrived and the cash was taken at the door. The shopper sees Delivered in My Orders.'
        : 'The printed sets arrived. The shopper sees Delivered in My Orders.';
    case 'order.refund':
      return `${refundConsequence(order)} Reason: ${request.body.reason}`;
    case 'order.resend_download_mail':
      return 'A fresh link to the files is e-mailed to the shopper; the links mailed before stop working.';
  }
}

/**
 * The actions the order's state allows (contracts' offeredOrderActions, the API's own rule): each asks for
 * confirmation, then runs; the answer replaces the order's page, its audit log holding the new entry.
 */
export function OrderActions({ order }: { order: Order }) {
  const headingId = useId();
  // The last request stays while the dialog closes, so that its words do not vanish before it does.
  const [asked, setAsked] = useState<{ request: OrderActionRequest; open: boolean } | null>(null);
  const ask = (request: OrderActionRequest) => setAsked({ request, open: true });
  const close = () => setAsked((last) => (last === null ? null : { ...last, open: false }));
  const run = useOrderAction(order._id, { onDone: close });
  const offered = offeredOrderActions(order);
  const busy = run.isPending;

  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId}>Actions</h2>
      {offered.length === 0 ? (
        <p>Nothing to do: the order is {labelOf(ORDER_STATUSES, order.status)}.</p>
      ) : (
        <div className={styles.actions}>
          {offered.includes('order.mark_printing') ? (
            <div>
              <Button onClick={() => ask({ action: 'order.mark_printing' })} loading={busy}>
                {actionOf('order.mark_printing').button}
              </Button>
            </div>
          ) : null}
          {offered.includes('order.mark_shipped') ? (
            <ShipOrderForm busy={busy} onShip={(body) => ask({ action: 'order.mark_shipped', body })} />
          ) : null}
          {offered.includes('order.mark_delivered') ? (
            <div>
              <Button onClick={() => ask({ action: 'order.mark_delivered' })} loading={busy}>
                {actionOf('order.mark_delivered').button}
              </Button>
            </div>
          ) : null}
          {offered.includes('order.resend_download_mail') ? (
            <div>
              <Button variant="secondary" onClick={() => ask({ action: 'order.resend_download_mail' })} loading={busy}>
                {actionOf('order.resend_download_mail').button}
              </Button>
            </div>
          ) : null}
          {offered.includes('order.refund') ? (
            <RefundForm
              busy={busy}
              consequence={refundConsequence(order)}
              onRefund={(body) => ask({ action: 'order.refund', body })}
            />
          ) : null}
        </div>
      )}
      {asked === null ? null : (
        <ConfirmDialog
          open={asked.open}
          title={actionOf(asked.request.action).question(order._id)}
          message={consequenceOf(order, asked.request)}
          confirmLabel={actionOf(asked.request.action).button}
          busy={busy}
          onConfirm={() => run.mutate(asked.request)}
          onCancel={close}
        />
      )}
    </section>
  );
}
