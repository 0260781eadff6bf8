import { sql, type Kysely } from 'kysely';

/** A trade code: never listed at checkout, given to partner firms to type in. */
const TRADE_CODE = {
  code: 'TRADE25',
  description: '25% trade discount for partner firms',
  discount_type: 1,
  discount: 25,
} as const;

/**
 * Who may use a promo code (eligibility) and whether the checkout lists it (visibility): a code described as for a
 * first plan was honoured on every order, and one "for builders" for anyone. Values are PromoCodeEligibility and
 * PromoCodeVisibility of contracts/src/checkout/promoCodeRules.ts.
 */
// Migrations see the database as it was when they were written, so they take an untyped Kysely.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('promo_codes')
    .addColumn('eligibility', 'text', (col) =>
      col
        .notNull()
        .defaultTo('anyone')
        .check(sql`eligibility in ('anyone', 'first_order', 'builder_programme')`),
    )
    .addColumn('visibility', 'text', (col) =>
      col
        .notNull()
        .defaultTo('public')
        .check(sql`visibility in ('public', 'private')`),
    )
    .execute();

  // The existing codes keep the promises their descriptions make.
  await sql`update promo_codes set eligibility = 'first_order' where description ~* '\\mfirst (plan|order|purchase)'`.execute(
    db,
  );
  await sql`update promo_codes set eligibility = 'builder_programme' where description ~* '\\mbuilders?\\M'`.execute(
    db,
  );
  await sql`update promo_codes set visibility = 'private' where description ~* '\\mtrade\\M' or code ~* '^trade'`.execute(
    db,
  );

  await sql`insert into promo_codes (code, description, discount_type, discount, valid_until, eligibility, visibility)
    values (${TRADE_CODE.code}, ${TRADE_CODE.description}, ${TRADE_CODE.discount_type}, ${TRADE_CODE.discount}, null,
      'anyone', 'private')
    on conflict (code) do nothing`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from promo_codes where code = ${TRADE_CODE.code}
    and not exists (select 1 from orders where orders.promo_code_id = promo_codes.id)`.execute(db);
  await db.schema.alterTable('promo_codes').dropColumn('visibility').dropColumn('eligibility').execute();
}
