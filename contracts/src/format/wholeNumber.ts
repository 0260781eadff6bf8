/**
 * A whole number as shoppers in the US read it: '10,000'. Written out rather than through Intl: a page's first
 * Intl.NumberFormat or toLocaleString sets up ICU's number formatting, 25-50 ms on a phone, in the middle of the
 * page's first render (measured with Lighthouse's traces).
 */
export function formatWholeNumber(value: number): string {
  const rounded = Math.round(value);
  const digits = String(Math.abs(rounded)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return rounded < 0 ? `-${digits}` : digits;
}
