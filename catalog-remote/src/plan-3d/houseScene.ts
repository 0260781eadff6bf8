import {
  BoxGeometry,
  BufferGeometry,
  Color,
  DirectionalLight,
  DoubleSide,
  Float32BufferAttribute,
  Group,
  HemisphereLight,
  Mesh,
  MeshLambertMaterial,
  PerspectiveCamera,
  PlaneGeometry,
  Scene,
  WebGLRenderer,
  type Material,
} from 'three';
import type { FloorGeometry, FloorRoom, FloorWall, PlanGeometry } from 'contracts/src/catalog/planGeometry';
import { openDoor } from './doorSwing';
import { EYE_HEIGHT, walkFloor, type HouseView } from './houseView';
import { roofShape, type Triangle } from './roofShape';

/**
 * The house in three.js, built from the plan's geometry (the same walls, openings and floors its floor plans are
 * drawn from) and drawn only when the view changes: no animation loop burns the shopper's battery. This module is
 * loaded with import() when the 3D view opens, so three.js stays out of the plan page's first load.
 */
export interface HouseScene {
  show(view: HouseView): void;
  resize(width: number, height: number): void;
  dispose(): void;
}

const COLOURS = {
  sky: '#dfeaf2',
  ground: '#9cbf7e',
  slab: '#c9c1b4',
  floor: '#d9b98f',
  wetFloor: '#e7ecef',
  garageFloor: '#b8bcbf',
  exterior: '#f1ebe0',
  /** The outside walls' paint on a single sheet seen from both sides: gable ends, parapets. */
  exteriorBothSides: '#f1ebe0',
  interior: '#fbfaf6',
  partition: '#fbfaf6',
  glass: '#7fb6d9',
  door: '#7a5236',
  roof: '#5d4a42',
  porch: '#b9a58a',
} as const;

const WET_ROOMS = /Bath|Powder|Laundry|Kitchen|Mudroom|Pantry/;
const GARAGE_ROOMS = /Garage|Carport|Workshop|Storage|Workbench/;

/** Plan feet to scene units: the house centred on the origin, its front towards +z, up +y. */
function placer(geometry: PlanGeometry) {
  return {
    x: (x: number) => x - geometry.width / 2,
    z: (y: number) => y - geometry.depth / 2,
  };
}

function box(width: number, height: number, depth: number, material: Material, x: number, y: number, z: number): Mesh {
  const mesh = new Mesh(new BoxGeometry(width, height, depth), material);
  mesh.position.set(x, y, z);
  return mesh;
}

type Materials = Record<keyof typeof COLOURS, Material>;

function materials(): Materials {
  const made = {} as Record<keyof typeof COLOURS, Material>;
  for (const [name, colour] of Object.entries(COLOURS) as Array<[keyof typeof COLOURS, string]>) {
    made[name] =
      name === 'glass'
        ? new MeshLambertMaterial({ color: colour, transparent: true, opacity: 0.45 })
        : name === 'roof' || name === 'exteriorBothSides'
          ? new MeshLambertMaterial({ color: colour, side: DoubleSide })
          : new MeshLambertMaterial({ color: colour });
  }
  return made;
}

/**
 * A wall as boxes around its openings: full-height piers between them, and under and over each opening a sill
 * and a header; a window gets a pane of glass, a door its leaf standing open against the jamb (as the floor plan
 * draws its swing), so the walker sees through the doorway into the next room.
 */
function wallMeshes(
  wall: FloorWall,
  floor: FloorGeometry,
  thickness: number,
  paint: Materials,
  at: ReturnType<typeof placer>,
) {
  const group = new Group();
  const length = Math.hypot(wall.x2 - wall.x1, wall.y2 - wall.y1);
  const height = floor.wallHeight;
  const material = wall.exterior ? paint.exterior : paint.partition;
  const piece = (from: number, to: number, bottom: number, top: number, surface = material, thick = thickness) => {
    if (to - from < 0.01 || top - bottom < 0.01) return;
    group.add(box(to - from, top - bottom, thick, surface, (from + to) / 2, (bottom + top) / 2, 0));
  };
  let cursor = 0;
  for (const opening of [...wall.openings].sort((a, b) => a.along - b.along)) {
    const from = Math.max(cursor, opening.along - opening.width / 2);
    const to = Math.min(length, opening.along + opening.width / 2);
    piece(cursor, from, 0, height);
    piece(from, to, 0, opening.sill);
    piece(from, to, opening.sill + opening.height, height);
    const door = openDoor(opening, wall, floor);
    if (door === null) piece(from, to, opening.sill, opening.sill + opening.height, paint.glass, 0.1);
    else if (door.shape === 'panel') {
      // A garage's door, run up inside under the ceiling on its tracks, the opening clear below it.
      const panel = box(to - from, 0.15, opening.height, paint.door, (from + to) / 2, opening.height + 0.1, 0);
      panel.position.z = (-opening.height / 2) * door.side;
      group.add(panel);
    } else {
      // Hinged at the opening's far jamb and swung open square to the wall: in from the outside walls, to the rear
      // or the left inside.
      const leaf = box(0.15, opening.height, to - from, paint.door, to - 0.1, opening.height / 2, 0);
      leaf.position.z = (-(to - from) / 2) * door.side;
      group.add(leaf);
    }
    cursor = Math.max(cursor, to);
  }
  piece(cursor, length, 0, height);
  // Laid along +x from the wall's start, then turned onto the wall.
  group.rotation.y = -Math.atan2(wall.y2 - wall.y1, wall.x2 - wall.x1);
  group.position.set(at.x(wall.x1), floor.level, at.z(wall.y1));
  return group;
}

/** A flight of treads along the stairs' longer side, from this floor up to the next. */
function stairFlight(room: FloorRoom, floor: FloorGeometry, paint: Materials, at: ReturnType<typeof placer>): Group {
  const group = new Group();
  const steps = 14;
  const rise = floor.wallHeight / steps;
  const alongX = room.width >= room.depth;
  const run = (alongX ? room.width : room.depth) / steps;
  // Against one side (the rear, or the right), leaving the middle of the room, where the walker stands, free.
  const across = (alongX ? room.depth : room.width) * 0.4;
  for (let step = 0; step < steps; step += 1) {
    const height = rise * (step + 1);
    // Rising towards the right (a flight along x) or the rear (along y).
    const offset = (step + 0.5) * run;
    const x = alongX ? room.x + offset : room.x + room.width - across / 2;
    const y = alongX ? room.y + across / 2 : room.y + room.depth - offset;
    group.add(
      box(
        alongX ? run : across,
        height,
        alongX ? across : run,
        paint.floor,
        at.x(x),
        floor.level + height / 2,
        at.z(y),
      ),
    );
  }
  return group;
}

function floorGroup(geometry: PlanGeometry, floor: FloorGeometry, paint: Materials): Group {
  const at = placer(geometry);
  const group = new Group();
  group.name = `floor-${floor.floor}`;
  const slab = 0.5;
  group.add(box(geometry.width, slab, geometry.depth, paint.slab, 0, floor.level - slab / 2, 0));
  for (const room of floor.rooms) {
    const surface = GARAGE_ROOMS.test(room.name)
      ? paint.garageFloor
      : WET_ROOMS.test(room.name)
        ? paint.wetFloor
        : paint.floor;
    const plane = new Mesh(new PlaneGeometry(room.width, room.depth), surface);
    plane.rotation.x = -Math.PI / 2;
    plane.position.set(at.x(room.x + room.width / 2), floor.level + 0.02, at.z(room.y + room.depth / 2));
    group.add(plane);
    if (room.name === 'Stairs' && geometry.floors.some((other) => other.floor === floor.floor + 1))
      group.add(stairFlight(room, floor, paint, at));
  }
  for (const porch of floor.porches) {
    group.add(
      box(
        porch.width,
        0.4,
        porch.depth,
        paint.porch,
        at.x(porch.x + porch.width / 2),
        0.2,
        at.z(porch.y + porch.depth / 2),
      ),
    );
    // Posts at the porch's outer corners under a flat porch roof.
    const outer = porch.label === 'Front Porch' ? porch.y + porch.depth - 0.5 : porch.y + 0.5;
    for (const x of [porch.x + 0.5, porch.x + porch.width - 0.5])
      group.add(
        box(0.5, floor.wallHeight, 0.5, paint.interior, at.x(x), floor.level + floor.wallHeight / 2, at.z(outer)),
      );
    group.add(
      box(
        porch.width + 1,
        0.4,
        porch.depth + 0.5,
        paint.roof,
        at.x(porch.x + porch.width / 2),
        floor.level + floor.wallHeight + 0.2,
        at.z(porch.y + porch.depth / 2),
      ),
    );
  }
  for (const wall of floor.walls) {
    const thickness = wall.exterior ? geometry.exteriorWallThickness : geometry.interiorWallThickness;
    group.add(wallMeshes(wall, floor, thickness, paint, at));
  }
  // Corner posts: hidden in the walls of a closed building, they hold up a carport's roof.
  for (const [x, y] of [
    [0, 0],
    [geometry.width, 0],
    [0, geometry.depth],
    [geometry.width, geometry.depth],
  ] as const)
    group.add(box(0.6, floor.wallHeight, 0.6, paint.exterior, at.x(x), floor.level + floor.wallHeight / 2, at.z(y)));
  return group;
}

/** Triangles from [x, y, z] corners, as one mesh. */
function surface(triangles: readonly Triangle[], material: Material): Mesh {
  const shape = new BufferGeometry();
  shape.setAttribute('position', new Float32BufferAttribute(triangles.flat(2), 3));
  shape.computeVertexNormals();
  return new Mesh(shape, material);
}

/**
 * The roof over the outside walls, as the plan's style builds it (gable, hip, shed, flat, parapet, gambrel, mansard,
 * saltbox, A-frame: roofShape.ts), at the plan's pitch; gable ends and parapets in the outside walls' paint.
 */
function roofGroup(geometry: PlanGeometry, paint: Materials): Group {
  const group = new Group();
  group.name = 'roof';
  const shape = roofShape(geometry);
  group.add(surface(shape.surfaces, paint.roof));
  if (shape.walls.length > 0) group.add(surface(shape.walls, paint.exteriorBothSides));
  if (shape.turned) group.rotation.y = Math.PI / 2;
  return group;
}

function ground(paint: Materials, size: number): Mesh {
  const plane = new Mesh(new PlaneGeometry(size * 8, size * 8), paint.ground);
  plane.rotation.x = -Math.PI / 2;
  plane.position.y = -0.01;
  return plane;
}

/**
 * The vertical field of view that keeps `degrees` across the narrower side: a phone's tall viewport sees as much of
 * the house from side to side as a wide one does.
 */
function fovFor(degrees: number, aspect: number): number {
  if (aspect >= 1) return degrees;
  return Math.min(90, (2 * Math.atan(Math.tan((degrees * Math.PI) / 360) / aspect) * 180) / Math.PI);
}

/** Builds the house on a canvas; throws when the browser cannot give it a WebGL context. */
export function createHouseScene(canvas: HTMLCanvasElement, geometry: PlanGeometry): HouseScene {
  const renderer = new WebGLRenderer({ canvas, antialias: true });
  renderer.setPixelRatio(Math.min(window.devicePixelRatio || 1, 2));
  const scene = new Scene();
  scene.background = new Color(COLOURS.sky);
  const paint = materials();
  const size = Math.max(geometry.width, geometry.depth);
  scene.add(ground(paint, size));
  scene.add(new HemisphereLight('#ffffff', '#6b7b5a', 1.6));
  const sun = new DirectionalLight('#ffffff', 1.8);
  sun.position.set(size, size * 1.5, size * 0.8);
  scene.add(sun);
  const floors = geometry.floors.map((floor) => floorGroup(geometry, floor, paint));
  floors.forEach((group) => scene.add(group));
  const roof = roofGroup(geometry, paint);
  scene.add(roof);
  const camera = new PerspectiveCamera(55, 1, 0.3, size * 20);
  const at = placer(geometry);
  let current: HouseView | null = null;

  const draw = () => {
    if (!current) return;
    const view = current;
    const walking = walkFloor(geometry, view.floor).floor;
    // Floor by floor: a chosen floor is seen with those under it and no roof; walking shows the floor walked on.
    const top = view.mode === 'walk' ? walking : view.floor === 'all' ? geometry.floors.length : view.floor;
    floors.forEach((group, index) => {
      group.visible = index + 1 <= top;
    });
    roof.visible = view.mode === 'orbit' && view.floor === 'all';
    if (view.mode === 'orbit') {
      const { azimuth, elevation, distance } = view.orbit;
      const a = (azimuth * Math.PI) / 180;
      const e = (elevation * Math.PI) / 180;
      const targetY = view.floor === 'all' ? geometry.roof.ridgeHeight / 2 : walkFloor(geometry, view.floor).level;
      camera.fov = fovFor(55, camera.aspect);
      camera.position.set(
        Math.sin(a) * Math.cos(e) * distance,
        targetY + Math.sin(e) * distance,
        Math.cos(a) * Math.cos(e) * distance,
      );
      camera.lookAt(0, targetY, 0);
    } else {
      const floor = walkFloor(geometry, view.floor);
      const h = (view.walk.heading * Math.PI) / 180;
      const eye = floor.level + EYE_HEIGHT;
      camera.fov = fovFor(70, camera.aspect);
      camera.position.set(at.x(view.walk.x), eye, at.z(view.walk.y));
      camera.lookAt(at.x(view.walk.x + Math.sin(h)), eye, at.z(view.walk.y - Math.cos(h)));
    }
    camera.updateProjectionMatrix();
    renderer.render(scene, camera);
  };

  return {
    show(view) {
      current = view;
      draw();
    },
    resize(width, height) {
      renderer.setSize(width, height, false);
      camera.aspect = width / Math.max(height, 1);
      draw();
    },
    dispose() {
      scene.traverse((object) => {
        if (object instanceof Mesh && object.geometry instanceof BufferGeometry) object.geometry.dispose();
      });
      Object.values(paint).forEach((material) => material.dispose());
      renderer.dispose();
    },
  };
}
