import type { ColumnType, Generated, Selectable } from 'kysely';

/** The 48 architectural styles; `id` is the ARCHITECTURAL_STYLES code. */
export interface PlanStylesTable {
  id: number;
  name: string;
  image: string | null;
}

/**
 * One house or garage plan. Money is integer cents; sizes are square feet; footprint is feet.
 * Multi-valued facets are `int[]` of contracts code-table codes, searched with `&&` through GIN indexes.
 */
export interface PlansTable {
  id: Generated<number>;
  plan_number: string;
  name: string;
  plan_type: number;
  style_id: number;
  /** What the shopper pays: the list price with `initial_discount` (percent) already taken off. */
  price_cents: number;
  initial_discount: number;
  sq_ft: number;
  /** Dwelling units: 2 to 4 for a multi-family home, 1 for a home or garage apartment, 0 for other buildings. */
  units: number;
  beds: number;
  full_bathrooms: number;
  half_bathrooms: number;
  story: number;
  cars: number;
  /** VEHICLE_COUNTS code for `cars` (the top code for that many or more); 0 when there is no garage. */
  no_of_vehicles: number;
  total_heated_area: number;
  first_floor: number;
  second_floor: number | null;
  porch_front: number | null;
  porch_rear: number | null;
  standard_foundation: number;
  optional_foundation: number | null;
  exterior_standard_type: number;
  exterior_optional_type: number | null;
  footprint_width: number;
  footprint_depth: number;
  footprint_height: number;
  garage_type: number;
  garage_location: number | null;
  garage_sq_ft: number | null;
  ceiling_first_floor: number;
  roof_primary_pitch: string;
  roof_secondary_pitch: string | null;
  roof_framing_type: string;
  main_images: string[];
  floor_images: string[];
  bed_bath_options: number[];
  kitchen_dining: number[];
  laundry_locations: number[];
  additional_rooms: number[];
  outdoor_features: number[];
  foundations: number[];
  special_features: number[];
  exterior_walls: number[];
  collections: number[];
  lot_features: number[];
  /** Orders the 'Most Popular' sort. */
  popularity: number;
  /** Orders the 'Recommended' sort: the merchandiser's pick. */
  recommended_score: number;
  /** lower(plan_number || ' ' || name), maintained by the database for keyword search. */
  search_text: ColumnType<string, never, never>;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/**
 * The long texts of a plan's detail page, kept apart from `plans` so that searching and counting scan narrow rows.
 */
export interface PlanTextsTable {
  plan_id: number;
  description: string;
  plan_details: string[];
  included: string[];
  not_included: string[];
}

type AccountRole = import('contracts/src/account/accountRoles').AccountRole;

/** A shopper's account; `email` is unique whatever its case. */
export interface UsersTable {
  id: Generated<number>;
  email: string;
  /** scrypt hash in the PHC-like format of auth/passwordHashing.ts; null until the shopper chooses a password. */
  password_hash: string | null;
  name: ColumnType<string, string | undefined, string>;
  phone: ColumnType<string, string | undefined, string>;
  country_code: ColumnType<string, string | undefined, string>;
  /** Server-made file name of the profile photo under the upload directory. */
  profile_photo: string | null;
  /** The User Settings form (contracts/src/account/userSettings.ts), stored whole. */
  settings: ColumnType<unknown, string | undefined, string>;
  created_at: ColumnType<Date, Date | string | undefined, never>;
  /** When the address was proven to be the account holder's; null for a password sign-up not yet confirmed. */
  email_confirmed_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** 'shopper' unless the database or another staff member made the account staff (migration 0009). */
  role: ColumnType<AccountRole, AccountRole | undefined, AccountRole>;
}

/** One signed-in browser; the token itself is never stored, only its SHA-256. */
export interface SessionsTable {
  id: Generated<number>;
  token_hash: string;
  user_id: number;
  created_at: ColumnType<Date, Date | string | undefined, never>;
  last_seen_at: ColumnType<Date, Date | string | undefined, Date | string>;
  expires_at: ColumnType<Date, Date | string, Date | string>;
  revoked_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

/**
 * sign_in, sign_up: a code that signs in (and proves the address). reset_password: leads to a new password.
 * confirm_email: confirms a password sign-up's address. change_email: moves the account to the address it was sent to.
 */
export type OneTimeCodePurpose = 'sign_in' | 'sign_up' | 'reset_password' | 'confirm_email' | 'change_email';

/** A 6-digit code sent by e-mail, stored hashed, single use, with a try counter. */
export interface OneTimeCodesTable {
  id: Generated<number>;
  code_hash: string;
  purpose: OneTimeCodePurpose;
  user_id: number | null;
  email: string;
  created_at: ColumnType<Date, Date | string | undefined, never>;
  expires_at: ColumnType<Date, Date | string, Date | string>;
  tries: ColumnType<number, number | undefined, number>;
  used_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

/** One wrong password for an address (lower-cased), whoever tried it from wherever: the per-account throttle counts these. */
export interface SignInFailuresTable {
  id: Generated<number>;
  email: string;
  failed_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** A plan in a shopper's cart, with each choice's price in cents as offered when it was added. */
export interface CartEntriesTable {
  id: Generated<number>;
  user_id: number;
  plan_id: number;
  plan_set: number;
  foundation: number;
  add_ons: number[];
  plan_set_cents: number;
  foundation_cents: number;
  /** The price of each add-on, in the order of `add_ons`. */
  add_on_cents: number[];
  price_cents: number;
  created_at: ColumnType<Date, Date | string | undefined, never>;
  /** Ordered (cash on delivery) or paid: out of the cart, still referenced by its orders. */
  removed_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

type PromoCodeEligibility = import('contracts/src/checkout/promoCodeRules').PromoCodeEligibility;
type PromoCodeVisibility = import('contracts/src/checkout/promoCodeRules').PromoCodeVisibility;

/** discount_type 1: `discount` is a percentage; otherwise integer cents. */
export interface PromoCodesTable {
  id: Generated<number>;
  code: string;
  description: string;
  discount_type: number;
  discount: number;
  valid_from: ColumnType<Date, Date | string | undefined, Date | string>;
  valid_until: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  active: ColumnType<boolean, boolean | undefined, boolean>;
  /** Who may use the code (migration 0008). */
  eligibility: ColumnType<PromoCodeEligibility, PromoCodeEligibility | undefined, PromoCodeEligibility>;
  /** Private codes are never listed, only typed (migration 0008). */
  visibility: ColumnType<PromoCodeVisibility, PromoCodeVisibility | undefined, PromoCodeVisibility>;
}

type OptionalText = ColumnType<string | null, string | null | undefined, string | null>;

/**
 * A shipping address in columns (migration 0014), the fields of contracts' ShippingAddress prefixed `shipping_`: all
 * null, or all set but the optional second line (a check constraint).
 */
export interface ShippingColumns {
  shipping_full_name: OptionalText;
  shipping_line1: OptionalText;
  shipping_line2: OptionalText;
  shipping_city: OptionalText;
  shipping_country: OptionalText;
  shipping_state_or_province: OptionalText;
  shipping_postal_code: OptionalText;
  shipping_phone: OptionalText;
}

/**
 * An order of one or more lines (order_lines, migration 0010); amounts are the server's, in cents, for the lines
 * together; `status` is an ORDER_STATUSES code. Its shipping address (migration 0014) is set for printed sets and cash
 * on delivery.
 */
export interface OrdersTable extends ShippingColumns {
  id: Generated<number>;
  user_id: number;
  payment_mode: number;
  promo_code_id: number | null;
  subtotal_cents: number;
  discount_cents: number;
  total_cents: number;
  status: number;
  payment_provider: string | null;
  payment_intent_id: string | null;
  created_at: ColumnType<Date, Date | string | undefined, never>;
  paid_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** Set by the receipt job once the mail transport took the receipt; read before sending (orders/orderReceipts.ts). */
  receipt_sent_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** When the order was refunded or cancelled once paid or placed (migration 0011); null otherwise. */
  refunded_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** The name on the licence (migration 0014); orders placed before it have their shopper's name or e-mail. */
  billing_name: string;
  /** The lines' rewards added up (migration 0018), taken before the promo code; 0 without rewards. */
  rewards_cents: ColumnType<number, number | undefined, number>;
  /** The User Settings programme the shopper was in when the order was placed; null: none, no rewards line. */
  rewards_programme: string | null;
  /** The plans the shopper had bought (paid, not refunded) before this order; null when rewards_programme is. */
  rewards_plans_before: number | null;
}

/**
 * Per shopper, what their last order was placed with (migration 0014): its billing name, and the last shipping address
 * given (kept when a later order needed none). The checkout offers them again.
 */
export interface LastAddressesTable extends ShippingColumns {
  user_id: number;
  billing_name: string;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/**
 * One plan of an order, copied from its cart entry when the order is placed (migration 0010). `order_live` follows
 * the order's status (a trigger): one live line per cart entry, so one live order per entry.
 */
export interface OrderLinesTable {
  id: Generated<number>;
  order_id: number;
  cart_entry_id: number;
  plan_id: number;
  plan_set: number;
  plan_set_cents: number;
  foundation: number;
  foundation_cents: number;
  add_ons: number[];
  /** The price of each add-on, in the order of `add_ons`. */
  add_on_cents: number[];
  price_cents: number;
  order_live: ColumnType<boolean, boolean | undefined, never>;
  /** The rewards tier's percentage this plan got (migration 0018), 0 without one, and what it took off the price. */
  rewards_percent: ColumnType<number, number | undefined, number>;
  rewards_cents: ColumnType<number, number | undefined, number>;
}

/**
 * What a staff member did to which record, and the record before and after (migration 0009). Append-only: the
 * database refuses to change or delete an entry.
 */
export interface StaffAuditLogTable {
  id: Generated<number>;
  staff_user_id: number;
  /** A STAFF_ACTIONS code of contracts/src/staff/staffActions.ts. */
  action: string;
  /** An AUDITED_RECORD_TYPES kind ('order') and the record's id. */
  record_type: string;
  record_id: number;
  created_at: ColumnType<Date, Date | string | undefined, never>;
  /** jsonb: written as JSON text, read back parsed. */
  before: ColumnType<unknown, string | null, never>;
  after: ColumnType<unknown, string | null, never>;
}

/** The local test provider's payment intents. */
export interface TestPaymentIntentsTable {
  id: string;
  order_id: number;
  amount_cents: number;
  status: 'requires_payment' | 'succeeded';
  created_at: ColumnType<Date, Date | string | undefined, never>;
  /** The test provider's refund of a succeeded intent (migration 0011); no money moves. */
  refund_id: ColumnType<string | null, string | null | undefined, string | null>;
  refunded_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

/**
 * The refund, or the cancellation once paid or placed, of a whole order (migration 0011): one per order. `provider`
 * 'none' is a cash-on-delivery order called off before any money was taken (amount 0).
 */
export interface RefundsTable {
  id: Generated<number>;
  order_id: number;
  provider: 'test' | 'stripe' | 'none';
  /** Null for 'none', and for a refund made in Stripe's dashboard whose notice did not name it. */
  provider_refund_id: string | null;
  amount_cents: number;
  reason: string;
  requested_by: 'staff' | 'shopper' | 'provider';
  /** The staff member who refunded the order; null unless `requested_by` is 'staff'. */
  staff_user_id: number | null;
  created_at: ColumnType<Date, Date | string | undefined, never>;
}

type OrderDocumentKind = import('contracts/src/delivery/orderDocuments').OrderDocumentKind;

/**
 * The file one order line delivers, per kind, made on its first download and kept (migration 0012): one per line
 * and kind. `bytes` is bytea (a Buffer from PostgreSQL, a Uint8Array from PGlite).
 */
export interface OrderDocumentsTable {
  id: Generated<number>;
  order_line_id: number;
  kind: OrderDocumentKind;
  bytes: ColumnType<Uint8Array, Uint8Array, never>;
  content_type: string;
  file_name: string;
  created_at: ColumnType<Date, Date | string | undefined, never>;
}

/** A mailed link to one order's files that works without signing in (migration 0012); only its token's SHA-256 is kept. */
export interface DownloadLinksTable {
  id: Generated<number>;
  token_hash: string;
  order_id: number;
  created_at: ColumnType<Date, Date | string | undefined, never>;
  expires_at: ColumnType<Date, Date | string, never>;
  revoked_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

/** One file sent (migration 0012): by the signed-in owner (`user_id`) or by a link (`download_link_id`). */
export interface DownloadsTable {
  id: Generated<number>;
  order_id: number;
  order_line_id: number;
  kind: OrderDocumentKind;
  user_id: number | null;
  download_link_id: number | null;
  client_address: string;
  downloaded_at: ColumnType<Date, Date | string | undefined, never>;
}

/**
 * An order's printed sets on their way (migration 0013): made when the staff desk sends them to print; shipped with a
 * carrier (a CARRIERS code) and its tracking number; delivered. The order's status says which step it is at.
 */
export interface ShipmentsTable {
  order_id: number;
  printing_at: ColumnType<Date, Date | string, never>;
  shipped_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  carrier: string | null;
  tracking_number: string | null;
  delivered_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

/** A question of the FAQ page, in `position` order. */
export interface FaqEntriesTable {
  id: Generated<number>;
  position: number;
  question: string;
  answer: string;
}

/** A blog article; `sections` is a jsonb array of contracts' BlogSection. */
export interface BlogPostsTable {
  id: Generated<number>;
  title: string;
  summary: string | null;
  author: string;
  /** Which generated cover picture the post shows (content/blogCoverDrawing.ts). */
  cover_theme: string;
  sections: ColumnType<unknown, string, string>;
  published_at: ColumnType<Date, Date | string, Date | string>;
}

export interface TestimonialsTable {
  id: Generated<number>;
  position: number;
  name: string;
  location: string;
  project: string;
  quote: string;
}

export interface ReviewsTable {
  id: Generated<number>;
  name: string;
  location: string;
  rating: number;
  title: string;
  body: string;
  /** A date column: read back as 'YYYY-MM-DD' text (content/contentQueries.ts casts it). */
  reviewed_on: ColumnType<Date, Date | string, Date | string>;
}

/** What visitors send; `forwarded_at` is set once the store's inbox has been mailed. */
interface SubmissionColumns {
  id: Generated<number>;
  created_at: ColumnType<Date, Date | string | undefined, never>;
  forwarded_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface ContactMessagesTable extends SubmissionColumns {
  name: string;
  email: string;
  subject: string;
  comment: string;
}

export interface CopyrightNoticesTable extends SubmissionColumns {
  first_name: string;
  last_name: string;
  company_name: string;
  copyright_holder: string;
  email: string;
  state_or_province: string;
  work_description: string;
  authorized_example_url: string;
  infringing_material_location: string;
  signature_date: ColumnType<Date, string, string>;
  signature: string;
}

export interface DesignerApplicationsTable extends SubmissionColumns {
  name: string;
  email: string;
  phone: string;
  company: string;
  portfolio_url: string;
  profession: string;
  plan_count: string;
  message: string;
}

export interface AffiliateApplicationsTable extends SubmissionColumns {
  name: string;
  email: string;
  website_url: string;
  monthly_audience: string;
  promotion: string;
}

/** A shopper's favourite plans (the heart). */
export interface FavoritesTable {
  user_id: number;
  plan_id: number;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** Named collections of plans on the /favorite page. */
export interface FavoriteCollectionsTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface FavoriteCollectionPlansTable {
  collection_id: number;
  plan_id: number;
  added_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** A plan list's filters kept under a name (migration 0017). */
export interface SavedSearchesTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  /** The list's canonical path (contracts' listPresets). */
  path: string;
  /** The shopper's own filters in contracts' wire encoding, a URL query without '?' (no page, no page size). */
  query: string;
  alerts: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
  /** Plans added after this are the search's new matches. */
  last_opened_at: ColumnType<Date, Date | string | undefined, Date | string>;
  /** Plans added up to this moment were mailed about, or seen. */
  alerted_through: ColumnType<Date, Date | string | undefined, Date | string>;
  last_alert_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** The HMAC key of the search's unsubscribe link. */
  unsubscribe_key: Buffer;
}

/** The plans a signed-in shopper saw last (migration 0017), the newest RECENTLY_VIEWED_LIMIT kept. */
export interface RecentlyViewedTable {
  user_id: number;
  plan_id: number;
  viewed_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** A file kept in the database (profile photos with DATABASE_URL; migration 0015): never changed under its name. */
export interface StoredFilesTable {
  folder: string;
  name: string;
  content_type: string;
  bytes: ColumnType<Uint8Array, Uint8Array, never>;
  created_at: ColumnType<Date, Date | string | undefined, never>;
}

/** One row: bumped by a trigger on every statement that changes plans (see migration 0006). */
export interface CatalogueRevisionTable {
  id: number;
  /** bigint: pg hands it over as a string. */
  revision: ColumnType<string, never, never>;
}

export interface Database {
  plan_styles: PlanStylesTable;
  plans: PlansTable;
  plan_texts: PlanTextsTable;
  catalogue_revision: CatalogueRevisionTable;
  users: UsersTable;
  sessions: SessionsTable;
  favorites: FavoritesTable;
  favorite_collections: FavoriteCollectionsTable;
  favorite_collection_plans: FavoriteCollectionPlansTable;
  saved_searches: SavedSearchesTable;
  recently_viewed: RecentlyViewedTable;
  one_time_codes: OneTimeCodesTable;
  sign_in_failures: SignInFailuresTable;
  cart_entries: CartEntriesTable;
  promo_codes: PromoCodesTable;
  orders: OrdersTable;
  order_lines: OrderLinesTable;
  test_payment_intents: TestPaymentIntentsTable;
  refunds: RefundsTable;
  last_addresses: LastAddressesTable;
  staff_audit_log: StaffAuditLogTable;
  order_documents: OrderDocumentsTable;
  download_links: DownloadLinksTable;
  downloads: DownloadsTable;
  shipments: ShipmentsTable;
  faq_entries: FaqEntriesTable;
  blog_posts: BlogPostsTable;
  testimonials: TestimonialsTable;
  reviews: ReviewsTable;
  contact_messages: ContactMessagesTable;
  copyright_notices: CopyrightNoticesTable;
  designer_applications: DesignerApplicationsTable;
  affiliate_applications: AffiliateApplicationsTable;
  stored_files: StoredFilesTable;
}

export type PlanRow = Selectable<PlansTable>;
export type PlanStyleRow = Selectable<PlanStylesTable>;
export type PlanTextsRow = Selectable<PlanTextsTable>;
export type UserRow = Selectable<UsersTable>;
