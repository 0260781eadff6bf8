import { sql, type Kysely, type Selectable } from 'kysely';
import { REWARD_PROGRAMMES, type RewardProgramme } from 'contracts/src/account/userSettings';
import { AWAITING_PAYMENT, PAYMENT_DECLINED } from 'contracts/src/checkout/orderStatus';
import type { PromoCode } from 'contracts/src/checkout/promoCode';
import {
  eligibilityRefusal,
  normaliseTypedPromoCode,
  ORDERED_STATUSES,
  PROMO_CODE_REFUSALS,
  type PromoCodeRefusal,
  type ShopperStanding,
} from 'contracts/src/checkout/promoCodeRules';
import type { Database, PromoCodesTable } from '../db/databaseSchema';

export type PromoCodeRow = Selectable<PromoCodesTable>;

type Db = Pick<Kysely<Database>, 'selectFrom'>;

/**
 * How a request names a code: a listed code by its id, or any code by its text as the shopper typed it. A private
 * code can only be typed: ids are counted from 1, and a code that answered to its id could be found by counting.
 */
export type PromoCodeChoice = { kind: 'listed'; id: number } | { kind: 'typed'; code: string };

/**
 * The shopper asking, and the cart entries they are checking out together: an unpaid order holding any of them is
 * replaced by the new one, so it is not "another order".
 */
export interface PromoCodeShopper {
  userId: number;
  cartEntryIds: readonly number[];
}

export type UsablePromoCode = { ok: true; promo: PromoCodeRow } | { ok: false; message: PromoCodeRefusal };

export function toPromoCode(row: PromoCodeRow): PromoCode {
  return {
    _id: String(row.id),
    code: row.code,
    description: row.description,
    discount: row.discount,
    discount_type: row.discount_type,
    valid_until: row.valid_until === null ? null : new Date(row.valid_until).toISOString(),
    eligibility: row.eligibility,
    visibility: row.visibility,
  };
}

/** Public codes a shopper can use now, in the order they were created; private (trade) codes are typed, never listed. */
export async function listValidPromoCodes(db: Kysely<Database>, limit: number, now = new Date()): Promise<PromoCode[]> {
  const rows = await db
    .selectFrom('promo_codes')
    .selectAll()
    .where('active', '=', true)
    .where('visibility', '=', 'public')
    .where('valid_from', '<=', now)
    .where((eb) => eb.or([eb('valid_until', 'is', null), eb('valid_until', '>', now)]))
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map(toPromoCode);
}

async function findChosenCode(db: Db, choice: PromoCodeChoice): Promise<PromoCodeRow | undefined> {
  if (choice.kind === 'listed') {
    return db
      .selectFrom('promo_codes')
      .selectAll()
      .where('id', '=', choice.id)
      .where('visibility', '=', 'public')
      .executeTakeFirst();
  }
  return db
    .selectFrom('promo_codes')
    .selectAll()
    .where(sql<string>`upper(code)`, '=', normaliseTypedPromoCode(choice.code))
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
}

function rewardProgrammeOf(stored: string | null): RewardProgramme {
  return REWARD_PROGRAMMES.find((programme) => programme.value === stored)?.value ?? 'neither';
}

/** What a code's eligibility depends on, read in one statement (inside the order's transaction at order time). */
async function shopperStanding(db: Db, { userId, cartEntryIds }: PromoCodeShopper): Promise<ShopperStanding> {
  const row = await db
    .selectFrom('users')
    .select((eb) => [
      eb
        .exists(
          eb
            .selectFrom('orders')
            .select('orders.id')
            .where('orders.user_id', '=', userId)
            .where('orders.status', 'in', [...ORDERED_STATUSES]),
        )
        .as('has_ordered'),
      eb
        .exists(
          eb
            .selectFrom('orders')
            .innerJoin('promo_codes', 'promo_codes.id', 'orders.promo_code_id')
            .select('orders.id')
            .where('orders.user_id', '=', userId)
            .where('orders.status', 'in', [AWAITING_PAYMENT, PAYMENT_DECLINED])
            .where('promo_codes.eligibility', '=', 'first_order')
            .where((inner) =>
              inner.not(
                inner.exists(
                  inner
                    .selectFrom('order_lines')
                    .select('order_lines.id')
                    .whereRef('order_lines.order_id', '=', 'orders.id')
                    .where('order_lines.cart_entry_id', 'in', [...cartEntryIds]),
                ),
              ),
            ),
        )
        .as('first_order_code_elsewhere'),
      // The User Settings form is stored whole as JSON (accounts/settingsRoutes.ts).
      sql<string | null>`users.settings ->> 'reward_programme'`.as('reward_programme'),
    ])
    .where('users.id', '=', userId)
    .executeTakeFirst();
  return {
    hasOrdered: Boolean(row?.has_ordered),
    firstOrderCodeOnAnotherOrder: Boolean(row?.first_order_code_elsewhere),
    rewardProgramme: rewardProgrammeOf(row?.reward_programme ?? null),
  };
}

/**
 * The code if this shopper may use it now, otherwise why not: checked when a code is applied and again inside the
 * order's transaction, so that what the shopper did in between (another order paid, the programme left) counts.
 */
export async function findUsablePromoCode(
  db: Db,
  choice: PromoCodeChoice,
  shopper: PromoCodeShopper,
  now = new Date(),
): Promise<UsablePromoCode> {
  const promo = await findChosenCode(db, choice);
  if (!promo || !promo.active) return { ok: false, message: PROMO_CODE_REFUSALS.unknown };
  if (new Date(promo.valid_from) > now) return { ok: false, message: PROMO_CODE_REFUSALS.notYetValid };
  if (promo.valid_until !== null && new Date(promo.valid_until) <= now)
    return { ok: false, message: PROMO_CODE_REFUSALS.expired };
  if (promo.eligibility === 'anyone') return { ok: true, promo };
  const refusal = eligibilityRefusal(promo.eligibility, await shopperStanding(db, shopper));
  return refusal === null ? { ok: true, promo } : { ok: false, message: refusal };
}
