import { create } from 'qrcode';

/** The quiet zone around a QR code that readers need, in modules. */
const QUIET_ZONE = 2;

/** The dark modules of a QR code as one SVG path: a rectangle per run of dark modules in a row. */
export function qrPath(text: string): { size: number; path: string } {
  const { modules } = create(text, { errorCorrectionLevel: 'M' });
  const runs: string[] = [];
  for (let row = 0; row < modules.size; row += 1) {
    let column = 0;
    while (column < modules.size) {
      if (!modules.get(row, column)) {
        column += 1;
        continue;
      }
      const start = column;
      while (column < modules.size && modules.get(row, column)) column += 1;
      runs.push(`M${start} ${row}h${column - start}v1h-${column - start}z`);
    }
  }
  return { size: modules.size, path: runs.join('') };
}

/**
 * `text` as a QR code in SVG, drawn by React from the code's modules (no markup strings): sharp at any print size,
 * black on white whatever the page's colours.
 */
export function QrCodeSvg({ text, label, className }: { text: string; label: string; className?: string }) {
  const { size, path } = qrPath(text);
  const extent = size + 2 * QUIET_ZONE;
  return (
    <svg
      className={className}
      role="img"
      aria-label={label}
      viewBox={`${-QUIET_ZONE} ${-QUIET_ZONE} ${extent} ${extent}`}
      shapeRendering="crispEdges"
      data-qr-text={text}
    >
      <rect x={-QUIET_ZONE} y={-QUIET_ZONE} width={extent} height={extent} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
