import { formatPrice } from './plan';

describe('formatPrice', () => {
  it('shows whole dollars without cents and other amounts with two decimals', () => {
    expect(formatPrice(129_500)).toBe('$1,295');
    expect(formatPrice(129_550)).toBe('$1,295.50');
    expect(formatPrice(0)).toBe('$0');
  });
});
