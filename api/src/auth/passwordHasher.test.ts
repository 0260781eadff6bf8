import { HttpError } from '../errors/httpError';
import { createPasswordHasher, HASHING_BUSY_MESSAGE } from './passwordHasher';

const CHEAP = { N: 2 ** 10, r: 8, p: 1 };

describe('the password hasher', () => {
  it('hashes and checks, and a missing hash never matches (checked against a decoy)', async () => {
    const hasher = createPasswordHasher(CHEAP);
    const stored = await hasher.hash('correct horse');
    expect(await hasher.verify('correct horse', stored)).toBe(true);
    expect(await hasher.verify('correct horsE', stored)).toBe(false);
    expect(await hasher.verify('correct horse', null)).toBe(false);
  });

  it('runs a bounded number of hashes and refuses past its queue with 503 and Retry-After', async () => {
    const hasher = createPasswordHasher(CHEAP, { concurrent: 1, waiting: 2 });
    const outcomes = await Promise.allSettled(Array.from({ length: 5 }, (_, i) => hasher.hash(`password ${i}`)));
    expect(outcomes.map((outcome) => outcome.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'fulfilled',
      'rejected',
      'rejected',
    ]);
    const refusal = outcomes[3];
    expect(refusal?.status === 'rejected' && refusal.reason).toEqual(new HttpError(503, HASHING_BUSY_MESSAGE));
    expect(refusal?.status === 'rejected' && (refusal.reason as HttpError).retryAfterSeconds).toBe(5);
    // Once the queue has drained, hashing works again.
    await expect(hasher.hash('after the flood')).resolves.toMatch(/^scrypt\$/);
  });
});
