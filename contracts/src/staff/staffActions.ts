/**
 * What a staff member can do to a record, as the audit log names it (`staff_audit_log.action`), with the words the
 * staff desk shows. Each action that changes something writes one entry: who, what, which record, when, and the
 * record before and after. The order actions are the desk's next ones (ARCHITECTURE.md "Staff").
 */
export const STAFF_ACTIONS = Object.freeze([
  { code: 'order.mark_printing', label: 'Marked printing' },
  { code: 'order.mark_shipped', label: 'Marked shipped' },
  { code: 'order.mark_delivered', label: 'Marked delivered' },
  { code: 'order.refund', label: 'Refunded' },
  { code: 'order.resend_download_mail', label: 'Sent the download mail again' },
] as const);
export type StaffActionCode = (typeof STAFF_ACTIONS)[number]['code'];

/** The kinds of record an audit entry can name: orders today; promo codes, plans and content pages as the desk grows. */
export const AUDITED_RECORD_TYPES = ['order'] as const;
export type AuditedRecordType = (typeof AUDITED_RECORD_TYPES)[number];

/** The words for an action; an action this build does not know yet (a newer API) shows as it is stored. */
export function staffActionLabel(code: string): string {
  return STAFF_ACTIONS.find((action) => action.code === code)?.label ?? code;
}
