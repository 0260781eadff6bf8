import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { formatPrice } from 'contracts/src/catalog/plan';
import type { CartEntry } from 'contracts/src/checkout/cart';
import { Button, cartQuery, ConfirmDialog, emitStoreEvent, QueryStatus, toast, useSignedIn } from 'shared-ui';
import { apiErrorMessage } from '../checkout-messages/apiErrorMessage';
import { PurchasedPlan } from '../purchase-summary/PurchasedPlan';
import { removeCartEntry } from './cartApi';
import { SignInPrompt } from './SignInPrompt';
import purchaseList from '../purchase-summary/purchaseList.module.css';
import styles from './CartPage.module.css';

/** The checkout of the whole cart: what the cart's one Proceed To Checkout opens (`?cart=<id>` checks out one entry). */
export const WHOLE_CART_CHECKOUT = '/checkout';

function TrashIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path fill="currentColor" d="M9 3h6l1 2h4v2H4V5h4l1-2Zm-3 6h12l-1 12H7L6 9Zm4 2v8h2v-8h-2Zm4 0v8h2v-8h-2Z" />
    </svg>
  );
}

/**
 * The cart: each plan with its choices and price, removal behind a confirmation, the sum of the lines, and one
 * Proceed To Checkout for all of them.
 */
export default function CartPage() {
  const signedIn = useSignedIn();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // The read the header's badge started is shared: on a load of /cart the list needs no request of its own.
  // Deferred: the list renders in slices, as a transition, instead of one long task.
  const cart = useDeferredValue(useQuery({ ...cartQuery(), enabled: signedIn }));
  const [pendingRemoval, setPendingRemoval] = useState<CartEntry | null>(null);
  const [removing, setRemoving] = useState(false);

  const confirmRemoval = async () => {
    if (!pendingRemoval || removing) return;
    setRemoving(true);
    try {
      const removed = pendingRemoval;
      const { cart_count: count } = await removeCartEntry(removed._id);
      // Off the list at once; the announcement has the cart read anew for every reader (this list, the badge).
      queryClient.setQueryData(cartQuery().queryKey, (entries) =>
        entries?.filter((entry) => entry._id !== removed._id),
      );
      emitStoreEvent('cart:changed', { count });
      toast.success('Plan removed from your cart.');
      setPendingRemoval(null);
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
      ) : (
        <QueryStatus
          query={cart}
          loading={{ label: 'Loading your cart…' }}
          error={{
            message: (error) => apiErrorMessage(error, 'Failed to load your cart.', 'Failed to load your cart.'),
          }}
          empty={{
            title: 'Your cart is empty',
            message: 'Browse our house and garage plans and add the one you like.',
            action: <Link to="/propertylist">Browse plans</Link>,
            isEmpty: (entries) => entries.length === 0,
          }}
        >
          {(entries) => (
            <>
              <ul className={purchaseList.list} aria-label="Plans in your cart">
                {entries.map((entry) => (
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
                      <Button
                        variant="icon"
                        aria-label={`Remove ${entry.name} from cart`}
                        onClick={() => setPendingRemoval(entry)}
                      >
                        <TrashIcon />
                      </Button>
                    </div>
                  </li>
                ))}
              </ul>
              <section className={styles.summary} aria-label="Cart total">
                {/* The lines' prices only: rewards (User Settings' programmes) and promo codes are the server's to
                    apply, and the checkout shows them with the total to pay. */}
                <div>
                  <p className={styles.total}>
                    <span>{entries.length === 1 ? 'Subtotal (1 plan)' : `Subtotal (${entries.length} plans)`}</span>
                    <span>{formatPrice(entries.reduce((sum, entry) => sum + entry.price, 0))}</span>
                  </p>
                  <p className={styles.note}>Rewards and promo codes are applied at checkout.</p>
                </div>
                <Button onClick={() => void navigate(WHOLE_CART_CHECKOUT)}>Proceed To Checkout</Button>
              </section>
            </>
          )}
        </QueryStatus>
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
