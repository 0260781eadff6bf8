import DxfParser, {
  type IArcEntity,
  type IDxf,
  type IEntity,
  type ILineEntity,
  type ILwpolylineEntity,
  type ITextEntity,
} from 'dxf-parser';

export interface Rectangle {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

/** A DXF read back by an independent parser: its header, its outlines, lines, arcs and texts, by layer. */
export interface ReadDxf {
  header: IDxf['header'];
  layers: string[];
  outlines: Array<Rectangle & { layer: string; closed: boolean; corners: number }>;
  texts: Array<{ layer: string; text: string; x: number; y: number }>;
  lines: Array<{ layer: string; x1: number; y1: number; x2: number; y2: number }>;
  /** Angles in degrees, counter-clockwise from the x axis. */
  arcs: Array<{ layer: string; x: number; y: number; radius: number; startAngle: number; endAngle: number }>;
  entityTypes: string[];
}

const isPolyline = (entity: IEntity): entity is ILwpolylineEntity => entity.type === 'LWPOLYLINE';
const isText = (entity: IEntity): entity is ITextEntity => entity.type === 'TEXT';
const isLine = (entity: IEntity): entity is ILineEntity => entity.type === 'LINE';
const isArc = (entity: IEntity): entity is IArcEntity => entity.type === 'ARC';
const toDegrees = (radians: number) => (radians * 180) / Math.PI;

export function readDxf(source: string): ReadDxf {
  const dxf = new DxfParser().parseSync(source);
  if (dxf === null) throw new Error('The DXF could not be parsed.');
  return {
    header: dxf.header,
    layers: Object.keys(dxf.tables.layer?.layers ?? {}),
    outlines: dxf.entities.filter(isPolyline).map((polyline) => {
      const xs = polyline.vertices.map((vertex) => vertex.x);
      const ys = polyline.vertices.map((vertex) => vertex.y);
      return {
        layer: polyline.layer,
        closed: polyline.shape,
        corners: polyline.vertices.length,
        minX: Math.min(...xs),
        minY: Math.min(...ys),
        maxX: Math.max(...xs),
        maxY: Math.max(...ys),
      };
    }),
    texts: dxf.entities
      .filter(isText)
      .map((text) => ({ layer: text.layer, text: text.text, x: text.startPoint.x, y: text.startPoint.y })),
    lines: dxf.entities.filter(isLine).map((line) => ({
      layer: line.layer,
      x1: line.vertices[0]?.x ?? NaN,
      y1: line.vertices[0]?.y ?? NaN,
      x2: line.vertices[1]?.x ?? NaN,
      y2: line.vertices[1]?.y ?? NaN,
    })),
    arcs: dxf.entities.filter(isArc).map((arc) => ({
      layer: arc.layer,
      x: arc.center.x,
      y: arc.center.y,
      radius: arc.radius,
      startAngle: toDegrees(arc.startAngle),
      endAngle: toDegrees(arc.endAngle),
    })),
    entityTypes: dxf.entities.map((entity) => `${entity.type}@${entity.layer}`),
  };
}
