import { strFromU8, unzipSync } from 'fflate';
import { roomSize } from '../images/floorPlanDrawing';
import { cadFileNames, renderCadFilesZip } from './cadFiles';
import { DXF_LAYERS, renderFloorDxf } from './floorPlanDxf';
import { seededPlanWith } from './planDocumentFixture';
import { floorLayoutsOf } from './planDocumentSource';
import { readDxf } from './testing/readDxf';
import { readPdf } from './testing/readPdf';
import { refusalOf } from './testing/refusalOf';

const LICENCE = { buyerName: 'Grace Hopper', orderNumber: 88 };
const LICENCE_LINE = 'Licensed to Grace Hopper for one build, order #88';
const twoStorey = seededPlanWith((plan) => plan.story === 2 && plan.total_heated_area > 0 && plan.units === 1);
const withPorches = seededPlanWith((plan) => plan.porch_front !== null && plan.porch_rear !== null && plan.cars > 0);
const close = (actual: number, expected: number) => expect(actual).toBeCloseTo(expected, 6);

describe('the CAD files', () => {
  it('are a ZIP of a README, the PDF plan set and one DXF per floor', async () => {
    const zip = unzipSync(new Uint8Array(await renderCadFilesZip(twoStorey, LICENCE)));
    const number = twoStorey.drawing.plan_number;
    expect(Object.keys(zip)).toEqual([
      'README.txt',
      `plan-${number}-set.pdf`,
      `plan-${number}-floor-1.dxf`,
      `plan-${number}-floor-2.dxf`,
    ]);
    expect(Object.keys(zip)).toEqual(cadFileNames(number, 2));
    expect(strFromU8(zip['README.txt'] ?? new Uint8Array())).toContain(`${LICENCE_LINE}.`);

    const pdf = await readPdf(Buffer.from(zip[`plan-${number}-set.pdf`] ?? new Uint8Array()));
    expect(pdf.pageCount).toBe(5);
    for (const page of pdf.pages) expect(page).toContain(LICENCE_LINE);

    for (const floor of [1, 2]) {
      const dxf = readDxf(strFromU8(zip[`plan-${number}-floor-${floor}.dxf`] ?? new Uint8Array()));
      expect(dxf.texts.map((text) => text.text)).toContain(
        `Plan #${number} · ${twoStorey.detail.name} - ${floor === 1 ? 'First' : 'Second'} floor plan`,
      );
    }
  });

  it('draw each floor in feet with the rooms, names and sizes of the SVG floor plan', () => {
    for (const floor of floorLayoutsOf(withPorches)) {
      const dxf = readDxf(renderFloorDxf(floor, { heading: 'Plan #1', licence: LICENCE }));
      expect(dxf.header.$INSUNITS).toBe(2);
      expect(dxf.layers).toEqual(expect.arrayContaining(Object.values(DXF_LAYERS)));

      // The walls, outside and in: faces on the footprint and 6 inches in, and either side of every inside wall.
      const walls = dxf.lines.filter((line) => line.layer === DXF_LAYERS.walls);
      const xs = walls.flatMap((line) => [line.x1, line.x2]);
      const ys = walls.flatMap((line) => [line.y1, line.y2]);
      close(Math.min(...xs), 0);
      close(Math.max(...xs), floor.width);
      close(Math.min(...ys), 0);
      close(Math.max(...ys), floor.depth);
      const insideWalls = floor.walls.filter((wall) => !wall.exterior);
      expect(walls.length).toBeGreaterThanOrEqual(2 * insideWalls.length + 8);

      // Every room of the layout as a closed outline, the front wall on y = 0.
      const rooms = dxf.outlines.filter((outline) => outline.layer === DXF_LAYERS.rooms);
      expect(rooms).toHaveLength(floor.rooms.length);
      floor.rooms.forEach((room, index) => {
        const outline = rooms[index];
        expect(outline?.closed).toBe(true);
        expect(outline?.corners).toBe(4);
        close(outline?.minX ?? NaN, room.x);
        close(outline?.maxX ?? NaN, room.x + room.width);
        close(outline?.maxY ?? NaN, floor.depth - room.y);
        close(outline?.minY ?? NaN, floor.depth - room.y - room.depth);
      });
      const tiled = rooms.reduce((sum, room) => sum + (room.maxX - room.minX) * (room.maxY - room.minY), 0);
      close(tiled, floor.width * floor.depth);

      const labels = dxf.texts.filter((text) => text.layer === DXF_LAYERS.roomNames).map((text) => text.text);
      for (const room of floor.rooms) expect(labels).toEqual(expect.arrayContaining([room.name, roomSize(room)]));
      for (const porch of floor.porches) expect(labels).toContain(porch.label);
      expect(dxf.outlines.filter((outline) => outline.layer === DXF_LAYERS.porches)).toHaveLength(floor.porches.length);
      const windows = floor.rooms.flatMap((room) => room.windows).length;
      expect(dxf.entityTypes.filter((type) => type === `LINE@${DXF_LAYERS.windows}`)).toHaveLength(2 * windows);
      // Every door of the geometry, front doors and those between rooms: a gap in its wall's faces, a leaf and a
      // quarter-circle swing from its hinge, on the doors' layer.
      const doors = floor.walls.flatMap((wall) => {
        const length = Math.hypot(wall.x2 - wall.x1, wall.y2 - wall.y1);
        return wall.openings
          .filter((opening) => opening.kind !== 'window')
          .map((door) => ({
            overhead: door.kind === 'overhead',
            x: wall.x1 + ((wall.x2 - wall.x1) * door.along) / length,
            y: floor.depth - (wall.y1 + ((wall.y2 - wall.y1) * door.along) / length),
            width: door.width,
          }));
      });
      expect(doors.length).toBeGreaterThan(floor.rooms.length / 2);
      const arcs = dxf.arcs.filter((arc) => arc.layer === DXF_LAYERS.doors);
      // A garage's overhead doors have their panel, no swing.
      expect(arcs).toHaveLength(doors.filter((door) => !door.overhead).length);
      expect(dxf.lines.filter((line) => line.layer === DXF_LAYERS.doors)).toHaveLength(doors.length);
      for (const door of doors) {
        // No wall face runs through the door's middle.
        const blocked = walls.some(
          (line) =>
            Math.abs((line.x2 - line.x1) * (door.y - line.y1) - (line.y2 - line.y1) * (door.x - line.x1)) < 1e-3 &&
            Math.min(line.x1, line.x2) - 1e-3 <= door.x &&
            door.x <= Math.max(line.x1, line.x2) + 1e-3 &&
            Math.min(line.y1, line.y2) - 1e-3 <= door.y &&
            door.y <= Math.max(line.y1, line.y2) + 1e-3,
        );
        expect({ door, blocked }).toEqual({ door, blocked: false });
        if (door.overhead) continue;
        // Its swing: hinged at a jamb, as wide as the door, a quarter turn.
        const swing = arcs.find(
          (arc) =>
            Math.abs(Math.hypot(arc.x - door.x, arc.y - door.y) - door.width / 2) < 1e-3 &&
            Math.abs(arc.radius - door.width) < 1e-3,
        );
        expect({ door, swing: swing !== undefined }).toEqual({ door, swing: true });
        if (swing) expect((((swing.endAngle - swing.startAngle) % 360) + 360) % 360).toBeCloseTo(90, 3);
      }
      expect(dxf.texts.map((text) => text.text)).toContain(`${LICENCE_LINE}. Units: feet.`);
    }
  });

  it('refuse a licence without a name', async () => {
    expect(await refusalOf(() => renderCadFilesZip(twoStorey, { buyerName: '', orderNumber: 1 }))).toEqual({
      statusCode: 400,
      message: "The licence needs the buyer's name.",
    });
  });
});
