import { ChatIcon, PhoneIcon, PinIcon } from '../icons/icons';
import { STORE_CONTACT } from 'contracts/src/business/storeContact';
import styles from './ContactDetails.module.css';

/** The business's address, phone and WhatsApp lines: one line in the header's top bar, stacked in the footer. */
export function ContactDetails({ variant }: { variant: 'inline' | 'stacked' }) {
  const { addressLines, phone, whatsApp, hours } = STORE_CONTACT;
  return (
    <address className={variant === 'inline' ? styles.inline : styles.stacked}>
      <span className={styles.item}>
        <PinIcon />
        <span>{addressLines.join(', ')}</span>
      </span>
      <a className={styles.item} href={phone.href}>
        <PhoneIcon />
        <span>
          <span className="visually-hidden">Phone: </span>
          {phone.label}
        </span>
      </a>
      <a className={styles.item} href={whatsApp.href} target="_blank" rel="noopener noreferrer">
        <ChatIcon />
        <span>
          WhatsApp {whatsApp.label}
          <span className="visually-hidden"> (opens in a new tab)</span>
        </span>
      </a>
      {variant === 'stacked' ? <span className={styles.item}>Support hours: {hours}</span> : null}
    </address>
  );
}
