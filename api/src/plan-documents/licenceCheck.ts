import type { PlanLicence } from 'contracts/src/delivery/planLicence';
import { badRequest } from '../errors/httpError';

const MAX_NAME_LENGTH = 120;

/** A licence every document can print: a buyer's name and a real order number, or a clear refusal. */
export function checkLicence(licence: PlanLicence): PlanLicence {
  const buyerName = licence.buyerName.trim().replace(/\s+/g, ' ');
  if (buyerName === '') throw badRequest("The licence needs the buyer's name.");
  if (buyerName.length > MAX_NAME_LENGTH)
    throw badRequest(`The buyer's name on the licence may have at most ${MAX_NAME_LENGTH} characters.`);
  if (!Number.isSafeInteger(licence.orderNumber) || licence.orderNumber < 1)
    throw badRequest('The licence needs the order number.');
  return { buyerName, orderNumber: licence.orderNumber };
}
