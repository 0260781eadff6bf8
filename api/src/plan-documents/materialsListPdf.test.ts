import { estimateMaterials, measurePlan } from './materialsEstimate';
import { renderMaterialsListPdf } from './materialsListPdf';
import { seededPlanSource, seededPlanWith } from './planDocumentFixture';
import { floorLayoutsOf, type PlanDocumentSource } from './planDocumentSource';
import { readPdf } from './testing/readPdf';
import { refusalOf } from './testing/refusalOf';

const LICENCE = { buyerName: 'Katherine Johnson', orderNumber: 9 };
const twoStorey = seededPlanWith((plan) => plan.story === 2 && plan.total_heated_area > 0 && plan.units === 1);
const shed = seededPlanWith((plan) => plan.total_heated_area === 0 && plan.cars === 0 && plan.sq_ft <= 160);

/** The same plan, its footprint `factor` times as wide and as deep. */
function scaled(source: PlanDocumentSource, factor: number): PlanDocumentSource {
  const width = source.drawing.footprint_width * factor;
  const depth = source.drawing.footprint_depth * factor;
  return {
    drawing: { ...source.drawing, footprint_width: width, footprint_depth: depth },
    detail: { ...source.detail, footprint_width: width, footprint_depth: depth },
  };
}

const quantity = (source: PlanDocumentSource, item: string) =>
  estimateMaterials(source).lines.find((line) => line.item.startsWith(item))?.quantity ?? 0;

describe('the materials list', () => {
  it('measures the walls, windows and roof from the floor plans', () => {
    const { drawing } = twoStorey;
    const measured = measurePlan(twoStorey);
    const layouts = floorLayoutsOf(twoStorey);
    expect(measured.floors).toHaveLength(2);
    for (const floor of measured.floors) {
      expect(floor.exteriorWallLength).toBeCloseTo(2 * (drawing.footprint_width + drawing.footprint_depth), 6);
      expect(floor.interiorWallLength).toBeGreaterThan(0);
      expect(floor.floorArea).toBeCloseTo(drawing.footprint_width * drawing.footprint_depth, 6);
      expect(floor.windows).toBe(layouts[floor.floor - 1]?.rooms.flatMap((room) => room.windows).length);
    }
    expect(measured.floors[0]?.wallHeight).toBe(twoStorey.detail.ceiling_first_floor);
    const slope = Math.sqrt(1 + (measured.roofPitch / 12) ** 2);
    const roofPlan = (drawing.footprint_width + 2) * (drawing.footprint_depth + 2) + measured.porchArea;
    expect(measured.roofArea).toBeCloseTo(roofPlan * slope, 6);
  });

  it("counts the garage doors the floor plans draw, not the garage's car bays", () => {
    let garages = 0;
    let fewerDoorsThanCars = 0;
    for (let id = 1; id <= 400; id += 1) {
      const source = seededPlanSource(id);
      const drawn = floorLayoutsOf(source)
        .flatMap((layout) => layout.walls)
        .flatMap((wall) => wall.openings)
        .filter((opening) => opening.kind === 'overhead');
      const line = estimateMaterials(source).lines.find((candidate) => candidate.item.startsWith('Garage doors'));
      expect({ id, doors: line?.quantity ?? 0 }).toEqual({ id, doors: drawn.length });
      if (drawn.length === 0) continue;
      garages += 1;
      if (drawn.length < source.drawing.cars) fewerDoorsThanCars += 1;
      expect(line?.basis).toMatch(/^as drawn on the floor plans: \d+ at \d+ x 7 ft/);
    }
    expect(garages).toBeGreaterThan(50);
    // Garages too narrow for a door a car (or parking more cars than bays) are among them.
    expect(fewerDoorsThanCars).toBeGreaterThan(0);
  });

  it('counts every door the floor plans draw, between rooms and in the outside walls', () => {
    const multiFamily = seededPlanWith((plan) => plan.units >= 2);
    for (const source of [twoStorey, multiFamily]) {
      const layouts = floorLayoutsOf(source);
      const drawn = (exterior: boolean) =>
        layouts
          .flatMap((layout) => layout.walls)
          .filter((wall) => wall.exterior === exterior)
          .flatMap((wall) => wall.openings)
          .filter((opening) => opening.kind === 'door').length;
      expect(drawn(false)).toBeGreaterThan(layouts.length);
      expect(quantity(source, 'Interior doors')).toBe(drawn(false));
      expect(quantity(source, 'Entry door')).toBe(drawn(true));
    }
    // Each unit of a multi-family building has its front door.
    expect(quantity(multiFamily, 'Entry door')).toBeGreaterThanOrEqual(Math.max(2, multiFamily.drawing.units));
  });

  it('has no walls between rooms in a one-room building', () => {
    const measured = measurePlan(shed);
    expect(floorLayoutsOf(shed)[0]?.rooms).toHaveLength(1);
    expect(measured.floors[0]?.interiorWallLength).toBeCloseTo(0, 6);
    expect(quantity(shed, 'Studs 2x4')).toBe(0);
    expect(quantity(shed, 'Studs 2x6')).toBeGreaterThan(0);
  });

  it('orders more of every material for a larger footprint, in whole units', () => {
    const larger = scaled(twoStorey, 1.3);
    for (const item of [
      'Concrete, slab',
      'Studs 2x6',
      'Wall sheathing',
      'Roof sheathing',
      'Asphalt shingles',
      'Siding',
      'Drywall',
      'Flooring',
    ]) {
      expect([item, quantity(larger, item) > quantity(twoStorey, item)]).toEqual([item, true]);
    }
    for (const line of estimateMaterials(twoStorey).lines) {
      expect(Number.isInteger(line.quantity)).toBe(true);
      expect(line.quantity).toBeGreaterThan(0);
    }
  });

  it('prints the measures and every material with its quantity and unit, the licence on every page', async () => {
    const { lines } = estimateMaterials(twoStorey);
    const pdf = await readPdf(await renderMaterialsListPdf(twoStorey, LICENCE));
    const text = pdf.pages.join(' ');
    expect(text).toContain('Materials List');
    expect(text).toContain(`Plan #${twoStorey.drawing.plan_number}`);
    expect(text).toContain('What the plan measures');
    for (const section of new Set(lines.map((line) => line.section))) expect(text).toContain(section);
    for (const line of lines) expect(text).toContain(line.item);
    expect(text).toMatch(/Asphalt shingles, architectural \d+ squares/);
    for (const page of pdf.pages) expect(page).toContain('Licensed to Katherine Johnson for one build, order #9');
  });

  it('refuses a plan without a footprint', async () => {
    expect(await refusalOf(() => renderMaterialsListPdf(scaled(twoStorey, 0), LICENCE))).toEqual({
      statusCode: 400,
      message: 'The plan has no footprint to draw.',
    });
  });
});
