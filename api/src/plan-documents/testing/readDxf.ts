import DxfParser, { type IDxf, type IEntity, type ILwpolylineEntity, type ITextEntity } from 'dxf-parser';

export interface Rectangle {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

/** A DXF read back by an independent parser: its header, its closed outlines and its texts, by layer. */
export interface ReadDxf {
  header: IDxf['header'];
  layers: string[];
  outlines: Array<Rectangle & { layer: string; closed: boolean; corners: number }>;
  texts: Array<{ layer: string; text: string; x: number; y: number }>;
  entityTypes: string[];
}

const isPolyline = (entity: IEntity): entity is ILwpolylineEntity => entity.type === 'LWPOLYLINE';
const isText = (entity: IEntity): entity is ITextEntity => entity.type === 'TEXT';

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
    entityTypes: dxf.entities.map((entity) => `${entity.type}@${entity.layer}`),
  };
}
