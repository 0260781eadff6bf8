import { useId } from 'react';
import type { Order } from 'contracts/src/checkout/order';
import { carrierLabel, trackingUrlOf } from 'contracts/src/orders/carriers';
import { formatMoment } from '../format/deskFormats';
import styles from './order.module.css';

function Moment({ iso }: { iso: string | null }) {
  return iso === null ? <>—</> : <time dateTime={iso}>{formatMoment(iso)}</time>;
}

/** The printed sets' way so far: sent to print, shipped (carrier and tracking number), delivered. */
export function ShipmentDetails({ shipment }: { shipment: NonNullable<Order['shipment']> }) {
  const headingId = useId();
  const { carrier, tracking_number: number } = shipment;
  const trackingUrl = carrier === null || number === null ? null : trackingUrlOf(carrier, number);
  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId}>Shipment</h2>
      <dl className={styles.facts}>
        <dt>Sent to print</dt>
        <dd>
          <Moment iso={shipment.printing_at} />
        </dd>
        <dt>Shipped</dt>
        <dd>
          <Moment iso={shipment.shipped_at} />
        </dd>
        <dt>Carrier</dt>
        <dd>{carrier === null ? '—' : carrierLabel(carrier)}</dd>
        <dt>Tracking number</dt>
        <dd className={styles.reference}>
          {number === null ? (
            '—'
          ) : trackingUrl === null ? (
            number
          ) : (
            <a href={trackingUrl} rel="noreferrer">
              {number}
            </a>
          )}
        </dd>
        <dt>Delivered</dt>
        <dd>
          <Moment iso={shipment.delivered_at} />
        </dd>
      </dl>
    </section>
  );
}
