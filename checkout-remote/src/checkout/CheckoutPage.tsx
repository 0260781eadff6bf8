import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState, type ChangeEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { describePromoCode, type PriceQuote } from 'contracts/src/checkout/promoCode';
import { CASH_ON_DELIVERY } from 'contracts/src/orders/orderCodes';
import { emitStoreEvent, LoadingState, QueryStatus, SelectField, toast, useSignedIn } from 'shared-ui';
import { SignInPrompt } from '../cart/SignInPrompt';
import { apiErrorMessage } from '../checkout-messages/apiErrorMessage';
import { confirmationPathOf } from '../order-confirmation/confirmationPath';
import { PurchasedLines } from '../purchase-summary/PurchasedLines';
import { ordersQuery } from '../my-orders/ordersApi';
import {
  applyPromoCode,
  checkoutLinesOf,
  checkoutQuery,
  lastAddressQuery,
  placeOrder,
  quoteQuery,
  type CheckoutData,
  type CheckoutLines,
  type CheckoutScope,
  type PromoCodeChoice,
} from './checkoutApi';
import { CheckoutDetailsForm } from './CheckoutDetailsForm';
import { checkoutFormDefaults, type CheckoutDetails } from './checkoutFormSchema';
import { OrderFigures } from './OrderFigures';
import { PROMO_APPLIED, PROMO_ERROR, PROMO_FAILED } from './promoCodeMessages';
import { PromoCodeEntry } from './PromoCodeEntry';
import panel from '../panel/panel.module.css';
import styles from './CheckoutPage.module.css';

export const ORDER_CREATED = 'Order Created Succesfully';

export const TOTAL_FAILED = 'Failed to load your total.';

/** The server's figures for the order to be: subtotal, rewards line, promo discount, total. */
function QuoteFigures({ quote }: { quote: PriceQuote }) {
  return (
    <OrderFigures
      subtotal={quote.subtotal}
      rewards={quote.rewards}
      discount={quote.discount}
      total={quote.to_pay}
      promoCode={quote.promocode}
    />
  );
}

/** The select's value for a typed code once applied: listed codes' values are their ids, all digits. */
const TYPED_CODE_VALUE = 'typed';

/** Where the payment page finds the order: its id in the URL, so a reload still works (no secret in it). */
export function paymentPathOf(orderId: string): string {
  return `/testcheckout?order=${encodeURIComponent(orderId)}`;
}

/**
 * Checkout: the plans bought (the whole cart, or the one entry `?cart=<id>` names), the server's figures, promo
 * code, billing name, payment mode, the shipping address when the order needs one, Proceed To Payment.
 */
export default function CheckoutPage() {
  const signedIn = useSignedIn();
  const [searchParams] = useSearchParams();
  const cartId = searchParams.get('cart');
  const scope: CheckoutScope = cartId === null || cartId === '' ? { kind: 'cart' } : { kind: 'entry', cartId };

  return (
    <>
      <h1>Checkout</h1>
      {!signedIn ? (
        <SignInPrompt
          returnTo={scope.kind === 'entry' ? `/checkout?cart=${encodeURIComponent(scope.cartId)}` : '/checkout'}
        />
      ) : (
        <CheckoutOf key={scope.kind === 'entry' ? scope.cartId : ''} scope={scope} />
      )}
    </>
  );
}

function CheckoutOf({ scope }: { scope: CheckoutScope }) {
  const checkout = useQuery(checkoutQuery(scope));
  return (
    <QueryStatus
      query={checkout}
      loading={{ label: 'Loading your checkout…' }}
      error={{
        message: (error) => apiErrorMessage(error, 'Failed to load your checkout.', 'Failed to load your checkout.'),
      }}
      empty={{
        title: 'No plan chosen for checkout',
        message: 'Your cart is empty: add a plan to it first.',
        action: <Link to="/cart">Go to cart</Link>,
        isEmpty: (loaded) => loaded.entries.length === 0,
      }}
    >
      {(loaded) => <CheckoutForm {...loaded} scope={scope} lines={checkoutLinesOf(scope, loaded.entries)} />}
    </QueryStatus>
  );
}

function CheckoutForm({
  entries,
  promoCodes,
  scope,
  lines,
}: CheckoutData & { scope: CheckoutScope; lines: CheckoutLines }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [applied, setApplied] = useState<PromoCodeChoice | null>(null);
  const [quote, setQuote] = useState<PriceQuote | null>(null);
  const [applying, setApplying] = useState(false);
  const [listError, setListError] = useState<string | null>(null);
  const [placing, setPlacing] = useState(false);
  // The last order's billing name and address pre-fill the form. Reading them is a convenience: if it fails, the
  // form starts blank and the shopper can still buy.
  const lastAddress = useQuery(lastAddressQuery());
  // The figures without a code, rewards included: the server's, never added up here (checkout/orderTotals).
  const plainQuote = useQuery(quoteQuery(scope));
  const planSetCodes = useMemo(() => entries.map((entry) => entry.plan_set.code), [entries]);

  /** Asks the server for its figures with the code; a refusal leaves the code applied before in place. */
  const applyChoice = async (choice: PromoCodeChoice) => {
    setApplying(true);
    try {
      const answer = await applyPromoCode(lines, choice);
      setApplied(choice);
      setQuote(answer.data);
      setListError(null);
      toast.success(PROMO_APPLIED);
    } finally {
      setApplying(false);
    }
  };

  const choosePromo = async (event: ChangeEvent<HTMLSelectElement>) => {
    const chosen = event.target.value;
    if (chosen === TYPED_CODE_VALUE) return;
    setListError(null);
    if (chosen === '') {
      // No code: the server's figures without one (plainQuote).
      setApplied(null);
      setQuote(null);
      return;
    }
    try {
      await applyChoice({ promocode_id: chosen });
    } catch (error) {
      const reason = apiErrorMessage(error, PROMO_FAILED, PROMO_ERROR);
      setListError(reason);
      toast.error(reason);
    }
  };

  const proceed = async (details: CheckoutDetails) => {
    if (placing) return;
    setPlacing(true);
    try {
      const answer = await placeOrder({ ...details, ...lines, ...applied });
      const { order, payment, cart_count: count } = answer.data;
      void queryClient.invalidateQueries({ queryKey: ordersQuery().queryKey });
      void queryClient.invalidateQueries({ queryKey: lastAddressQuery().queryKey });
      emitStoreEvent('cart:changed', { count });
      if (details.payment_mode === CASH_ON_DELIVERY) {
        toast.success(ORDER_CREATED);
        await navigate(confirmationPathOf(order._id));
      } else {
        await navigate(paymentPathOf(order._id), { state: { clientSecretId: payment } });
      }
    } catch (error) {
      toast.error(apiErrorMessage(error, 'Failed to create the order.', 'Something went wrong! Please try again.'));
      setPlacing(false);
    }
  };

  const typedCode = applied !== null && 'promocode' in applied ? applied.promocode : null;
  const listOptions = promoCodes.map((promo) => ({ value: promo._id, label: describePromoCode(promo) }));
  return (
    <div className={styles.layout}>
      <section className={panel.panel} aria-labelledby="checkout-plan-summary">
        <h2 id="checkout-plan-summary" className={styles.panelTitle}>
          Plan summary
        </h2>
        <PurchasedLines lines={entries} label="Plans in this order" />
      </section>
      <section className={panel.panel} aria-labelledby="checkout-order-summary">
        <h2 id="checkout-order-summary" className={styles.panelTitle}>
          Order summary
        </h2>
        <div aria-live="polite" aria-busy={applying || undefined}>
          {quote ? (
            <QuoteFigures quote={quote} />
          ) : (
            <QueryStatus
              query={plainQuote}
              loading={{ label: 'Loading your total…', size: 'inline' }}
              error={{
                message: (error) => apiErrorMessage(error, TOTAL_FAILED, TOTAL_FAILED),
                size: 'inline',
              }}
            >
              {(loaded) => <QuoteFigures quote={loaded} />}
            </QueryStatus>
          )}
        </div>
        <SelectField
          label="Promo code"
          placeholder="No promo code"
          value={applied === null ? '' : 'promocode_id' in applied ? applied.promocode_id : TYPED_CODE_VALUE}
          disabled={applying}
          error={listError ?? undefined}
          onChange={(event) => void choosePromo(event)}
          options={
            typedCode === null
              ? listOptions
              : [...listOptions, { value: TYPED_CODE_VALUE, label: `${typedCode}: entered code` }]
          }
        />
        <PromoCodeEntry disabled={applying} onApply={(code) => applyChoice({ promocode: code })} />
        {lastAddress.isPending ? (
          <LoadingState label="Loading your details…" size="inline" />
        ) : (
          <CheckoutDetailsForm
            planSetCodes={planSetCodes}
            defaults={checkoutFormDefaults(lastAddress.data ?? null)}
            placing={placing}
            disabled={applying}
            onProceed={proceed}
          />
        )}
      </section>
    </div>
  );
}
