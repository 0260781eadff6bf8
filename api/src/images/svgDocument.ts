import { escapeMarkup } from 'contracts/src/markup/escapeMarkup';

/** Rounds coordinates to one decimal: smaller files, no visible difference. */
export function px(value: number): string {
  return String(Math.round(value * 10) / 10);
}

export interface SvgDocumentOptions {
  width: number;
  height: number;
  /** The drawing's own coordinate space, when it is drawn at another size than it is displayed. */
  viewBox?: { width: number; height: number };
  title: string;
  body: readonly string[];
}

/** A standalone SVG image with its size, viewBox and an accessible title. */
export function svgDocument({ width, height, viewBox, title, body }: SvgDocumentOptions): string {
  const view = viewBox ?? { width, height };
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${view.width} ${view.height}" role="img" aria-labelledby="t">`,
    `<title id="t">${escapeMarkup(title)}</title>`,
    ...body,
    '</svg>',
  ].join('');
}

export function rect(x: number, y: number, width: number, height: number, attributes: string): string {
  return `<rect x="${px(x)}" y="${px(y)}" width="${px(Math.max(0, width))}" height="${px(Math.max(0, height))}" ${attributes}/>`;
}

export function line(x1: number, y1: number, x2: number, y2: number, attributes: string): string {
  return `<line x1="${px(x1)}" y1="${px(y1)}" x2="${px(x2)}" y2="${px(y2)}" ${attributes}/>`;
}

export function polygon(points: ReadonlyArray<readonly [number, number]>, attributes: string): string {
  return `<polygon points="${points.map(([x, y]) => `${px(x)},${px(y)}`).join(' ')}" ${attributes}/>`;
}

export function text(x: number, y: number, content: string, attributes: string): string {
  return `<text x="${px(x)}" y="${px(y)}" ${attributes}>${escapeMarkup(content)}</text>`;
}
