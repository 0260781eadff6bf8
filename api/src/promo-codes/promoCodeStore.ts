import type { Kysely, Selectable } from 'kysely';
import type { PromoCode } from 'contracts/src/checkout/promoCode';
import type { Database, PromoCodesTable } from '../db/databaseSchema';

export type PromoCodeRow = Selectable<PromoCodesTable>;

export const PROMO_CODE_NOT_FOUND = 'This promo code does not exist.';
export const PROMO_CODE_EXPIRED = 'This promo code has expired.';
export const PROMO_CODE_NOT_YET_VALID = 'This promo code is not valid yet.';

export function toPromoCode(row: PromoCodeRow): PromoCode {
  return {
    _id: String(row.id),
    code: row.code,
    description: row.description,
    discount: row.discount,
    discount_type: row.discount_type,
    valid_until: row.valid_until === null ? null : new Date(row.valid_until).toISOString(),
  };
}

/** Codes a shopper can use now, in the order they were created. */
export async function listValidPromoCodes(db: Kysely<Database>, limit: number, now = new Date()): Promise<PromoCode[]> {
  const rows = await db
    .selectFrom('promo_codes')
    .selectAll()
    .where('active', '=', true)
    .where('valid_from', '<=', now)
    .where((eb) => eb.or([eb('valid_until', 'is', null), eb('valid_until', '>', now)]))
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map(toPromoCode);
}

/** The code if it applies now, otherwise why not: the rules are checked here, at quote and at order time. */
export async function findUsablePromoCode(
  db: Pick<Kysely<Database>, 'selectFrom'>,
  id: number,
  now = new Date(),
): Promise<{ ok: true; promo: PromoCodeRow } | { ok: false; message: string }> {
  const promo = await db.selectFrom('promo_codes').selectAll().where('id', '=', id).executeTakeFirst();
  if (!promo || !promo.active) return { ok: false, message: PROMO_CODE_NOT_FOUND };
  if (new Date(promo.valid_from) > now) return { ok: false, message: PROMO_CODE_NOT_YET_VALID };
  if (promo.valid_until !== null && new Date(promo.valid_until) <= now) return { ok: false, message: PROMO_CODE_EXPIRED };
  return { ok: true, promo };
}
