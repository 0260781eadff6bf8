/*
 * The narrowest a room of each kind may be drawn, in feet across its short side: what common residential practice
 * furnishes, so that no plan shows a bedroom one cannot put a bed in or a bath a tub does not fit. The layout aims
 * for them and planGeometryCatalogue.test.ts holds the seeded catalogue to them.
 *
 * - Habitable rooms (bedrooms, living, dining, family and bonus rooms): 8 ft. The IRC (R304.2) asks 7 ft in any
 *   horizontal dimension; 8 ft takes a queen bed with a walkway beside it.
 * - A kitchen: 7 ft, a galley's two 2 ft counters and its 3 ft aisle (the IRC exempts kitchens from R304.2). A
 *   breakfast nook 6 ft (a table and chairs), a pool house's kitchenette 5 ft (one counter, its aisle).
 * - A foyer, a mudroom, a laundry: 5 ft (a door's swing and a 3 ft path; a washer's depth and its clearance).
 * - A full bath: 5 ft, a 60 in tub across its end (the standard 5 x 8 ft bath).
 * - A walk-in closet: 4 ft (2 ft of hanging and a 2 ft aisle). A powder room, a pantry, a changing room, storage:
 *   3 ft (the IRC's 30 in for a water closet, R307.1, with its walls; shelves and an aisle).
 * - Stairs: 3 ft (IRC R311.7.1, 36 in), a hall the same (R311.6).
 * - A garage's or a carport's vehicles: 10 ft, a car and its opened door. A workshop: 7 ft (a 2 ft bench, a
 *   machine, room to work); a shed's workbench: 4 ft (the bench and a person at it).
 */

const MINIMUMS: ReadonlyArray<readonly [RegExp, number]> = [
  [/^\d+-Car Garage|^Carport$/, 10],
  [/Bath$/, 5],
  [/^(Powder|Pantry|Changing|Storage)$/, 3],
  [/^Closet$/, 4],
  [/^(Foyer|Mudroom|Laundry)$/, 5],
  [/^Stairs$/, 3],
  [/^Kitchen$/, 7],
  [/^Nook$/, 6],
  [/^Kitchenette$/, 5],
  [/^Workshop$/, 7],
  [/^Workbench$/, 4],
];

/** Bedrooms, living and family rooms: any other room people live in. */
const HABITABLE = 8;

/** Each name's minimum, once found: the layout asks for the same few names many thousand times a plan. */
const known = new Map<string, number>();

/** The narrowest `name` may be across its short side, in feet; a room of two (`Kitchen / Nook`), the wider's. */
export function minimumWidthOf(name: string): number {
  let minimum = known.get(name);
  if (minimum === undefined) {
    minimum = Math.max(
      ...name.split(' / ').map((part) => MINIMUMS.find(([kind]) => kind.test(part))?.[1] ?? HABITABLE),
    );
    known.set(name, minimum);
  }
  return minimum;
}
