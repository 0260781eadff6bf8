/**
 * Who may build from a delivered plan: the order's billing name and its number. Every page of a delivered PDF
 * carries the line, so a copy shows whose licence it is.
 */
export interface PlanLicence {
  /** The billing name on the order, as the shopper typed it. */
  buyerName: string;
  /** The order's number (its id), as the receipt and My Orders show it. */
  orderNumber: number;
}

/** 'Licensed to Ann Smith for one build, order #42': the same words on every page and in every CAD file. */
export function licenceLine({ buyerName, orderNumber }: PlanLicence): string {
  return `Licensed to ${buyerName.trim()} for one build, order #${orderNumber}`;
}
