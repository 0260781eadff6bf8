import type { Static } from '@sinclair/typebox';
import type { affiliateApplicationBodySchema, designerApplicationBodySchema } from './applicationSchemas';
import type { CodeOptionLike } from './optionList';

/** POST /api/user/designer-applications (/become-ad-designer). */
export type DesignerApplication = Static<typeof designerApplicationBodySchema>;

/** POST /api/user/affiliate-applications (/become-affiliate). */
export type AffiliateApplication = Static<typeof affiliateApplicationBodySchema>;

export const APPLICATION_LIMITS = { name: 100, phone: 30, company: 150, url: 2000, message: 3000 } as const;

export const DESIGNER_PROFESSIONS: readonly CodeOptionLike[] = [
  { value: 'architect', label: 'Licensed architect' },
  { value: 'designer', label: 'Residential designer' },
  { value: 'drafter', label: 'Drafting service' },
  { value: 'builder', label: 'Design-build contractor' },
];

export const PLAN_COUNT_RANGES: readonly CodeOptionLike[] = [
  { value: '1-10', label: '1 to 10 plans' },
  { value: '11-50', label: '11 to 50 plans' },
  { value: '51-200', label: '51 to 200 plans' },
  { value: '200+', label: 'More than 200 plans' },
];

export const MONTHLY_AUDIENCE_RANGES: readonly CodeOptionLike[] = [
  { value: 'under-5k', label: 'Fewer than 5,000 a month' },
  { value: '5k-50k', label: '5,000 to 50,000 a month' },
  { value: '50k-250k', label: '50,000 to 250,000 a month' },
  { value: 'over-250k', label: 'More than 250,000 a month' },
];

export function isOptionValue(options: readonly CodeOptionLike[], value: string): boolean {
  return options.some((option) => option.value === value);
}
