import { formatWholeNumber } from 'contracts/src/format/wholeNumber';

/** An area in whole square feet; 'N/A' for one the plan does not give. */
export const sqft = (value: number | null) => (value === null ? 'N/A' : `${formatWholeNumber(value)} sq ft`);

/** A length in whole feet; 'N/A' for one the plan does not give. */
export const feet = (value: number | null) => (value === null ? 'N/A' : `${formatWholeNumber(value)} ft`);
