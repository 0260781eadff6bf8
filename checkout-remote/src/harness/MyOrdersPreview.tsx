import MyOrders from '../my-orders/MyOrders';

/** The MyOrders fragment as My Account's My Orders tab shows it. */
export function MyOrdersPreview() {
  return (
    <>
      <h1>MyOrders fragment</h1>
      <MyOrders />
    </>
  );
}
