import type { PlanBuildingKind } from './planGeometry';

/**
 * The roof forms the store builds, one vocabulary for the generated elevations (each architectural style's look
 * names its main roof by one of these) and the plan geometry the 3D view is built from.
 */
export const ROOF_FORMS = [
  'gable',
  'hip',
  'flat',
  'parapet',
  'shed',
  'gambrel',
  'mansard',
  'saltbox',
  'a-frame',
  'front-gable',
] as const;

/** How the main roof is shaped, as the style builds it. */
export type RoofForm = (typeof ROOF_FORMS)[number];

/** From this pitch (rise per 12 of run) up, a roof comes down to the ground: an A-frame, whatever the style. */
export const A_FRAME_PITCH = 18;

/**
 * The roof one building gets: its style's roof form, set right for the building's kind, pitch and proportions. The
 * elevations and the 3D view both build this, so a plan's house has one roof wherever it is shown.
 */
export function roofFormFor(
  styleRoof: RoofForm,
  kind: PlanBuildingKind,
  pitch: number,
  width: number,
  depth: number,
): RoofForm {
  if (pitch >= A_FRAME_PITCH) return 'a-frame';
  if (kind === 'carport') return styleRoof === 'flat' || styleRoof === 'parapet' ? 'flat' : 'shed';
  if (styleRoof === 'a-frame') return 'gable';
  // A ridge runs along the longer side: a deep, narrow house turns its gable to the street.
  if ((styleRoof === 'gable' || styleRoof === 'saltbox') && depth > width * 1.15) return 'front-gable';
  // A front gable that wide would tower over the street: such houses turn their ridge along the front.
  if (styleRoof === 'front-gable' && width > depth * 1.5) return 'gable';
  return styleRoof;
}
