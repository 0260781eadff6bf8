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
import type { FloorWall } from 'contracts/src/catalog/planGeometry';
import { licenceLine, type PlanLicence } from 'contracts/src/delivery/planLicence';
import { roomSize, type FloorLayout } from '../images/floorPlanDrawing';
import { EXTERIOR_WALL, INTERIOR_WALL, wallAxes } from '../plan-geometry/planGeometry';

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

/** Exterior walls are drawn inside the footprint, as thick as the geometry's (6 inches). */
const WALL_THICKNESS = EXTERIOR_WALL;
const STAIR_TREADS = 8;
/** How far inside its wall a garage's overhead door is drawn: its panel's track. */
const OVERHEAD_PANEL_INSET = 1.5;

export interface FloorDxfOptions {
  /** 'Plan #12345AB · Cedar Ridge' */
  heading: string;
  licence: PlanLicence;
}

/** A stretch of a wall's face or a door's line, in the layout's feet (y from the rear wall). */
interface Segment {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
}

/**
 * A door drawn in plan: its hinge, the jamb it closes against and where its leaf stands open, 90° round; or a
 * garage's overhead door, its panel where it runs up inside (no swing).
 */
type DoorSwing =
  | {
      overhead: false;
      hinge: { x: number; y: number };
      closed: { x: number; y: number };
      open: { x: number; y: number };
    }
  | { overhead: true; panel: Segment };

/**
 * A wall of the geometry as a drafter draws it: its two faces, broken at its doors, a jamb line across each end of
 * a door's gap, and each door's leaf and swing (a garage's overhead door, its panel). An outside wall's faces run from the footprint line inwards (its
 * inner face stopping at the inside corners); an inside wall's either side of its line. Inside doors swing to the rear
 * or the left, as the SVG floor plans draw them; doors in outside walls swing in.
 */
function wallDrawing(wall: FloorWall, floor: FloorLayout): { faces: Segment[]; jambs: Segment[]; doors: DoorSwing[] } {
  const axes = wallAxes(wall, floor);
  if (!axes) return { faces: [], jambs: [], doors: [] };
  const { length, ux, uy, nx, ny } = axes;
  const offsets = wall.exterior ? [0, WALL_THICKNESS] : [-INTERIOR_WALL / 2, INTERIOR_WALL / 2];
  const at = (along: number, across: number) => ({
    x: wall.x1 + ux * along + nx * across,
    y: wall.y1 + uy * along + ny * across,
  });
  // An outside wall's inner face stops where the inside of the walls at right angles begins.
  const inside = (point: { x: number; y: number }) => ({
    x: Math.min(floor.width - WALL_THICKNESS, Math.max(WALL_THICKNESS, point.x)),
    y: Math.min(floor.depth - WALL_THICKNESS, Math.max(WALL_THICKNESS, point.y)),
  });
  const doorways = wall.openings.filter((opening) => opening.kind !== 'window').sort((a, b) => a.along - b.along);
  const solid: Array<[number, number]> = [];
  let reached = 0;
  for (const door of doorways) {
    if (door.along - door.width / 2 > reached) solid.push([reached, door.along - door.width / 2]);
    reached = door.along + door.width / 2;
  }
  if (reached < length) solid.push([reached, length]);
  const faces = solid.flatMap(([from, to]) =>
    offsets.flatMap((across) => {
      const inner = wall.exterior && across > 0;
      const start = inner ? inside(at(from, across)) : at(from, across);
      const end = inner ? inside(at(to, across)) : at(to, across);
      return Math.hypot(end.x - start.x, end.y - start.y) > 0.01
        ? [{ x1: start.x, y1: start.y, x2: end.x, y2: end.y }]
        : [];
    }),
  );
  const jambs = doorways.flatMap((door) =>
    [door.along - door.width / 2, door.along + door.width / 2].map((along) => {
      const [first = 0, second = 0] = offsets;
      const start = at(along, first);
      const end = at(along, second);
      return { x1: start.x, y1: start.y, x2: end.x, y2: end.y };
    }),
  );
  const doors = doorways.map((door): DoorSwing => {
    if (door.kind === 'overhead') {
      const start = at(door.along - door.width / 2, OVERHEAD_PANEL_INSET);
      const end = at(door.along + door.width / 2, OVERHEAD_PANEL_INSET);
      return { overhead: true, panel: { x1: start.x, y1: start.y, x2: end.x, y2: end.y } };
    }
    const hinge = at(door.along + door.width / 2, 0);
    return {
      overhead: false,
      hinge,
      closed: at(door.along - door.width / 2, 0),
      open: { x: hinge.x + nx * door.width, y: hinge.y + ny * door.width },
    };
  });
  return { faces, jambs, doors };
}

/**
 * One floor of a plan as a DXF drawing in feet, from the same geometry as the store's SVG floor plans: the walls,
 * outside and in, with a gap, a leaf and a swing for every door (the front doors and those between rooms), every
 * room's outline with its name and size, the windows, stairs and porches, and a title block with the buyer's
 * licence. The DXF's y axis points to the rear: the front wall lies on y = 0.
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

  const cad = (point: { x: number; y: number }) => point3d(point.x, Y(point.y));
  const segment = ({ x1, y1, x2, y2 }: Segment, layerName: string) =>
    dxf.addLine(cad({ x: x1, y: y1 }), cad({ x: x2, y: y2 }), { layerName });
  const degrees = (from: { x: number; y: number }, to: { x: number; y: number }) =>
    (Math.atan2(Y(to.y) - Y(from.y), to.x - from.x) * 180) / Math.PI;
  for (const wall of floor.walls) {
    const { faces, jambs, doors } = wallDrawing(wall, floor);
    for (const face of [...faces, ...jambs]) segment(face, DXF_LAYERS.walls);
    for (const door of doors) {
      if (door.overhead) {
        segment(door.panel, DXF_LAYERS.doors);
        continue;
      }
      const { hinge, closed, open } = door;
      segment({ x1: hinge.x, y1: hinge.y, x2: open.x, y2: open.y }, DXF_LAYERS.doors);
      // The swing, counter-clockwise in CAD's axes from whichever of the two positions comes first that way.
      const [start, end] = [degrees(hinge, closed), degrees(hinge, open)];
      const counterClockwise = (((end - start) % 360) + 360) % 360 <= 180;
      dxf.addArc(
        cad(hinge),
        Math.hypot(open.x - hinge.x, open.y - hinge.y),
        counterClockwise ? start : end,
        counterClockwise ? end : start,
        { layerName: DXF_LAYERS.doors },
      );
    }
  }

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
