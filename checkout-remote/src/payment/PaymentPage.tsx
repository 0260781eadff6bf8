import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { formatPrice } from 'contracts/src/catalog/plan';
import type { Order } from 'contracts/src/checkout/order';
import { awaitsCardPayment } from 'contracts/src/checkout/orderStatus';
import type { PaymentResult, PaymentSession } from 'contracts/src/checkout/payment';
import { EmptyState } from 'shared-ui/src/components/StatusMessage/EmptyState';
import { ErrorState } from 'shared-ui/src/components/StatusMessage/ErrorState';
import { LoadingState } from 'shared-ui/src/components/StatusMessage/LoadingState';
import { emitStoreEvent } from 'shared-ui/src/events/eventBus';
import { useSignedIn } from 'shared-ui/src/session/useSignedIn';
import { toast } from 'shared-ui/src/toasts/toast';
import { SignInPrompt } from '../cart/SignInPrompt';
import { apiErrorMessage } from '../checkout-messages/apiErrorMessage';
import { OrderConfirmation } from '../order-confirmation/OrderConfirmation';
import { fetchOrder, fetchPaymentSession } from './paymentApi';
import { PAYMENT_SUCCESSFUL } from './paymentStates';
import { TestCardForm } from './TestCardForm';

// Stripe.js and its React bindings load only when the server chose Stripe.
const StripeCardForm = lazy(() => import('./StripeCardForm'));

type PageState =
  | { kind: 'loading' }
  | { kind: 'error'; message: string }
  | { kind: 'pay'; order: Order; session: PaymentSession }
  | { kind: 'done'; order: Order };

/** Card payment of an order (its id in the URL), then the order confirmation. */
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
  const [state, setState] = useState<PageState>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    const controller = new AbortController();
    setState({ kind: 'loading' });
    (async () => {
      const order = await fetchOrder(orderId, controller.signal);
      if (!awaitsCardPayment(order)) return { kind: 'done', order } as const;
      return { kind: 'pay', order, session: await fetchPaymentSession(orderId) } as const;
    })().then(
      (next) => {
        if (current) setState(next);
      },
      (error: unknown) => {
        if (current)
          setState({
            kind: 'error',
            message: apiErrorMessage(error, 'Failed to load the order.', 'Failed to load the order.'),
          });
      },
    );
    return () => {
      current = false;
      controller.abort();
    };
  }, [orderId, attempt]);

  const paid = ({ order, cart_count: count }: PaymentResult) => {
    toast.success(PAYMENT_SUCCESSFUL);
    emitStoreEvent('cart:changed', { count });
    setState({ kind: 'done', order });
  };

  if (state.kind === 'loading') return <LoadingState label="Loading your order…" />;
  if (state.kind === 'error') return <ErrorState message={state.message} onRetry={() => setAttempt((n) => n + 1)} />;
  if (state.kind === 'done') return <OrderConfirmation order={state.order} />;

  const { order, session } = state;
  return (
    <>
      <p>
        {order.property_id.name} · Total to pay: <strong>{formatPrice(order.total)}</strong>
      </p>
      {session.provider === 'stripe' ? (
        <Suspense fallback={<LoadingState label="Loading the card form…" size="inline" />}>
          <StripeCardForm
            publishableKey={session.publishable_key}
            clientSecret={session.client_secret}
            intentId={session.intent_id}
            amount={session.amount}
            onPaid={paid}
          />
        </Suspense>
      ) : (
        <TestCardForm intentId={session.intent_id} amount={session.amount} onPaid={paid} />
      )}
    </>
  );
}
