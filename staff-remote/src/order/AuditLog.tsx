import { useId } from 'react';
import { ORDER_STATUSES } from 'contracts/src/orders/orderCodes';
import { staffActionLabel } from 'contracts/src/staff/staffActions';
import type { StaffAuditEntry } from 'contracts/src/staff/staffOrders';
import { DeskTable } from '../desk-layout/DeskTable';
import { formatMoment } from '../format/deskFormats';
import styles from './order.module.css';

/** A recorded value as the log shows it: a status by its label, text as is, anything else as JSON, nothing as '—'. */
function shown(name: string, value: unknown): string {
  if (value === undefined || value === null) return '—';
  if (name === 'status' && typeof value === 'number') {
    return ORDER_STATUSES.find((status) => status.code === value)?.label ?? String(value);
  }
  return typeof value === 'string' ? value : JSON.stringify(value);
}

function fieldsOf(record: unknown): Record<string, unknown> {
  return typeof record === 'object' && record !== null && !Array.isArray(record) ? { ...record } : {};
}

/** Each field the action changed: its name, what it was, what it became. */
export function changesOf(entry: Pick<StaffAuditEntry, 'before' | 'after'>): Array<[string, string, string]> {
  const before = fieldsOf(entry.before);
  const after = fieldsOf(entry.after);
  const names = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return names.map((name) => [name, shown(name, before[name]), shown(name, after[name])]);
}

/** The order's audit log, oldest first: when, who, what, and each field before and after. */
export function AuditLog({ entries }: { entries: readonly StaffAuditEntry[] }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId}>Audit log</h2>
      {entries.length === 0 ? (
        <p>No staff member has changed this order.</p>
      ) : (
        <DeskTable caption="What staff did to this order, oldest first">
          <thead>
            <tr>
              <th scope="col">What</th>
              <th scope="col">When</th>
              <th scope="col">Who</th>
              <th scope="col">Changes</th>
            </tr>
          </thead>
          <tbody>
            {entries.map((entry) => (
              <tr key={entry._id}>
                <th scope="row">{staffActionLabel(entry.action)}</th>
                <td>
                  <time dateTime={entry.created_at}>{formatMoment(entry.created_at)}</time>
                </td>
                <td>{entry.staff_email}</td>
                <td>
                  <ul className={styles.changes}>
                    {changesOf(entry).map(([name, was, now]) => (
                      <li key={name}>
                        {name}: {was} → {now}
                      </li>
                    ))}
                  </ul>
                </td>
              </tr>
            ))}
          </tbody>
        </DeskTable>
      )}
    </section>
  );
}
