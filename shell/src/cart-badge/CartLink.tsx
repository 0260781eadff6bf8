import { NavLink } from 'react-router-dom';
import { CartIcon } from '../icons/icons';
import { useCartCount } from './useCartCount';
import styles from './CartLink.module.css';

export function cartLabel(count: number): string {
  return `Cart, ${count} ${count === 1 ? 'item' : 'items'}`;
}

/** The header's cart icon with the number of plans in the cart. */
export function CartLink({ className }: { className?: string }) {
  const count = useCartCount();
  return (
    <NavLink
      to="/cart"
      className={[className, styles.cartLink].filter(Boolean).join(' ')}
      aria-label={cartLabel(count)}
    >
      <CartIcon />
      {/* Always rendered and absolutely placed: a count appearing never shifts the header. */}
      <span className={count > 0 ? styles.badge : styles.badgeEmpty} aria-hidden="true">
        {count > 99 ? '99+' : count}
      </span>
    </NavLink>
  );
}
