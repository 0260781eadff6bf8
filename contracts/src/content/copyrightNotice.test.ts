import { isDateInFuture, isWebAddress, parseSignatureDate, signatureMatchesName } from './copyrightNotice';
import { isEmailAddress } from '../account/emailAddress';
import { isStateOrProvince } from './statesAndProvinces';

describe('copyright notice rules', () => {
  it('reads real MM/DD/YYYY dates only', () => {
    expect(parseSignatureDate('03/15/2026')?.toISOString()).toBe('2026-03-15T00:00:00.000Z');
    expect(parseSignatureDate('02/29/2024')).not.toBeNull();
    expect(parseSignatureDate('02/29/2025')).toBeNull();
    expect(parseSignatureDate('13/01/2025')).toBeNull();
    expect(parseSignatureDate('2025-01-03')).toBeNull();
    expect(parseSignatureDate('3/5/2025')).toBeNull();
  });

  it('refuses a date after tomorrow', () => {
    const now = new Date('2026-11-21T23:00:00Z');
    expect(isDateInFuture(new Date('2026-11-22T00:00:00Z'), now)).toBe(false);
    expect(isDateInFuture(new Date('2026-11-24T00:00:00Z'), now)).toBe(true);
  });

  it('matches the signature to first and last name, ignoring case and spacing', () => {
    expect(signatureMatchesName('  maria   LOPEZ ', 'Maria', 'Lopez')).toBe(true);
    expect(signatureMatchesName('Maria', 'Maria', 'Lopez')).toBe(false);
    expect(signatureMatchesName('', '', '')).toBe(false);
  });

  it('knows web addresses, e-mail addresses and regions', () => {
    expect(isWebAddress('https://studio.example/plans/12')).toBe(true);
    expect(isWebAddress('ftp://studio.example')).toBe(false);
    expect(isWebAddress('studio')).toBe(false);
    expect(isEmailAddress('ann@studio.example')).toBe(true);
    expect(isEmailAddress('ann@studio')).toBe(false);
    expect(isEmailAddress('ann @studio.example')).toBe(false);
    expect(isStateOrProvince('FL')).toBe(true);
    expect(isStateOrProvince('ON')).toBe(true);
    expect(isStateOrProvince('XX')).toBe(false);
  });
});
