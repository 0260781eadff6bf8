import { seededPlanSource, seededPlanWith } from '../plan-documents/planDocumentFixture';
import { layOutFloor } from '../plan-geometry/planGeometry';
import { drawFloorPlan } from './floorPlanDrawing';

/** A rectangle's place in a drawing: the first `<rect>` carrying `marker`. */
function rectWith(svg: string, marker: string): { x: number; y: number; width: number; height: number } {
  const found = [...svg.matchAll(/<rect ([^>]*)\/>/g)]
    .map((match) => match[1] ?? '')
    .find((attributes) => attributes.includes(marker));
  if (found === undefined) throw new Error(`No rect with ${marker}.`);
  const value = (name: string) => Number(new RegExp(`${name}="([-\\d.]+)"`).exec(found)?.[1]);
  return { x: value('x'), y: value('y'), width: value('width'), height: value('height') };
}

describe('a floor-plan drawing', () => {
  it('draws the stairs of a two-storey house where they are on the floor below, marked up and down', () => {
    // Seeded plan 35: a two-storey house whose stairs are drawn large enough to be labelled.
    const { drawing: plan } = seededPlanSource(35);
    expect(plan.story).toBe(2);
    const floors = [1, 2].map((floor) => {
      const svg = drawFloorPlan(plan, floor);
      if (svg === null) throw new Error(`No floor ${floor}.`);
      // The stairs as a share of the outside walls' outline, whatever each drawing's scale (porches differ).
      const outline = rectWith(svg, 'stroke-width="5"');
      const stairs = rectWith(svg, 'data-room="stairs"');
      return {
        svg,
        left: (stairs.x - outline.x) / outline.width,
        right: (stairs.x + stairs.width - outline.x) / outline.width,
        rear: (stairs.y - outline.y) / outline.height,
        front: (stairs.y + stairs.height - outline.y) / outline.height,
      };
    });
    const [first, second] = floors;
    if (!first || !second) throw new Error('Two floors.');
    expect(second.left).toBeLessThanOrEqual(first.left + 0.01);
    expect(second.right).toBeGreaterThanOrEqual(first.right - 0.01);
    expect(second.rear).toBeLessThanOrEqual(first.rear + 0.01);
    expect(second.front).toBeGreaterThanOrEqual(first.front - 0.01);
    expect(first.svg).toContain('>Up<');
    expect(first.svg).not.toContain('>Down<');
    expect(second.svg).toContain('>Down<');
  });

  it("draws every door of a house with a garage: swings for people's doors, a dashed panel for each garage door", () => {
    const { drawing: plan } = seededPlanWith((candidate) => candidate.cars >= 2 && candidate.units === 1);
    const layout = layOutFloor(plan, 1);
    const svg = drawFloorPlan(plan, 1);
    if (!layout || svg === null) throw new Error('No first floor.');
    const doors = layout.walls.flatMap((wall) => wall.openings).filter((opening) => opening.kind !== 'window');
    const overhead = doors.filter((door) => door.kind === 'overhead').length;
    expect(overhead).toBeGreaterThanOrEqual(1);
    expect(svg.match(/data-door="overhead"/g)).toHaveLength(overhead);
    expect(svg.match(/<path d="M[^"]*A/g)).toHaveLength(doors.length - overhead);
  });
});
