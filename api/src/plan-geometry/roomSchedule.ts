import {
  ADDITIONAL_ROOMS,
  BED_BATH_OPTIONS,
  KITCHEN_DINING,
  LAUNDRY_LOCATIONS,
  SPECIAL_FEATURES,
} from 'contracts/src/catalog/codeTables';
import { codeOf } from '../catalog/codeOf';
import type { BuildingKind } from '../images/buildingKind';
import type { PlanDrawingFacts } from '../images/drawingFacts';

/*
 * The rooms each floor of a plan holds, read from its facts (bedrooms, baths, the rooms and features it lists), each
 * with its share of the floor: what planGeometry.ts then lays out. A multi-family building's list is one unit's.
 */

/** A room to lay out: its name and its share of the floor. */
export interface Room {
  name: string;
  weight: number;
  /** The room the front door opens into (a foyer, a living room): laid out last, on the front wall. */
  entry?: boolean;
}

const has = (codes: readonly number[], table: Parameters<typeof codeOf>[0], label: string) =>
  codes.includes(codeOf(table, label));
export const room = (name: string, weight: number): Room => ({ name, weight });
const entryRoom = (name: string, weight: number): Room => ({ name, weight, entry: true });

function bedroomsOnFloor(plan: PlanDrawingFacts, floor: number): { master: boolean; others: number } {
  const masterOnFirst = plan.story === 1 || has(plan.bed_bath_options, BED_BATH_OPTIONS, 'Master Suite - 1st Floor');
  const others = Math.max(0, plan.beds - 1);
  if (plan.story === 1) return { master: true, others };
  if (floor === 1) return { master: masterOnFirst, others: 0 };
  const upstairs = others + (masterOnFirst ? 0 : 1);
  if (plan.story === 2) return { master: !masterOnFirst, others };
  const onSecond = Math.ceil(upstairs * 0.65);
  return floor === 2
    ? { master: !masterOnFirst, others: onSecond - (masterOnFirst ? 0 : 1) }
    : { master: false, others: upstairs - onSecond };
}

/** `count` rooms of one kind: a plan's baths or powder rooms. */
const roomsOf = (count: number, name: string, weight: number): Room[] =>
  Array.from({ length: Math.max(0, count) }, () => room(name, weight));

/**
 * `baths` shared out over floors whose bedrooms need them (`needs`: each floor's bedrooms without a bath of their
 * own): each such floor one while there are enough, the floor with the most bedrooms first; then each next bath to
 * the floor whose bedrooms share one with the most others, never more baths than bedrooms on a floor. Baths no
 * bedroom needs go on the first floor listed.
 */
function shareBaths(baths: number, needs: readonly number[]): number[] {
  // How many bedrooms share each of a floor's baths; a floor with none, the most crowded of all.
  const crowding = (bedrooms: number, shared: number) => (shared === 0 ? bedrooms * 1_000 : bedrooms / shared);
  const given = needs.map(() => 0);
  for (let left = baths; left > 0; left -= 1) {
    let chosen = -1;
    needs.forEach((need, index) => {
      if (need <= (given[index] ?? 0)) return;
      const best = chosen < 0 ? -1 : crowding(needs[chosen] ?? 0, given[chosen] ?? 0);
      if (crowding(need, given[index] ?? 0) > best) chosen = index;
    });
    const floor = Math.max(0, chosen);
    given[floor] = (given[floor] ?? 0) + 1;
  }
  return given;
}

/**
 * A house's full baths: the master suite's own when the house has two or more (or the suite is its only bedroom),
 * the others shared by the other bedrooms (with the master's, when it has none), floor by floor (shareBaths).
 * `shared[floor - 1]` is floor `floor`'s.
 */
function houseBaths(plan: PlanDrawingFacts): { masterBath: boolean; shared: number[] } {
  const masterBath = plan.full_bathrooms >= 2 || plan.beds <= 1;
  const floors = Array.from({ length: Math.max(1, plan.story) }, (_, index) => bedroomsOnFloor(plan, index + 1));
  const needs = floors.map(({ master, others }) => others + (master && !masterBath ? 1 : 0));
  return { masterBath, shared: shareBaths(plan.full_bathrooms - (masterBath ? 1 : 0), needs) };
}

function houseRooms(plan: PlanDrawingFacts, floor: number): Room[] {
  const { master, others } = bedroomsOnFloor(plan, floor);
  const { masterBath, shared } = houseBaths(plan);
  const rooms: Room[] = [];
  const extra = (label: string, name: string, weight: number) => {
    if (has(plan.additional_rooms, ADDITIONAL_ROOMS, label)) rooms.push(room(name, weight));
  };
  const front: Room[] = [];
  if (floor === 1) {
    rooms.push(room('Great Room', 3), room('Kitchen', 1.9));
    if (has(plan.kitchen_dining, KITCHEN_DINING, 'Breakfast Nook')) rooms.push(room('Nook', 0.8));
    if (has(plan.kitchen_dining, KITCHEN_DINING, 'Butler Walk-in Pantry')) rooms.push(room('Pantry', 0.4));
    extra('Keeping Room', 'Keeping Room', 1.2);
    extra('Sunroom', 'Sunroom', 1.1);
    extra('Mudroom', 'Mudroom', 0.5);
    if (has(plan.laundry_locations, LAUNDRY_LOCATIONS, 'Main Level')) rooms.push(room('Laundry', 0.5));
    // The front row: entry, stairs and the rooms guests see first.
    if (has(plan.kitchen_dining, KITCHEN_DINING, 'Formal Dining') || plan.beds >= 3) front.push(room('Dining', 1.4));
    front.push(...roomsOf(plan.half_bathrooms, 'Powder', 0.3));
    if (plan.story > 1) front.push(room('Stairs', 0.5));
    front.push(entryRoom('Foyer', 0.6));
    if (has(plan.additional_rooms, ADDITIONAL_ROOMS, 'Home Office')) front.push(room('Office', 1));
    if (has(plan.additional_rooms, ADDITIONAL_ROOMS, 'Library/Study')) front.push(room('Study', 1));
    if (has(plan.additional_rooms, ADDITIONAL_ROOMS, 'Den')) front.push(room('Den', 1.1));
  } else {
    rooms.push(room('Stairs', 0.5));
    if (floor === 2) {
      extra('Loft', 'Loft', 1.4);
      extra('Game/Rec Room', 'Game Room', 1.6);
      extra('Playroom', 'Playroom', 1.2);
      extra('Media Room', 'Media Room', 1.4);
      if (has(plan.laundry_locations, LAUNDRY_LOCATIONS, 'Upstairs')) rooms.push(room('Laundry', 0.5));
    }
    if (floor === plan.story) extra('Bonus Room', 'Bonus Room', 1.8);
    // A top floor with no bedroom and no other room named is a bonus room, not a floor of stairs alone.
    if (rooms.length === 1 && !master && others === 0) rooms.push(room('Bonus Room', 1.8));
  }
  if (master) {
    rooms.push(room('Master Suite', 2.2));
    if (masterBath) rooms.push(room('Master Bath', 0.9));
    rooms.push(room('Closet', 0.5));
  }
  // Bedroom 1 is the master suite; the others are numbered on from the lowest floor.
  let numbered = 1;
  for (let below = 1; below < floor; below += 1) numbered += bedroomsOnFloor(plan, below).others;
  for (let index = 0; index < others; index += 1) rooms.push(room(`Bedroom ${numbered + index + 1}`, 1.4));
  rooms.push(...roomsOf(shared[floor - 1] ?? 0, 'Bath', 0.7));
  return [...rooms, ...front];
}

/**
 * The bedrooms of each floor of a unit (`[floor - 1]`): on its one floor, or shared out over its upper floors, the
 * lower ones taking the odd one.
 */
function unitBedrooms(plan: PlanDrawingFacts, bedsPerUnit: number): number[] {
  if (plan.story <= 1) return [bedsPerUnit];
  const floors = plan.story - 1;
  const upTo = (upper: number) => Math.floor((bedsPerUnit * upper) / floors + 1e-9);
  return [0, ...Array.from({ length: floors }, (_, upper) => upTo(upper + 1) - upTo(upper))];
}

function unitRooms(plan: PlanDrawingFacts, floor: number, units: number): Room[] {
  const bedsPerUnit = Math.max(1, Math.round(plan.beds / units));
  const bedrooms = unitBedrooms(plan, bedsPerUnit);
  // Each unit its share of the building's baths: the full ones by its floors' bedrooms, the half ones downstairs.
  const baths = shareBaths(Math.round(plan.full_bathrooms / units), bedrooms);
  const rooms: Room[] = [];
  if (floor === 1) {
    // A one-storey unit's front door opens into its living room; a taller one's into its stair hall, at the front.
    rooms.push(plan.story > 1 ? room('Living', 2) : entryRoom('Living', 2), room('Kitchen', 1.3));
    rooms.push(...roomsOf(Math.round(plan.half_bathrooms / units), 'Powder', 0.3));
    if (plan.story > 1) rooms.push(entryRoom('Stairs', 0.5));
  } else {
    rooms.push(room('Stairs', 0.5));
  }
  const beds = bedrooms[floor - 1] ?? 0;
  const first = bedrooms.slice(0, floor - 1).reduce((sum, count) => sum + count, 0);
  for (let index = 0; index < beds; index += 1) rooms.push(room(`Bed ${first + index + 1}`, 1.3));
  rooms.push(...roomsOf(baths[floor - 1] ?? 0, 'Bath', 0.7));
  // An upper floor left without a bedroom is a loft.
  if (floor > 1 && beds === 0) rooms.push(room('Loft', 1.4));
  return rooms;
}

function apartmentRooms(plan: PlanDrawingFacts): Room[] {
  const rooms = [entryRoom('Living', 2), room('Kitchen', 1.2), room('Bedroom', 1.4)];
  if (plan.beds > 1) rooms.push(room('Bedroom 2', 1.2));
  rooms.push(...roomsOf(plan.full_bathrooms, 'Bath', 0.7), ...roomsOf(plan.half_bathrooms, 'Powder', 0.3));
  if (plan.laundry_locations.length > 0) rooms.push(room('Laundry', 0.35));
  return rooms;
}

function garageRooms(plan: PlanDrawingFacts, kind: BuildingKind, floor: number): Room[] {
  const workshop = has(plan.special_features, SPECIAL_FEATURES, 'Workshop');
  if (floor === 1) {
    const vehicles = room(kind === 'carport' ? 'Carport' : `${plan.cars}-Car Garage`, 4);
    const rooms: Room[] = [];
    if (workshop) rooms.push(room('Workshop', 1.4));
    if (plan.story > 1) rooms.push(room('Stairs', 0.4));
    if (kind === 'garage-apartment' && plan.story === 1) rooms.push(...apartmentRooms(plan));
    // A garage's own powder room (a workshop's); an apartment's baths are the apartment's.
    if (kind !== 'garage-apartment') rooms.push(...roomsOf(plan.half_bathrooms, 'Powder', 0.3));
    return [vehicles, ...rooms];
  }
  return kind === 'garage-apartment'
    ? [room('Stairs', 0.4), ...apartmentRooms(plan)]
    : [room('Stairs', 0.4), room('Bonus Room', 3), room('Storage', 1)];
}

function outbuildingRooms(plan: PlanDrawingFacts, kind: BuildingKind): Room[] {
  if (kind === 'pool-house') {
    const rooms = [entryRoom('Lounge', 2.5), room('Kitchenette', 1)];
    if (plan.beds > 0) rooms.push(room('Bedroom', 1.4));
    rooms.push(...roomsOf(plan.full_bathrooms, 'Bath', 0.6), ...roomsOf(plan.half_bathrooms, 'Powder', 0.6));
    rooms.push(room('Changing', 0.5));
    return rooms;
  }
  if (kind === 'studio') {
    const rooms = [entryRoom('Studio', 3)];
    rooms.push(...roomsOf(plan.full_bathrooms, 'Bath', 0.6), ...roomsOf(plan.half_bathrooms, 'Powder', 0.4));
    rooms.push(room('Storage', 0.5));
    return rooms;
  }
  return plan.sq_ft > 160 ? [room('Storage', 2), room('Workbench', 1)] : [room('Storage', 1)];
}

/** The rooms of floor `floor` of a plan, in the order they are laid out (one unit's in a multi-family building). */
export function roomsOnFloor(plan: PlanDrawingFacts, kind: BuildingKind, floor: number): Room[] {
  if (kind === 'multi-family') return unitRooms(plan, floor, Math.max(2, plan.units));
  if (kind === 'house') return houseRooms(plan, floor);
  if (kind === 'shed' || kind === 'pool-house' || kind === 'studio') return outbuildingRooms(plan, kind);
  return garageRooms(plan, kind, floor);
}
