import { layOutFloor, roomSize, wallAxes } from '../plan-geometry/planGeometry';
import type { PlanDrawingFacts } from './drawingFacts';
import { line, px, rect, svgDocument, text } from './svgDocument';

// The layout is the plan's geometry (plan-geometry/), shared with the plan documents and the 3D view; these
// re-exports keep the documents' imports where they were.
export { layOutFloor, roomSize, type FloorLayout } from '../plan-geometry/planGeometry';
export type { FloorEntry, FloorPorch, FloorRoom, FloorWindow } from 'contracts/src/catalog/planGeometry';

/** The drawing's own width (its viewBox), which a raster of it at `?w=` is scaled from. */
export const FLOOR_PLAN_WIDTH = 800;
const WIDTH = FLOOR_PLAN_WIDTH;
const HEIGHT = 600;
const FONT = 'font-family="Helvetica,Arial,sans-serif"';
const number = new Intl.NumberFormat('en-US');
const WINDOW = 'stroke="#4fc3f7" stroke-width="4"';

/** Floor `floor` of a plan as a dimensioned floor-plan drawing, or null if the plan has no such floor. */
export function drawFloorPlan(plan: PlanDrawingFacts, floor: number): string | null {
  const layout = layOutFloor(plan, floor);
  if (layout === null) return null;
  const totalDepth = layout.depth + layout.porchFront + layout.porchRear;
  const scale = Math.min((WIDTH - 120) / layout.width, (HEIGHT - 150) / totalDepth);
  const left = (WIDTH - layout.width * scale) / 2;
  const top = 80 + layout.porchRear * scale + (HEIGHT - 150 - totalDepth * scale) / 2;
  const X = (feet: number) => left + feet * scale;
  const Y = (feet: number) => top + feet * scale;
  const out: string[] = [rect(0, 0, WIDTH, HEIGHT, 'fill="#fbfaf6"')];

  for (const porch of layout.porches) {
    out.push(
      rect(
        X(porch.x),
        Y(porch.y),
        porch.width * scale,
        porch.depth * scale,
        'fill="#efe9dc" stroke="#8d8d8d" stroke-dasharray="6 4" stroke-width="1.5"',
      ),
    );
    out.push(
      text(
        X(porch.x + porch.width / 2),
        Y(porch.y + porch.depth / 2) + 4,
        porch.label,
        `${FONT} font-size="12" fill="#616161" text-anchor="middle"`,
      ),
    );
  }

  // Which way a floor's stairs go: up to the floor above, down to the one below (they stand over each other).
  const stairsWay = [floor < plan.story ? 'Up' : '', floor > 1 ? 'Down' : ''].filter(Boolean).join(' · ');
  for (const placed of layout.rooms) {
    const open = placed.name === 'Carport';
    const stairs = placed.name === 'Stairs';
    out.push(
      rect(
        X(placed.x),
        Y(placed.y),
        placed.width * scale,
        placed.depth * scale,
        `fill="${/Garage|Carport|Storage|Workshop/.test(placed.name) ? '#eceff1' : '#ffffff'}" stroke="#455a64" stroke-width="1.5"${open ? ' stroke-dasharray="8 5"' : ''}${stairs ? ' data-room="stairs"' : ''}`,
      ),
    );
    if (placed.name === 'Stairs') {
      for (let tread = 1; tread < 8; tread += 1) {
        const y = Y(placed.y) + (placed.depth * scale * tread) / 8;
        out.push(line(X(placed.x), y, X(placed.x + placed.width), y, 'stroke="#90a4ae" stroke-width="1"'));
      }
    }
    const widthPx = placed.width * scale;
    const depthPx = placed.depth * scale;
    if (widthPx > 44 && depthPx > 18) {
      const centerX = X(placed.x + placed.width / 2);
      const centerY = Y(placed.y + placed.depth / 2);
      const fontSize = Math.max(9, Math.min(14, widthPx / 7));
      out.push(
        text(
          centerX,
          centerY - (depthPx > 36 ? 3 : -4),
          placed.name,
          `${FONT} font-size="${px(fontSize)}" fill="#263238" text-anchor="middle"`,
        ),
      );
      if (depthPx > 36 && widthPx > 56) {
        out.push(
          text(
            centerX,
            centerY + fontSize,
            stairs && stairsWay ? stairsWay : roomSize(placed),
            `${FONT} font-size="${px(fontSize * 0.8)}" fill="#607d8b" text-anchor="middle"`,
          ),
        );
      }
    }
    // Windows where a living room meets an outside wall.
    for (const window of placed.windows) {
      const span = window.width * scale;
      const wallY = Y(window.wall === 'rear' ? 0 : layout.depth);
      out.push(line(X(window.center) - span / 2, wallY, X(window.center) + span / 2, wallY, WINDOW));
    }
  }
  out.push(
    rect(X(0), Y(0), layout.width * scale, layout.depth * scale, 'fill="none" stroke="#263238" stroke-width="5"'),
  );
  // Every door of the geometry, front and back doors, those between rooms and a garage's: a gap in its wall, with
  // the door's leaf and swing. Inside doors swing to the rear or the left, doors in the outside walls swing in; a
  // garage's overhead door is its panel, dashed, where it runs up inside.
  for (const wall of layout.walls) {
    const axes = wallAxes(wall, layout);
    if (!axes) continue;
    const { ux, uy, nx, ny } = axes;
    for (const door of wall.openings.filter((opening) => opening.kind !== 'window')) {
      const jamb = (along: number) => ({ x: X(wall.x1 + ux * along), y: Y(wall.y1 + uy * along) });
      const start = jamb(door.along - door.width / 2);
      const hinge = jamb(door.along + door.width / 2);
      const gap = wall.exterior ? 'stroke="#fbfaf6" stroke-width="6"' : 'stroke="#ffffff" stroke-width="3"';
      out.push(line(start.x, start.y, hinge.x, hinge.y, gap));
      if (door.kind === 'overhead') {
        const inset = 1.5 * scale;
        out.push(
          line(
            start.x + nx * inset,
            start.y + ny * inset,
            hinge.x + nx * inset,
            hinge.y + ny * inset,
            'stroke="#455a64" stroke-width="1.5" stroke-dasharray="6 4" data-door="overhead"',
          ),
        );
        continue;
      }
      const span = door.width * scale;
      const open = { x: hinge.x + nx * span, y: hinge.y + ny * span };
      const sweep = (start.x - hinge.x) * (open.y - hinge.y) - (start.y - hinge.y) * (open.x - hinge.x) > 0 ? 1 : 0;
      out.push(line(hinge.x, hinge.y, open.x, open.y, 'stroke="#455a64" stroke-width="1"'));
      out.push(
        `<path d="M${px(start.x)} ${px(start.y)}A${px(span)} ${px(span)} 0 0 ${sweep} ${px(open.x)} ${px(open.y)}" fill="none" stroke="#455a64" stroke-width="1"/>`,
      );
    }
  }

  const heading = `${layout.title}${layout.heatedArea > 0 ? ` · ${number.format(layout.heatedArea)} sq ft heated` : ''}`;
  out.push(text(40, 44, heading, `${FONT} font-size="20" fill="#263238"`));
  out.push(
    text(
      WIDTH - 40,
      44,
      `${layout.width}' x ${layout.depth}'`,
      `${FONT} font-size="16" fill="#607d8b" text-anchor="end"`,
    ),
  );
  // A 10 ft scale bar and the plan number.
  out.push(line(40, HEIGHT - 30, 40 + 10 * scale, HEIGHT - 30, 'stroke="#263238" stroke-width="3"'));
  out.push(text(40, HEIGHT - 40, '10 ft', `${FONT} font-size="12" fill="#263238"`));
  out.push(
    text(
      WIDTH - 40,
      HEIGHT - 24,
      `Plan #${plan.plan_number}`,
      `${FONT} font-size="14" fill="#607d8b" text-anchor="end"`,
    ),
  );
  return svgDocument({
    width: WIDTH,
    height: HEIGHT,
    title: `${plan.name}: ${layout.title.toLowerCase()} plan`,
    body: out,
  });
}
