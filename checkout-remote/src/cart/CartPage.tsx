import { startTransition, useCallback, useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { formatPrice } from 'contracts/src/catalog/plan';
import type { CartEntry } from 'contracts/src/checkout/cart';
import { Button } from 'shared-ui/src/components/Button/Button';
import { ConfirmDialog } from 'shared-ui/src/components/ConfirmDialog/ConfirmDialog';
import { EmptyState } from 'shared-ui/src/components/StatusMessage/EmptyState';
import { ErrorState } from 'shared-ui/src/components/StatusMessage/ErrorState';
import { LoadingState } from 'shared-ui/src/components/StatusMessage/LoadingState';
import { readCart } from 'shared-ui/src/cart/readCart';
import { emitStoreEvent } from 'shared-ui/src/events/eventBus';
import { useSignedIn } from 'shared-ui/src/session/useSignedIn';
import { toast } from 'shared-ui/src/toasts/toast';
import { apiErrorMessage } from '../checkout-messages/apiErrorMessage';
import { PurchasedPlan } from '../purchase-summary/PurchasedPlan';
import { removeCartEntry } from './cartApi';
import { SignInPrompt } from './SignInPrompt';
import purchaseList from '../purchase-summary/purchaseList.module.css';
import styles from './CartPage.module.css';

type CartState = { kind: 'loading' } | { kind: 'error'; message: string } | { kind: 'ready'; entries: CartEntry[] };

/** Where Proceed To Checkout goes: the entry's id in the URL, so a reload of the checkout still knows it. */
export function checkoutPathOf(entry: CartEntry): string {
  return `/checkout?cart=${encodeURIComponent(entry._id)}`;
}

function TrashIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path fill="currentColor" d="M9 3h6l1 2h4v2H4V5h4l1-2Zm-3 6h12l-1 12H7L6 9Zm4 2v8h2v-8h-2Zm4 0v8h2v-8h-2Z" />
    </svg>
  );
}

/** The cart: each plan with its choices and price, removal behind a confirmation, and Proceed To Checkout. */
export default function CartPage() {
  const signedIn = useSignedIn();
  const navigate = useNavigate();
  const [state, setState] = useState<CartState>({ kind: 'loading' });
  const [pendingRemoval, setPendingRemoval] = useState<CartEntry | null>(null);
  const [removing, setRemoving] = useState(false);

  const load = useCallback((signal?: AbortSignal) => {
    setState({ kind: 'loading' });
    // The read the header's badge started is shared: on a load of /cart the list needs no request of its own.
    readCart().then(
      // A transition: the list renders in slices instead of one long task.
      (entries) => {
        if (!signal?.aborted) startTransition(() => setState({ kind: 'ready', entries }));
      },
      (error: unknown) => {
        if (!signal?.aborted)
          setState({
            kind: 'error',
            message: apiErrorMessage(error, 'Failed to load your cart.', 'Failed to load your cart.'),
          });
      },
    );
  }, []);

  useEffect(() => {
    if (!signedIn) return undefined;
    const controller = new AbortController();
    load(controller.signal);
    return () => controller.abort();
  }, [signedIn, load]);

  const confirmRemoval = async () => {
    if (!pendingRemoval || removing) return;
    setRemoving(true);
    try {
      const { cart_count: count } = await removeCartEntry(pendingRemoval._id);
      emitStoreEvent('cart:changed', { count });
      toast.success('Plan removed from your cart.');
      setPendingRemoval(null);
      load();
    } catch (error) {
      toast.error(
        apiErrorMessage(error, 'Failed to remove the plan from your cart.', 'Something went wrong! Please try again.'),
      );
    } finally {
      setRemoving(false);
    }
  };

  return (
    <>
      <h1>Cart</h1>
      {!signedIn ? (
        <SignInPrompt returnTo="/cart" />
      ) : state.kind === 'loading' ? (
        <LoadingState label="Loading your cart…" />
      ) : state.kind === 'error' ? (
        <ErrorState message={state.message} onRetry={() => load()} />
      ) : state.entries.length === 0 ? (
        <EmptyState
          title="Your cart is empty"
          message="Browse our house and garage plans and add the one you like."
          action={<Link to="/propertylist">Browse plans</Link>}
        />
      ) : (
        <ul className={purchaseList.list} aria-label="Plans in your cart">
          {state.entries.map((entry) => (
            <li key={entry._id} className={purchaseList.item}>
              <PurchasedPlan
                plan={entry.property_id}
                planSet={entry.plan_set}
                foundation={entry.foundation}
                options={entry.options}
                headingLevel={2}
              />
              <div className={styles.footer}>
                <span className={styles.price}>{formatPrice(entry.price)}</span>
                <div className={styles.actions}>
                  <Button
                    variant="icon"
                    aria-label={`Remove ${entry.name} from cart`}
                    onClick={() => setPendingRemoval(entry)}
                  >
                    <TrashIcon />
                  </Button>
                  <Button onClick={() => navigate(checkoutPathOf(entry), { state: { cartId: entry } })}>
                    Proceed To Checkout
                  </Button>
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={pendingRemoval !== null}
        title="Remove plan"
        message={pendingRemoval ? `Are you sure you want to remove ${pendingRemoval.name} from your cart?` : ''}
        confirmLabel="Remove"
        busy={removing}
        onConfirm={() => void confirmRemoval()}
        onCancel={() => setPendingRemoval(null)}
      />
    </>
  );
}
