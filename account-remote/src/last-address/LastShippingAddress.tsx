import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { shippingAddressLines } from 'contracts/src/checkout/shippingAddress';
import { QueryStatus } from 'shared-ui';
import { lastAddressQuery } from './lastAddressRequests';
import styles from './LastShippingAddress.module.css';

export const LAST_ADDRESS_TEXTS = {
  title: 'Shipping address',
  note: 'Checkout updates this address each time you order printed sets or pay on delivery, and offers it again next time.',
  none: 'No shipping address yet.',
  loadFailed: 'Failed to load your shipping address.',
} as const;

/** The Profile tab's last shipping address, read-only: the checkout is where it changes. */
export function LastShippingAddress() {
  const headingId = useId();
  const lastAddress = useQuery(lastAddressQuery());
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.title}>
        {LAST_ADDRESS_TEXTS.title}
      </h2>
      <p className={styles.note}>{LAST_ADDRESS_TEXTS.note}</p>
      <QueryStatus
        query={lastAddress}
        loading={{ label: 'Loading...', size: 'inline' }}
        error={{ message: LAST_ADDRESS_TEXTS.loadFailed, size: 'inline' }}
      >
        {({ shipping_address: address }) =>
          address === null ? (
            <p className={styles.address}>{LAST_ADDRESS_TEXTS.none}</p>
          ) : (
            <address className={styles.address}>
              {shippingAddressLines(address).map((line, index) => (
                <span key={index}>{line}</span>
              ))}
            </address>
          )
        }
      </QueryStatus>
    </section>
  );
}
