import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import { EmptyState, QueryStatus, useSignedIn } from 'shared-ui';
import { SignInPrompt } from '../cart/SignInPrompt';
import { apiErrorMessage } from '../checkout-messages/apiErrorMessage';
import { orderQuery } from '../my-orders/ordersApi';
import { confirmationPathOf } from './confirmationPath';
import { OrderConfirmation } from './OrderConfirmation';

/** `/order-confirmation/:id`: where the shopper lands after cash on delivery, as after a card payment. */
export default function OrderConfirmationPage() {
  const signedIn = useSignedIn();
  const { id = '' } = useParams();
  return (
    <>
      <h1>Order confirmation</h1>
      {!signedIn ? (
        <SignInPrompt returnTo={confirmationPathOf(id)} />
      ) : /^[1-9][0-9]{0,8}$/.test(id) ? (
        <ConfirmationOf key={id} orderId={id} />
      ) : (
        <EmptyState
          title="Order not found"
          message="This is not an order number of yours."
          action={<Link to="/myaccount?tab=orders">Go to My Orders</Link>}
        />
      )}
    </>
  );
}

function ConfirmationOf({ orderId }: { orderId: string }) {
  const order = useQuery(orderQuery(orderId));
  return (
    <QueryStatus
      query={order}
      loading={{ label: 'Loading your order…' }}
      error={{ message: (error) => apiErrorMessage(error, 'Failed to load the order.', 'Failed to load the order.') }}
    >
      {(loaded) => <OrderConfirmation order={loaded} />}
    </QueryStatus>
  );
}
