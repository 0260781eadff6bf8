import { formatWholeNumber } from './wholeNumber';

describe('formatWholeNumber', () => {
  it('groups thousands with commas, as en-US does', () => {
    expect(formatWholeNumber(0)).toBe('0');
    expect(formatWholeNumber(999)).toBe('999');
    expect(formatWholeNumber(1000)).toBe('1,000');
    expect(formatWholeNumber(10_000)).toBe('10,000');
    expect(formatWholeNumber(1_234_567)).toBe('1,234,567');
    expect(formatWholeNumber(-2500)).toBe('-2,500');
  });

  it('reads the same as toLocaleString for any whole number', () => {
    for (let i = 0; i < 500; i += 1) {
      const value = Math.floor((Math.random() - 0.2) * 10 ** Math.floor(Math.random() * 10));
      expect(formatWholeNumber(value)).toBe(value.toLocaleString('en-US'));
    }
  });
});
