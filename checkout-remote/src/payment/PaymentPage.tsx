import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { formatPrice } from 'contracts/src/catalog/plan';
import type { Order } from 'contracts/src/checkout/order';
import type { PaymentResult, PaymentSession } from 'contracts/src/checkout/payment';
import { emitStoreEvent, EmptyState, LoadingState, QueryStatus, toast, useSignedIn } from 'shared-ui';
import { SignInPrompt } from '../cart/SignInPrompt';
import { apiErrorMessage } from '../checkout-messages/apiErrorMessage';
import { confirmationPathOf } from '../order-confirmation/confirmationPath';
import { orderQuery, ordersQuery } from '../my-orders/ordersApi';
import { paymentStageQuery } from './paymentApi';
import { PAYMENT_SUCCESSFUL } from './paymentStates';
import { TestCardForm } from './TestCardForm';

// Stripe.js and its React bindings load only when the server chose Stripe.
const StripeCardForm = lazy(() => import('./StripeCardForm'));

/** Card payment of an order (its id in the URL), then the order confirmation page. */
export default function PaymentPage() {
  const signedIn = useSignedIn();
  const [searchParams] = useSearchParams();
  const orderId = searchParams.get('order');
  return (
    <>
      <h1>Payment</h1>
      {!signedIn ? (
        <SignInPrompt returnTo={orderId ? `/testcheckout?order=${encodeURIComponent(orderId)}` : '/cart'} />
      ) : orderId === null || orderId === '' ? (
        <EmptyState
          title="No order to pay"
          message="Check out a plan from your cart first."
          action={<Link to="/cart">Go to cart</Link>}
        />
      ) : (
        <OrderPayment key={orderId} orderId={orderId} />
      )}
    </>
  );
}

function OrderPayment({ orderId }: { orderId: string }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const stage = useQuery(paymentStageQuery(orderId));

  const paid = ({ order, cart_count: count }: PaymentResult) => {
    toast.success(PAYMENT_SUCCESSFUL);
    emitStoreEvent('cart:changed', { count });
    void queryClient.invalidateQueries({ queryKey: ordersQuery().queryKey });
    // The confirmation shows the paid order from the provider's answer at once, with no request of its own.
    queryClient.setQueryData(orderQuery(order._id).queryKey, order);
    void navigate(confirmationPathOf(order._id), { replace: true });
  };

  return (
    <QueryStatus
      query={stage}
      loading={{ label: 'Loading your order…' }}
      error={{ message: (error) => apiErrorMessage(error, 'Failed to load the order.', 'Failed to load the order.') }}
    >
      {(current) =>
        current.kind === 'done' ? (
          <Navigate to={confirmationPathOf(current.order._id)} replace />
        ) : (
          <CardPayment order={current.order} session={current.session} onPaid={paid} />
        )
      }
    </QueryStatus>
  );
}

function CardPayment({
  order,
  session,
  onPaid,
}: {
  order: Order;
  session: PaymentSession;
  onPaid: (result: PaymentResult) => void;
}) {
  return (
    <>
      <p>
        {order.lines.map((line) => line.property_id.name).join(', ')} · Total to pay:{' '}
        <strong>{formatPrice(order.total)}</strong>
      </p>
      {session.provider === 'stripe' ? (
        <Suspense fallback={<LoadingState label="Loading the card form…" size="inline" />}>
          <StripeCardForm
            publishableKey={session.publishable_key}
            clientSecret={session.client_secret}
            intentId={session.intent_id}
            amount={session.amount}
            onPaid={onPaid}
          />
        </Suspense>
      ) : (
        <TestCardForm intentId={session.intent_id} amount={session.amount} onPaid={onPaid} />
      )}
    </>
  );
}
