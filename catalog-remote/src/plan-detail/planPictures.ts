import type { PlanDetail } from 'contracts/src/catalog/plan';
import type { GalleryImage } from './PlanGallery';
import { planTitle } from './planDetailLoad';

const FLOOR_NAMES = ['first', 'second', 'third', 'fourth', 'fifth'];

function floorPlanName(index: number, floors: number): string {
  if (floors === 1) return 'floor plan';
  const name = FLOOR_NAMES[index];
  return name === undefined ? `floor plan ${index + 1}` : `${name} floor plan`;
}

/**
 * The plan's pictures in gallery order, each named after the plan and what it shows, so that a screen reader, an
 * image search and a printed flyer say which plan it is: 'The Magnolia Farmhouse (Plan #10042): front elevation'.
 * The API draws the front elevation first, then any further views, then a floor plan per floor.
 */
export function planPictures(
  plan: Pick<PlanDetail, 'name' | 'plan_number' | 'main_images' | 'floor_images'>,
): GalleryImage[] {
  const title = planTitle(plan);
  return [
    ...plan.main_images.map((src, index) => ({
      src,
      alt: `${title}: ${index === 0 ? 'front elevation' : `picture ${index + 1}`}`,
    })),
    ...plan.floor_images.map((src, index) => ({
      src,
      alt: `${title}: ${floorPlanName(index, plan.floor_images.length)}`,
    })),
  ];
}
