import { AUTH_MESSAGES } from 'contracts/src/account/authApi';
import { CODE_LIMITS_PER_ADDRESS, type CodeCheck } from '../auth/oneTimeCodes';
import { HttpError } from '../errors/httpError';

type CodeRefusal = Extract<CodeCheck, { ok: false }>;

export const CODE_FAILURE_MESSAGES: Record<CodeRefusal['reason'], string> = {
  wrong: AUTH_MESSAGES.wrongOtp,
  expired: 'This code has expired. Please ask for a new one.',
  exhausted: 'Too many wrong codes. Please ask for a new one.',
  address_locked: 'Too many wrong codes for this address. Please wait an hour, then ask for a new code.',
};

/** A right code for another purpose or account is answered like a wrong one. */
export const WRONG_CODE: CodeRefusal = { ok: false, reason: 'wrong' };

/** Answers a refused code: 400 with the reason, or 429 with Retry-After once the address is locked for the hour. */
export function refuseCode(check: CodeRefusal): never {
  if (check.reason === 'address_locked') {
    throw new HttpError(429, CODE_FAILURE_MESSAGES.address_locked, CODE_LIMITS_PER_ADDRESS.windowMinutes * 60);
  }
  throw new HttpError(400, CODE_FAILURE_MESSAGES[check.reason]);
}
