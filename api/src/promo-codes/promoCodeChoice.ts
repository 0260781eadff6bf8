import type { FastifyRequest } from 'fastify';
import type { ApplyPromoCodeRequest } from 'contracts/src/checkout/promoCode';
import { badRequest } from '../errors/httpError';
import type { PromoCodeChoice } from './promoCodeStore';

export const ONE_PROMO_CODE_AT_A_TIME = 'Choose a listed promo code or type one, not both.';

/** The body fields that name a promo code, in apply-promocode and in order (promoCodeChoiceProperties). */
type PromoCodeFields = Pick<ApplyPromoCodeRequest, 'promocode_id' | 'promocode'>;

/** The code a request names, or null without one. */
export function promoCodeChoiceOf({ promocode_id: id, promocode: typed }: PromoCodeFields): PromoCodeChoice | null {
  if (id !== undefined && typed !== undefined) throw badRequest(ONE_PROMO_CODE_AT_A_TIME);
  if (id !== undefined) return { kind: 'listed', id: Number(id) };
  if (typed !== undefined) return { kind: 'typed', code: typed };
  return null;
}

function typesACode(request: FastifyRequest): boolean {
  const body: unknown = request.body;
  return typeof body === 'object' && body !== null && 'promocode' in body;
}

/**
 * Typed codes per client address, on each route that takes one: a shopper types a few, a script guessing private
 * codes is slowed. Counted after sign-in and validation (preHandler); choosing a listed code is not counted.
 */
export const TYPED_PROMO_CODE_ATTEMPTS = {
  max: 20,
  timeWindow: '1 minute',
  hook: 'preHandler' as const,
  allowList: (request: FastifyRequest) => !typesACode(request),
};
