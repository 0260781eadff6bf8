import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import type { Order } from 'contracts/src/checkout/order';
import { REFUND_MESSAGES } from 'contracts/src/checkout/refunds';
import { CASH_ON_DELIVERY } from 'contracts/src/orders/orderCodes';
import { Button, ConfirmDialog, isApiError, toast } from 'shared-ui';
import { apiErrorMessage } from '../checkout-messages/apiErrorMessage';
import { cancelOrder, orderQuery, ordersQuery } from './ordersApi';
import { shopperCancelDeadlineOf } from './shopperCancel';
import styles from './CancelOrder.module.css';

export const CANCEL_ORDER_LABEL = 'Cancel order';
export const KEEP_ORDER_LABEL = 'Keep order';
export const CANCEL_FAILED = 'The order could not be cancelled. Please try again.';
export const CARD_REFUND_NOTICE = 'Your payment is refunded in full.';

const untilTime = new Intl.DateTimeFormat('en-US', { timeStyle: 'short' });

/** Whether `deadline` is still ahead; the caller is drawn again when it passes, so a late button goes by itself. */
function useStillBefore(deadline: Date | null): boolean {
  const time = deadline?.getTime() ?? null;
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (time === null) return;
    const timer = setTimeout(() => setNow(Date.now()), Math.max(0, time - Date.now()));
    return () => clearTimeout(timer);
  }, [time]);
  return time !== null && now < time;
}

export interface CancelOrderProps {
  order: Order;
  /** The order is cancelled: its buttons go, so the list moves focus to its new status. */
  onCancelled: (orderId: string) => void;
}

/**
 * "Cancel order" while the shopper may still cancel (shopperCancel.ts), saying until when, behind a confirmation
 * that says what happens to the money. The server's answer replaces the order in the cached list (then read anew);
 * a refusal is said in its words and the list is read anew. A refusal that will not change (409: a file was
 * downloaded, the time is over) takes the button's place, so that it is not offered again in vain.
 */
export function CancelOrder({ order, onCancelled }: CancelOrderProps) {
  const queryClient = useQueryClient();
  const untilId = useId();
  const deadline = shopperCancelDeadlineOf(order);
  const open = useStillBefore(deadline);
  const [asking, setAsking] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const refusalRef = useRef<HTMLParagraphElement>(null);

  const cancel = useMutation({
    mutationFn: () => cancelOrder(order._id),
    onSuccess: ({ data: cancelled, message }) => {
      queryClient.setQueryData(ordersQuery().queryKey, (orders) =>
        orders?.map((listed) => (listed._id === cancelled._id ? cancelled : listed)),
      );
      queryClient.setQueryData(orderQuery(cancelled._id).queryKey, cancelled);
      toast.success(message.trim() || REFUND_MESSAGES.cancelled);
      setAsking(false);
      onCancelled(cancelled._id);
    },
    onError: (error) => {
      const message = apiErrorMessage(error, CANCEL_FAILED, CANCEL_FAILED);
      toast.error(message);
      setAsking(false);
      if (isApiError(error) && error.kind === 'server' && error.status === 409) setRefusal(message);
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: ordersQuery().queryKey });
    },
  });

  // The button it replaces had focus (the dialog gives focus back to it): the refusal takes it, not the page.
  useEffect(() => {
    if (refusal !== null) refusalRef.current?.focus();
  }, [refusal]);

  if (deadline === null || !open) return null;
  if (refusal !== null) {
    return (
      <p ref={refusalRef} tabIndex={-1} className={styles.refusal}>
        {refusal}
      </p>
    );
  }
  return (
    <div className={styles.cancel}>
      <Button
        variant="secondary"
        size="sm"
        aria-label={`${CANCEL_ORDER_LABEL} ${order._id}`}
        aria-describedby={untilId}
        loading={cancel.isPending}
        onClick={() => setAsking(true)}
      >
        {CANCEL_ORDER_LABEL}
      </Button>
      <p id={untilId} className={styles.until}>
        You can cancel until <time dateTime={deadline.toISOString()}>{untilTime.format(deadline)}</time>
      </p>
      <ConfirmDialog
        open={asking}
        title={`Cancel order #${order._id}?`}
        message={order.payment_mode === CASH_ON_DELIVERY ? REFUND_MESSAGES.nothingCharged : CARD_REFUND_NOTICE}
        confirmLabel={CANCEL_ORDER_LABEL}
        cancelLabel={KEEP_ORDER_LABEL}
        busy={cancel.isPending}
        onConfirm={() => cancel.mutate()}
        onCancel={() => setAsking(false)}
      />
    </div>
  );
}
