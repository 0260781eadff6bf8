import { line, polygon, rect, svgDocument } from '../images/svgDocument';

export const BLOG_COVER_THEMES = ['lot', 'budget', 'garage', 'modifications', 'farmhouse', 'small-home'] as const;
export type BlogCoverTheme = (typeof BLOG_COVER_THEMES)[number];

export function isBlogCoverTheme(value: string): value is BlogCoverTheme {
  return (BLOG_COVER_THEMES as readonly string[]).includes(value);
}

const WIDTH = 800;
const HEIGHT = 450;
const GROUND = 360;
const STROKE = 'stroke="#ffffff" stroke-width="4" stroke-linejoin="round"';
/** An outline only. */
const INK = `${STROKE} fill="none"`;
/** An outline over a faint white fill. */
const SHAPE = `${STROKE} fill="#ffffff" fill-opacity=".16"`;

interface Palette {
  sky: string;
  ground: string;
}

const PALETTES: Record<BlogCoverTheme, Palette> = {
  lot: { sky: '#1f4e79', ground: '#2e6b3f' },
  budget: { sky: '#24476b', ground: '#3b5d2c' },
  garage: { sky: '#37474f', ground: '#4e5d3a' },
  modifications: { sky: '#0b4f6c', ground: '#355c3a' },
  farmhouse: { sky: '#2f5d3a', ground: '#6b5a2e' },
  'small-home': { sky: '#4a3f6b', ground: '#3c6b45' },
};

/** A blueprint grid behind the drawing. */
function grid(): string[] {
  const lines: string[] = [];
  for (let x = 40; x < WIDTH; x += 40) lines.push(line(x, 0, x, GROUND, 'stroke="#ffffff" stroke-opacity=".08"'));
  for (let y = 40; y < GROUND; y += 40) lines.push(line(0, y, WIDTH, y, 'stroke="#ffffff" stroke-opacity=".08"'));
  return lines;
}

/** A gabled house outline standing on the ground line: x is its left edge. */
function house(x: number, width: number, wallHeight: number, roofHeight: number): string[] {
  const top = GROUND - wallHeight;
  const doorWidth = 44;
  return [
    rect(x, top, width, wallHeight, SHAPE),
    polygon(
      [
        [x - 16, top],
        [x + width / 2, top - roofHeight],
        [x + width + 16, top],
      ],
      SHAPE,
    ),
    rect(x + width / 2 - doorWidth / 2, GROUND - 84, doorWidth, 84, INK),
    rect(x + 24, top + 30, 50, 46, INK),
    rect(x + width - 74, top + 30, 50, 46, INK),
  ];
}

function garage(x: number, width: number): string[] {
  const height = 130;
  const doors = width > 200 ? 2 : 1;
  const doorWidth = (width - 40 - (doors - 1) * 20) / doors;
  const parts = [
    rect(x, GROUND - height, width, height, SHAPE),
    polygon(
      [
        [x - 12, GROUND - height],
        [x + width / 2, GROUND - height - 60],
        [x + width + 12, GROUND - height],
      ],
      SHAPE,
    ),
  ];
  for (let door = 0; door < doors; door += 1) {
    const left = x + 20 + door * (doorWidth + 20);
    parts.push(rect(left, GROUND - 90, doorWidth, 90, INK));
    for (let panel = 1; panel < 4; panel += 1) {
      parts.push(line(left, GROUND - 90 + panel * 22.5, left + doorWidth, GROUND - 90 + panel * 22.5, INK));
    }
  }
  return parts;
}

/** What sets each theme apart, drawn over the common ground and sky. */
function themeDrawing(theme: BlogCoverTheme): string[] {
  switch (theme) {
    case 'lot':
      // A house inside dashed setback lines.
      return [
        rect(140, 70, 520, 290, 'stroke="#ffffff" stroke-width="3" stroke-dasharray="14 10" fill="none"'),
        ...house(260, 280, 150, 90),
      ];
    case 'budget':
      return [
        ...house(120, 300, 160, 100),
        // Rising bars: the cost of each stage.
        ...[60, 100, 150, 210].map((height, index) => rect(520 + index * 52, GROUND - height, 36, height, SHAPE)),
      ];
    case 'garage':
      return [...house(90, 260, 150, 90), ...garage(420, 300)];
    case 'modifications':
      return [
        ...house(200, 260, 150, 90),
        // The addition, drawn dashed.
        rect(460, GROUND - 110, 160, 110, 'stroke="#ffffff" stroke-width="4" stroke-dasharray="12 8" fill="none"'),
      ];
    case 'farmhouse':
      return [
        ...house(180, 360, 170, 150),
        // A deep porch across the front.
        rect(160, GROUND - 60, 400, 8, `fill="#ffffff"`),
        ...[180, 280, 440, 540].map((x) => line(x, GROUND - 52, x, GROUND, INK)),
      ];
    case 'small-home':
      return [...house(300, 200, 130, 80)];
  }
}

/** The cover picture of a blog post: a line drawing on a blueprint grid, one per theme. */
export function drawBlogCover(theme: BlogCoverTheme, title: string): string {
  const palette = PALETTES[theme];
  return svgDocument({
    width: WIDTH,
    height: HEIGHT,
    title,
    body: [
      rect(0, 0, WIDTH, HEIGHT, `fill="${palette.sky}"`),
      ...grid(),
      rect(0, GROUND, WIDTH, HEIGHT - GROUND, `fill="${palette.ground}"`),
      ...themeDrawing(theme),
    ],
  });
}
