import AddToCart from '../add-to-cart/AddToCart';

/** The AddToCart fragment as the plan detail page shows it. */
export function AddToCartPreview() {
  return (
    <>
      <h1>AddToCart fragment (plan 1)</h1>
      <AddToCart planId="1" />
    </>
  );
}
