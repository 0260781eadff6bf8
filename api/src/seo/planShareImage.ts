import sharp from 'sharp';
import type { PlanDrawingFacts } from '../images/drawingFacts';
import { ELEVATION_SIZE, elevationScene } from '../images/elevationDrawing';
import { px, rect, svgDocument, text } from '../images/svgDocument';

/** The size Facebook, LinkedIn and Twitter's large card show a link's picture at (1.91:1). */
export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;

const BRAND_GREEN = '#2f5d3a';
const CAPTION_HEIGHT = 130;
const MARGIN = 24;
const FRAME = 6;
const FONT = 'font-family="Helvetica,Arial,DejaVu Sans,sans-serif"';
/** Past this the name would run off the picture at its size: cut it with an ellipsis. */
const NAME_CHARACTERS = 56;

function shortened(name: string): string {
  return name.length <= NAME_CHARACTERS ? name : `${name.slice(0, NAME_CHARACTERS - 1).trimEnd()}…`;
}

/**
 * A plan's share picture as SVG: its front elevation (the drawing the plan page shows, without its small
 * captions) letterboxed on the brand green, framed in white, above the plan number and name.
 */
export function planShareSvg(plan: PlanDrawingFacts): string {
  const { width, height } = SHARE_IMAGE_SIZE;
  const drawingHeight = height - CAPTION_HEIGHT - MARGIN;
  const drawingWidth = (drawingHeight * ELEVATION_SIZE.width) / ELEVATION_SIZE.height;
  const left = (width - drawingWidth) / 2;
  const middle = width / 2;
  return svgDocument({
    width,
    height,
    title: `Plan #${plan.plan_number}: ${plan.name}`,
    body: [
      rect(0, 0, width, height, `fill="${BRAND_GREEN}"`),
      rect(left - FRAME, MARGIN - FRAME, drawingWidth + 2 * FRAME, drawingHeight + 2 * FRAME, 'fill="#ffffff"'),
      // A nested viewport scales the drawing's own coordinates into its box and clips what lies outside it.
      `<svg x="${px(left)}" y="${MARGIN}" width="${px(drawingWidth)}" height="${drawingHeight}" viewBox="0 0 ${ELEVATION_SIZE.width} ${ELEVATION_SIZE.height}">`,
      ...elevationScene(plan),
      '</svg>',
      text(
        middle,
        height - CAPTION_HEIGHT + 58,
        `Plan #${plan.plan_number}`,
        `${FONT} font-size="44" font-weight="bold" fill="#ffffff" text-anchor="middle"`,
      ),
      text(middle, height - 28, shortened(plan.name), `${FONT} font-size="28" fill="#e3efe5" text-anchor="middle"`),
    ],
  });
}

/** The share picture as PNG, 1200x630 (the SVG's size at sharp's 72 dpi), rasterised by libvips' librsvg. */
export function renderPlanShareImage(plan: PlanDrawingFacts): Promise<Buffer> {
  return sharp(Buffer.from(planShareSvg(plan)))
    .png({ compressionLevel: 9 })
    .toBuffer();
}
