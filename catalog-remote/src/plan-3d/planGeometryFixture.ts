import type { FloorGeometry, FloorWall, PlanGeometry, WallOpening } from 'contracts/src/catalog/planGeometry';

const door = (along: number, width = 2.67): WallOpening => ({ kind: 'door', along, width, sill: 0, height: 6.75 });
const inside = (x1: number, y1: number, x2: number, y2: number, ...openings: WallOpening[]): FloorWall => ({
  x1,
  y1,
  x2,
  y2,
  exterior: false,
  openings,
});

/**
 * Two floors with their stairs one over the other (x 30 to 40, y 0 to 18). Downstairs the front door opens into the
 * foyer, which has doors into the great room (x 8.7 to 11.3) and the kitchen; upstairs the stairs open into the
 * master suite and the bedroom in front.
 */
const floor = (number: 1 | 2): FloorGeometry => ({
  floor: number,
  title: number === 1 ? 'First floor' : 'Second floor',
  kind: 'house',
  width: 40,
  depth: 30,
  heatedArea: 1000,
  porchFront: number === 1 ? 6 : 0,
  porchRear: 0,
  porches: number === 1 ? [{ label: 'Front Porch', x: 8, y: 30, width: 24, depth: 6 }] : [],
  rooms:
    number === 1
      ? [
          { name: 'Great Room', x: 0, y: 0, width: 30, depth: 18, windows: [{ wall: 'rear', center: 20, width: 5 }] },
          { name: 'Stairs', x: 30, y: 0, width: 10, depth: 18, windows: [] },
          { name: 'Foyer', x: 0, y: 18, width: 20, depth: 12, windows: [] },
          { name: 'Kitchen', x: 20, y: 18, width: 20, depth: 12, windows: [{ wall: 'front', center: 30, width: 5 }] },
        ]
      : [
          { name: 'Master Suite', x: 0, y: 0, width: 30, depth: 18, windows: [{ wall: 'rear', center: 20, width: 5 }] },
          { name: 'Stairs', x: 30, y: 0, width: 10, depth: 18, windows: [] },
          { name: 'Bedroom 2', x: 0, y: 18, width: 40, depth: 12, windows: [] },
        ],
  entry: number === 1 ? { center: 10, width: 3 } : null,
  level: number === 1 ? 0.5 : 10.5,
  wallHeight: 10,
  walls: [
    {
      x1: 0,
      y1: 0,
      x2: 40,
      y2: 0,
      exterior: true,
      openings: [{ kind: 'window', along: 20, width: 5, sill: 3, height: 4 }],
    },
    { x1: 0, y1: 30, x2: 40, y2: 30, exterior: true, openings: number === 1 ? [door(10, 3)] : [] },
    { x1: 0, y1: 0, x2: 0, y2: 30, exterior: true, openings: [] },
    { x1: 40, y1: 0, x2: 40, y2: 30, exterior: true, openings: [] },
    inside(30, 0, 30, 18, door(9)),
    ...(number === 1
      ? [inside(0, 18, 40, 18, door(10)), inside(20, 18, 20, 30, door(6))]
      : [inside(0, 18, 40, 18, door(35))]),
  ],
});

/** A small two-storey house, as GET plans/{id}/geometry answers it. */
export const planGeometryFixture = (): PlanGeometry => ({
  planId: '42',
  name: 'Willow',
  planNumber: '1042',
  kind: 'house',
  width: 40,
  depth: 30,
  exteriorWallThickness: 0.5,
  interiorWallThickness: 0.375,
  floors: [floor(1), floor(2)],
  roof: { form: 'gable', pitch: 6, ridgeAxis: 'x', eaveHeight: 20.5, ridgeHeight: 28, overhang: 1.5 },
});
