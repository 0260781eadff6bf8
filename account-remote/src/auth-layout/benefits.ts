/** The benefits every authentication screen lists beside its form (catalogue spec §2). */
export const ACCOUNT_BENEFITS = [
  'Save your favourite plans and come back to them from any device',
  'Check out faster and see every order in My Account',
  'Hear first about new plans, sales and promo codes',
  'Builder and real estate agent rewards on every purchase',
  'Price guarantee: find it cheaper and we beat it by 10%',
] as const;
