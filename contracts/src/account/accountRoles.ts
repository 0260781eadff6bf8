/**
 * What an account may do. Every account the store makes is a shopper's; 'staff' is set only in the database (or,
 * later, by another staff member on the staff desk), never by a shopper's own call. Staff reach `/api/staff/` and
 * see the staff desk's link in the header; shoppers get 403 there.
 */
export const ACCOUNT_ROLES = ['shopper', 'staff'] as const;
export type AccountRole = (typeof ACCOUNT_ROLES)[number];

export const SHOPPER_ROLE = 'shopper' satisfies AccountRole;
export const STAFF_ROLE = 'staff' satisfies AccountRole;
