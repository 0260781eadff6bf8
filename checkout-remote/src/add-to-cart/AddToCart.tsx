import { Link } from 'react-router-dom';

/** The contract the plan detail page renders this fragment with. */
export interface AddToCartProps {
  planId: string;
}

/**
 * Fragment rendered inside the plan detail page. Adding to the cart belongs to the cart feature, which replaces
 * this module; until then it offers the one thing that works: a way to the cart.
 */
export default function AddToCart(_props: AddToCartProps) {
  return <Link to="/cart">View cart</Link>;
}
