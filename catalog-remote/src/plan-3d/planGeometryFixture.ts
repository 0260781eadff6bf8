import type { FloorGeometry, PlanGeometry } from 'contracts/src/catalog/planGeometry';

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
          { name: 'Great Room', x: 0, y: 0, width: 40, depth: 18, windows: [{ wall: 'rear', center: 20, width: 5 }] },
          { name: 'Foyer', x: 0, y: 18, width: 20, depth: 12, windows: [] },
          { name: 'Kitchen', x: 20, y: 18, width: 20, depth: 12, windows: [{ wall: 'front', center: 30, width: 5 }] },
        ]
      : [
          { name: 'Master Suite', x: 0, y: 0, width: 40, depth: 18, windows: [{ wall: 'rear', center: 20, width: 5 }] },
          { name: 'Stairs', x: 0, y: 18, width: 40, depth: 12, windows: [] },
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
    {
      x1: 0,
      y1: 30,
      x2: 40,
      y2: 30,
      exterior: true,
      openings: [{ kind: 'door', along: 10, width: 3, sill: 0, height: 6.75 }],
    },
    { x1: 0, y1: 0, x2: 0, y2: 30, exterior: true, openings: [] },
    { x1: 40, y1: 0, x2: 40, y2: 30, exterior: true, openings: [] },
    { x1: 0, y1: 18, x2: 40, y2: 18, exterior: false, openings: [] },
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
