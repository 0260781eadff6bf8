import type { CodeOption } from './codeTables';

/**
 * The 48 architectural styles. The API's plan styles are these very codes (a style's `_id` is String(code)),
 * so the style filter, the Housing Styles gallery and every plan agree.
 */
export const ARCHITECTURAL_STYLES: readonly CodeOption[] = Object.freeze(
  [
    'Modern Farmhouse',
    'Country',
    'Barndominium',
    'Craftsman',
    'Farmhouse',
    'Ranch',
    'Traditional',
    'Contemporary',
    'Modern',
    'Cottage',
    'Colonial',
    'European',
    'French Country',
    'Mediterranean',
    'Spanish',
    'Southwest',
    'Tuscan',
    'Victorian',
    'Tudor',
    'Cape Cod',
    'Bungalow',
    'Prairie',
    'Mountain',
    'Rustic',
    'Lodge',
    'Log',
    'A-Frame',
    'Cabin',
    'Beach',
    'Coastal',
    'Low Country',
    'Southern',
    'Plantation',
    'Florida',
    'Shingle',
    'Saltbox',
    'Georgian',
    'Federal',
    'Greek Revival',
    'Neoclassical',
    'Mid-Century Modern',
    'Split-Level',
    'Northwest',
    'Adobe',
    'Acadian',
    'Shotgun',
    'Hill Country',
    'Carriage',
  ].map((label, index) => Object.freeze({ code: index + 1, label })),
);

export function styleIdOf(code: number): string {
  return String(code);
}
