import {
  Colors,
  DxfWriter,
  LWPolylineFlags,
  TextHorizontalAlignment,
  TextVerticalAlignment,
  Units,
  point2d,
  point3d,
} from '@tarikjabiri/dxf';
import { licenceLine, type PlanLicence } from 'contracts/src/delivery/planLicence';
import { roomSize, type FloorLayout } from '../images/floorPlanDrawing';

/** Layers named after the U.S. National CAD Standard, as a drafter opening the file expects them. */
export const DXF_LAYERS = Object.freeze({
  walls: 'A-WALL',
  rooms: 'A-AREA',
  roomNames: 'A-AREA-IDEN',
  doors: 'A-DOOR',
  windows: 'A-GLAZ',
  stairs: 'A-FLOR-STRS',
  porches: 'A-FLOR-OTLN',
  titleBlock: 'A-ANNO-TTLB',
});

/** Exterior walls are 2x6 framing with sheathing and finishes: drawn 6 inches thick, inside the footprint. */
const WALL_THICKNESS = 0.5;
const STAIR_TREADS = 8;

export interface FloorDxfOptions {
  /** 'Plan #12345AB · Cedar Ridge' */
  heading: string;
  licence: PlanLicence;
}

/**
 * One floor of a plan as a DXF drawing in feet, from the same layout as the store's SVG floor plans: the outside
 * walls, every room's outline with its name and size, the entry door, the windows, stairs and porches, and a title
 * block with the buyer's licence. The DXF's y axis points to the rear: the front wall lies on y = 0.
 */
export function renderFloorDxf(floor: FloorLayout, { heading, licence }: FloorDxfOptions): string {
  const dxf = new DxfWriter();
  dxf.setUnits(Units.Feet);
  dxf.addLayer(DXF_LAYERS.walls, Colors.White);
  dxf.addLayer(DXF_LAYERS.rooms, Colors.Cyan);
  dxf.addLayer(DXF_LAYERS.roomNames, Colors.White);
  dxf.addLayer(DXF_LAYERS.doors, Colors.Yellow);
  dxf.addLayer(DXF_LAYERS.windows, Colors.Blue);
  dxf.addLayer(DXF_LAYERS.stairs, Colors.Green);
  dxf.addLayer(DXF_LAYERS.porches, Colors.Magenta);
  dxf.addLayer(DXF_LAYERS.titleBlock, Colors.White);

  // The layout measures y from the rear wall towards the front; CAD measures y upwards from the front wall.
  const Y = (feetFromRear: number) => floor.depth - feetFromRear;
  const rectangle = (x: number, y: number, width: number, depth: number, layerName: string) =>
    dxf.addLWPolyline(
      [
        { point: point2d(x, Y(y + depth)) },
        { point: point2d(x + width, Y(y + depth)) },
        { point: point2d(x + width, Y(y)) },
        { point: point2d(x, Y(y)) },
      ],
      { flags: LWPolylineFlags.Closed, layerName },
    );
  const label = (x: number, y: number, height: number, value: string, layerName: string) => {
    const at = point3d(x, y);
    dxf.addText(at, height, value, {
      layerName,
      horizontalAlignment: TextHorizontalAlignment.Center,
      verticalAlignment: TextVerticalAlignment.Middle,
      secondAlignmentPoint: at,
    });
  };

  rectangle(0, 0, floor.width, floor.depth, DXF_LAYERS.walls);
  rectangle(
    WALL_THICKNESS,
    WALL_THICKNESS,
    floor.width - 2 * WALL_THICKNESS,
    floor.depth - 2 * WALL_THICKNESS,
    DXF_LAYERS.walls,
  );

  for (const room of floor.rooms) {
    rectangle(room.x, room.y, room.width, room.depth, DXF_LAYERS.rooms);
    const centerX = room.x + room.width / 2;
    const centerY = Y(room.y + room.depth / 2);
    const height = Math.max(0.3, Math.min(0.75, room.width / 10, room.depth / 4));
    label(centerX, centerY + height * 0.7, height, room.name, DXF_LAYERS.roomNames);
    label(centerX, centerY - height * 0.7, height * 0.7, roomSize(room), DXF_LAYERS.roomNames);
    if (room.name === 'Stairs') {
      for (let tread = 1; tread < STAIR_TREADS; tread += 1) {
        const y = Y(room.y + (room.depth * tread) / STAIR_TREADS);
        dxf.addLine(point3d(room.x, y), point3d(room.x + room.width, y), { layerName: DXF_LAYERS.stairs });
      }
    }
    for (const window of room.windows) {
      const wallY = window.wall === 'rear' ? floor.depth : 0;
      const insideY = window.wall === 'rear' ? wallY - WALL_THICKNESS : wallY + WALL_THICKNESS;
      for (const y of [wallY, insideY]) {
        dxf.addLine(point3d(window.center - window.width / 2, y), point3d(window.center + window.width / 2, y), {
          layerName: DXF_LAYERS.windows,
        });
      }
    }
  }

  if (floor.entry) {
    // The door leaf stands open into the house, hinged at the right jamb, with its swing.
    const hinge = point3d(floor.entry.center + floor.entry.width / 2, 0);
    dxf.addLine(hinge, point3d(hinge.x, floor.entry.width), { layerName: DXF_LAYERS.doors });
    dxf.addArc(hinge, floor.entry.width, 90, 180, { layerName: DXF_LAYERS.doors });
  }

  for (const porch of floor.porches) {
    rectangle(porch.x, porch.y, porch.width, porch.depth, DXF_LAYERS.porches);
    label(porch.x + porch.width / 2, Y(porch.y + porch.depth / 2), 0.6, porch.label, DXF_LAYERS.roomNames);
  }

  const below = -floor.porchFront - 3;
  dxf.addText(point3d(0, below), 1.2, `${heading} - ${floor.title} plan`, { layerName: DXF_LAYERS.titleBlock });
  dxf.addText(point3d(0, below - 2), 0.6, `${licenceLine(licence)}. Units: feet.`, {
    layerName: DXF_LAYERS.titleBlock,
  });
  return dxf.stringify();
}
