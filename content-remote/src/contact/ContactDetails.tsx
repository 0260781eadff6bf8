import { STORE_CONTACT } from 'contracts/src/business/storeContact';
import styles from './ContactPage.module.css';

/** How to reach the store (screen 9), from the one definition the header and footer use too. */
export function ContactDetails() {
  const { email, phone, whatsApp, fax, hours, addressLines } = STORE_CONTACT;
  return (
    <dl className={styles.details}>
      <div>
        <dt>Email</dt>
        <dd>
          <a href={email.href}>{email.label}</a>
        </dd>
      </div>
      <div>
        <dt>Call centre, 24/7</dt>
        <dd>
          <a href={phone.href}>{phone.label}</a>
        </dd>
      </div>
      <div>
        <dt>Messaging (WhatsApp)</dt>
        <dd>
          <a href={whatsApp.href}>{whatsApp.label}</a>
        </dd>
      </div>
      <div>
        <dt>Fax</dt>
        <dd>{fax.label}</dd>
      </div>
      <div>
        <dt>Support hours</dt>
        <dd>{hours}</dd>
      </div>
      <div>
        <dt>Address</dt>
        <dd>
          {addressLines.map((line) => (
            <span key={line} className={styles.addressLine}>
              {line}
            </span>
          ))}
        </dd>
      </div>
    </dl>
  );
}
