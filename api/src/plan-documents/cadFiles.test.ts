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

      // The outside walls: the footprint, and the wall's inner face 6 inches in.
      const walls = dxf.outlines.filter((outline) => outline.layer === DXF_LAYERS.walls);
      expect(walls).toHaveLength(2);
      expect(walls[0]).toMatchObject({ closed: true, minX: 0, minY: 0, maxX: floor.width, maxY: floor.depth });
      expect(walls[1]).toMatchObject({ minX: 0.5, minY: 0.5, maxX: floor.width - 0.5, maxY: floor.depth - 0.5 });

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
      expect(dxf.entityTypes.filter((type) => type === `ARC@${DXF_LAYERS.doors}`)).toHaveLength(floor.entry ? 1 : 0);
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
