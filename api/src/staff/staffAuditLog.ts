import type { Kysely, Transaction } from 'kysely';
import type { AuditedRecordType, StaffActionCode } from 'contracts/src/staff/staffActions';
import type { StaffAuditEntry } from 'contracts/src/staff/staffOrders';
import type { Database } from '../db/databaseSchema';

type Db = Kysely<Database> | Transaction<Database>;

/** One staff action, as the action's own transaction writes it: the entry stands or falls with the change. */
export interface StaffActionRecord {
  staffUserId: number;
  action: StaffActionCode;
  recordType: AuditedRecordType;
  recordId: number;
  /** The fields the action changed, as they were and as they are now (null where there was or is nothing). */
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/** Writes an entry of the audit log. Call it inside the transaction that makes the change. */
export async function recordStaffAction(db: Db, entry: StaffActionRecord): Promise<void> {
  await db
    .insertInto('staff_audit_log')
    .values({
      staff_user_id: entry.staffUserId,
      action: entry.action,
      record_type: entry.recordType,
      record_id: entry.recordId,
      before: entry.before === null ? null : JSON.stringify(entry.before),
      after: entry.after === null ? null : JSON.stringify(entry.after),
    })
    .execute();
}

/** A record's audit log, oldest first, with the address of the staff member behind each entry. */
export async function auditLogOf(db: Db, recordType: AuditedRecordType, recordId: number): Promise<StaffAuditEntry[]> {
  const rows = await db
    .selectFrom('staff_audit_log')
    .innerJoin('users', 'users.id', 'staff_audit_log.staff_user_id')
    .select([
      'staff_audit_log.id',
      'staff_audit_log.action',
      'staff_audit_log.created_at',
      'staff_audit_log.before',
      'staff_audit_log.after',
      'users.email as staff_email',
    ])
    .where('staff_audit_log.record_type', '=', recordType)
    .where('staff_audit_log.record_id', '=', recordId)
    .orderBy('staff_audit_log.created_at')
    .orderBy('staff_audit_log.id')
    .execute();
  return rows.map((row) => ({
    _id: String(row.id),
    action: row.action,
    staff_email: row.staff_email,
    created_at: new Date(row.created_at).toISOString(),
    before: row.before,
    after: row.after,
  }));
}
