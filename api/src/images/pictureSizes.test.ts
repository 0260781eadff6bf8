import sharp from 'sharp';
import type { DatabaseHandle } from '../db/openDatabase';
import { PGLITE_TEST_DATABASE, openSeededDatabase } from '../testing/testDatabases';
import { findPlanDrawingFacts, type PlanDrawingFacts } from './drawingFacts';
import { drawPlanPicture } from './elevationDrawing';
import { rasterise } from './pictureRaster';
import { RENDERING_SIZES } from './planRendering';

/**
 * The bytes of the plan cards' pictures, the list page's largest paint on a phone: one plan of each style among the
 * first SEEDED_PLANS (40 plans, 40 styles), at the widths the cards ask for. Prints the figures; fails when the
 * mean grows well past what docs/decisions/plan-pictures.md records (the bounds leave room for a drawing that gains
 * a detail, not for a change of encoder settings that doubles the bytes).
 */
const SEEDED_PLANS = 134;
const SAMPLES: ReadonlyArray<{ width: 320 | 640; format: 'avif' | 'webp'; meanBound: number }> = [
  { width: 640, format: 'avif', meanBound: 4_600 },
  { width: 640, format: 'webp', meanBound: 7_600 },
  { width: 320, format: 'avif', meanBound: 2_500 },
];

const kilobytes = (bytes: number) => `${(bytes / 1024).toFixed(2)} KB`;

describe('the size of the plan cards’ pictures', () => {
  let handle: DatabaseHandle;
  let plans: PlanDrawingFacts[];

  beforeAll(async () => {
    handle = await openSeededDatabase(PGLITE_TEST_DATABASE, SEEDED_PLANS);
    const byStyle = new Map<number, PlanDrawingFacts>();
    for (let id = 1; id <= SEEDED_PLANS; id += 1) {
      const plan = await findPlanDrawingFacts(handle.db, id);
      if (plan && !byStyle.has(plan.style_id)) byStyle.set(plan.style_id, plan);
    }
    plans = [...byStyle.values()];
  });

  afterAll(async () => {
    await handle?.close();
  });

  it('keeps a card picture to a few kilobytes, opaque, over plans of 40 styles', async () => {
    expect(plans.length).toBeGreaterThanOrEqual(40);
    const svgs = plans.map((plan) => drawPlanPicture(plan));
    const lines: string[] = [];
    for (const { width, format, meanBound } of SAMPLES) {
      const pictures = await Promise.all(
        svgs.map((svg) => rasterise(svg, RENDERING_SIZES.rendering.width, width, format)),
      );
      const sizes = pictures.map((picture) => picture.body.length).sort((a, b) => a - b);
      const mean = sizes.reduce((sum, size) => sum + size, 0) / sizes.length;
      const median = sizes[Math.floor(sizes.length / 2)] ?? 0;
      lines.push(
        `${format} ${width}w: mean ${kilobytes(mean)}, median ${kilobytes(median)}, ` +
          `max ${kilobytes(sizes.at(-1) ?? 0)} (bound on the mean ${kilobytes(meanBound)})`,
      );
      expect(mean).toBeLessThan(meanBound);
      // The drawings cover their canvas: no alpha plane is spent on them.
      const first = pictures[0];
      if (first) expect((await sharp(first.body).metadata()).hasAlpha).toBe(false);
    }
    console.log(`Card pictures of ${plans.length} plans, one per style:\n${lines.join('\n')}`);
  }, 180_000);
});
