import { formatPrice } from './plan';

describe('formatPrice', () => {
  it('shows whole dollars without cents and other amounts with two decimals', () => {
    expect(formatPrice(129_500)).toBe('$1,295');
    expect(formatPrice(129_550)).toBe('$1,295.50');
    expect(formatPrice(0)).toBe('$0');
    expect(formatPrice(5)).toBe('$0.05');
    expect(formatPrice(-1_050)).toBe('-$10.50');
  });

  it("reads the same as Intl's US dollar formats for any amount of cents", () => {
    const whole = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
    const withCents = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });
    for (let i = 0; i < 500; i += 1) {
      const cents = Math.floor((Math.random() - 0.1) * 10 ** Math.floor(Math.random() * 10));
      expect(formatPrice(cents)).toBe((cents % 100 === 0 ? whole : withCents).format(cents / 100));
    }
  });
});
