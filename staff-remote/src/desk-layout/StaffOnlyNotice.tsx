import { Link } from 'react-router-dom';
import { STAFF_MESSAGES } from 'contracts/src/staff/staffOrders';
import styles from './staffDesk.module.css';

/** What a shopper who opens a page of the desk sees (the API refused them with 403): a clear word and a way back. */
export function StaffOnlyNotice() {
  return (
    <div role="alert" className={styles.staffOnly}>
      <p>{STAFF_MESSAGES.pageForStaff}</p>
      <Link to="/home">Back to the store</Link>
    </div>
  );
}
