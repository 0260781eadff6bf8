// eslint-disable-next-line @typescript-eslint/no-restricted-imports -- a test, never shipped: it holds the page's pattern to the API's schema
import { wireIdSchema } from 'contracts/src/api/requestSchemas';
import { isPlanId, PLAN_ID_PATTERN } from './planId';

describe('plan ids', () => {
  it("are the API's wire ids", () => {
    expect(PLAN_ID_PATTERN.source).toBe(wireIdSchema.pattern);
  });

  it('refuse what cannot name a plan', () => {
    expect(['1', '42', '999999999'].map(isPlanId)).toEqual([true, true, true]);
    expect(['', '0', '007', 'abc', '4 2', '1e3', '-1', '1234567890'].map(isPlanId)).toEqual(Array(8).fill(false));
  });
});
