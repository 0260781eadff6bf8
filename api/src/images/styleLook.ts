import { ARCHITECTURAL_STYLES } from 'contracts/src/catalog/architecturalStyles';
import type { RoofForm } from 'contracts/src/catalog/roofForms';

// The roof forms are contracts' (the 3D view's plan geometry builds the same roofs); re-exported for the drawings.
export type { RoofForm };
export type RoofMaterial = 'shingle' | 'metal' | 'tile' | 'slate' | 'shake';
export type Cladding =
  'lap' | 'board-and-batten' | 'stucco' | 'brick' | 'stone' | 'logs' | 'shingles' | 'panels' | 'half-timber';
/** The porch the style puts at its front door. */
export type PorchForm =
  'none' | 'stoop' | 'full' | 'wrap' | 'portico' | 'grand-portico' | 'craftsman' | 'arcade' | 'deck';
/** How windows are set out along a wall. */
export type WindowRhythm = 'symmetric' | 'grouped' | 'bands' | 'arched' | 'tall' | 'glass' | 'small';
/** Where an attached front garage sits against the house: projecting, in line, set back, or turned to the side. */
export type GaragePlacement = 'forward' | 'flush' | 'recessed' | 'side-load';
export type TreeKind = 'deciduous' | 'conifer' | 'palm' | 'oak';

export interface Palette {
  wall: string;
  roof: string;
  trim: string;
  door: string;
  /** Base course, chimney, porch piers. */
  accent: string;
}

/** What a house of one architectural style looks like: the traits a buyer recognises the style by. */
export interface StyleLook {
  roof: RoofForm;
  roofMaterial: RoofMaterial;
  /** A projecting front-gabled wing in front of the main roof (cross gable). */
  crossGable: boolean;
  /** Eave overhang, in feet. */
  overhang: number;
  cladding: readonly Cladding[];
  /** A band of the accent material along the bottom of the walls (stone or brick), in feet. */
  baseCourse: number;
  porch: PorchForm;
  windows: WindowRhythm;
  shutters: boolean;
  dormers: boolean;
  chimney: 'none' | 'end' | 'centre';
  garage: GaragePlacement;
  /** Raised on piers (beach houses, low country). */
  raised: boolean;
  trees: readonly TreeKind[];
  palettes: readonly Palette[];
}

const p = (wall: string, roof: string, trim: string, door: string, accent: string): Palette => ({
  wall,
  roof,
  trim,
  door,
  accent,
});

const DEFAULT_LOOK: StyleLook = {
  roof: 'gable',
  roofMaterial: 'shingle',
  crossGable: false,
  overhang: 1.2,
  cladding: ['lap'],
  baseCourse: 0,
  porch: 'stoop',
  windows: 'symmetric',
  shutters: false,
  dormers: false,
  chimney: 'none',
  garage: 'flush',
  raised: false,
  trees: ['deciduous', 'oak'],
  palettes: [p('#e8e2d4', '#4a4a48', '#ffffff', '#5b3a29', '#9c8f80')],
};

const look = (overrides: Partial<StyleLook>): StyleLook => ({ ...DEFAULT_LOOK, ...overrides });

const LOOKS_BY_LABEL: Readonly<Record<string, StyleLook>> = {
  'Modern Farmhouse': look({
    crossGable: true,
    roofMaterial: 'metal',
    cladding: ['board-and-batten'],
    porch: 'full',
    windows: 'tall',
    garage: 'side-load',
    palettes: [
      p('#f7f7f4', '#2b2d2f', '#1f2022', '#8a6a4a', '#4a4a4a'),
      p('#eceae4', '#1f2326', '#1b1b1b', '#2f2f2f', '#6d6d6d'),
      p('#3a3d40', '#1d1f21', '#f2f2f2', '#b08358', '#8b8b8b'),
    ],
  }),
  Country: look({
    cladding: ['lap'],
    porch: 'wrap',
    shutters: true,
    dormers: true,
    chimney: 'end',
    palettes: [
      p('#f4efe3', '#5a5f63', '#ffffff', '#7b2d26', '#a59b8b'),
      p('#dfe6d8', '#4c5357', '#ffffff', '#2f4b3a', '#9a9486'),
      p('#f1e3c8', '#5b4a3f', '#ffffff', '#234a6b', '#a28f77'),
    ],
  }),
  Barndominium: look({
    roofMaterial: 'metal',
    cladding: ['board-and-batten', 'panels'],
    porch: 'full',
    windows: 'grouped',
    garage: 'flush',
    overhang: 1,
    trees: ['oak', 'deciduous'],
    palettes: [
      p('#2f3133', '#8c8f91', '#1d1e20', '#a0754a', '#6b5b4b'),
      p('#9b3a2e', '#e8e8e6', '#f4f4f2', '#5c4030', '#6b6b6b'),
      p('#d9d6cf', '#3a3c3e', '#2a2a2a', '#7a5a3a', '#5a5a5a'),
    ],
  }),
  Craftsman: look({
    roof: 'front-gable',
    crossGable: true,
    overhang: 2,
    cladding: ['lap', 'shingles'],
    baseCourse: 3,
    porch: 'craftsman',
    windows: 'grouped',
    chimney: 'end',
    palettes: [
      p('#8f9a7a', '#4b4742', '#f3efe4', '#7a4a24', '#8a7d6d'),
      p('#6f8796', '#3f4245', '#f2efe6', '#8c3b2a', '#8e8577'),
      p('#c2a878', '#4a3f35', '#f4f0e6', '#2f4f3e', '#7d7468'),
    ],
  }),
  Farmhouse: look({
    roofMaterial: 'metal',
    cladding: ['lap', 'board-and-batten'],
    porch: 'wrap',
    dormers: true,
    windows: 'tall',
    chimney: 'end',
    palettes: [
      p('#fbfbf8', '#4f5a61', '#ffffff', '#b5412f', '#9a9a9a'),
      p('#f3efe2', '#6c7479', '#ffffff', '#2d4b6b', '#a59f92'),
      p('#e9ecec', '#7b2e2a', '#ffffff', '#3f3f3f', '#9a948a'),
    ],
  }),
  Ranch: look({
    roof: 'hip',
    cladding: ['brick', 'lap'],
    porch: 'stoop',
    windows: 'grouped',
    garage: 'forward',
    chimney: 'end',
    overhang: 1.6,
    palettes: [
      p('#b5735a', '#4d4d4b', '#f2efe8', '#3f4a52', '#9b5a44'),
      p('#d7cdb9', '#55524d', '#ffffff', '#7a3a2c', '#a89276'),
      p('#c9cfc9', '#3f4447', '#ffffff', '#6a4a30', '#8f8f8a'),
    ],
  }),
  Traditional: look({
    crossGable: true,
    cladding: ['brick', 'lap'],
    baseCourse: 0,
    porch: 'portico',
    windows: 'symmetric',
    shutters: true,
    garage: 'forward',
    palettes: [
      p('#c98a6a', '#3f4346', '#ffffff', '#1f3a52', '#9b5a44'),
      p('#e5dccb', '#4a4a48', '#ffffff', '#6b1f1f', '#a3937c'),
      p('#d3d6d2', '#3a3f44', '#ffffff', '#28402e', '#8c8c86'),
    ],
  }),
  Contemporary: look({
    roof: 'shed',
    roofMaterial: 'metal',
    overhang: 2,
    cladding: ['panels', 'stucco'],
    porch: 'none',
    windows: 'bands',
    garage: 'flush',
    trees: ['deciduous', 'conifer'],
    palettes: [
      p('#e9e7e2', '#3b3e41', '#2b2d2f', '#a0703f', '#9a7a5a'),
      p('#c8c3b8', '#2e3134', '#1f2123', '#3d3d3d', '#7d6450'),
      p('#5f6770', '#2a2d30', '#e9e9e9', '#c79b6a', '#b08a60'),
    ],
  }),
  Modern: look({
    roof: 'flat',
    overhang: 2.5,
    cladding: ['stucco', 'panels'],
    porch: 'none',
    windows: 'glass',
    garage: 'flush',
    trees: ['deciduous', 'conifer'],
    palettes: [
      p('#f4f4f2', '#2a2c2e', '#1d1f21', '#8a6240', '#9c7652'),
      p('#e3e1dc', '#242628', '#222426', '#3a3a3a', '#4b4b4b'),
      p('#30343a', '#1b1d20', '#d9d9d9', '#b9895a', '#a87c52'),
    ],
  }),
  Cottage: look({
    roof: 'front-gable',
    crossGable: true,
    cladding: ['shingles', 'stucco', 'stone'],
    porch: 'stoop',
    windows: 'grouped',
    chimney: 'end',
    trees: ['deciduous', 'oak'],
    palettes: [
      p('#e9dcc1', '#5b4b40', '#ffffff', '#3f6b4a', '#a38f75'),
      p('#b9c7cf', '#4a4e52', '#ffffff', '#9b2f2f', '#9c9488'),
      p('#f0e4d0', '#6a5446', '#fdfdfb', '#2c4f6e', '#a99a86'),
    ],
  }),
  Colonial: look({
    cladding: ['lap', 'brick'],
    porch: 'portico',
    windows: 'symmetric',
    shutters: true,
    dormers: false,
    chimney: 'end',
    garage: 'side-load',
    palettes: [
      p('#f3f0e8', '#3a3f44', '#ffffff', '#1f1f1f', '#9b5a44'),
      p('#a64b36', '#33383c', '#ffffff', '#1b3a57', '#8c4231'),
      p('#dbe3e6', '#3d4246', '#ffffff', '#7f1d1d', '#9a8f85'),
    ],
  }),
  European: look({
    roof: 'hip',
    crossGable: true,
    roofMaterial: 'slate',
    cladding: ['stone', 'stucco'],
    porch: 'none',
    windows: 'arched',
    chimney: 'end',
    garage: 'side-load',
    palettes: [
      p('#d8cbb3', '#3e3b39', '#f5f1e8', '#4a2f1f', '#b3a38a'),
      p('#e6ddcc', '#41464a', '#f7f4ec', '#2b2b2b', '#a99a7f'),
    ],
  }),
  'French Country': look({
    roof: 'hip',
    roofMaterial: 'slate',
    cladding: ['stucco', 'stone'],
    porch: 'none',
    windows: 'arched',
    shutters: true,
    dormers: true,
    chimney: 'end',
    garage: 'side-load',
    palettes: [
      p('#efe5d2', '#4c4a48', '#ffffff', '#3b5a6b', '#c0ab88'),
      p('#e4d6bd', '#555049', '#f8f5ef', '#5b6e4c', '#b39f80'),
    ],
  }),
  Mediterranean: look({
    roof: 'hip',
    roofMaterial: 'tile',
    cladding: ['stucco'],
    porch: 'arcade',
    windows: 'arched',
    overhang: 1.5,
    trees: ['palm', 'deciduous'],
    palettes: [
      p('#f1dfc0', '#b55a36', '#fff8ec', '#5a3a22', '#c9a77c'),
      p('#f6ead6', '#a9502f', '#ffffff', '#3c2a1e', '#d0b08a'),
      p('#e9cfa8', '#bf6a3f', '#fbf3e4', '#4a2f1f', '#b7936a'),
    ],
  }),
  Spanish: look({
    roofMaterial: 'tile',
    cladding: ['stucco'],
    porch: 'arcade',
    windows: 'arched',
    overhang: 0.8,
    trees: ['palm', 'oak'],
    palettes: [
      p('#faf6ee', '#b2532f', '#3b2a20', '#4a2e1c', '#c9a47a'),
      p('#f3e7d3', '#a84a2a', '#4e342e', '#5d3a24', '#bf9a70'),
    ],
  }),
  Southwest: look({
    roof: 'parapet',
    cladding: ['stucco'],
    porch: 'full',
    windows: 'small',
    overhang: 0,
    trees: ['palm', 'conifer'],
    palettes: [
      p('#dcae7e', '#a8744c', '#6d4c34', '#2f5d6b', '#b98a5f'),
      p('#e8c9a0', '#b98458', '#7a5236', '#7a2f25', '#c39770'),
      p('#cf9a6d', '#9f6a45', '#5e3f2a', '#3a6b5a', '#a87b55'),
    ],
  }),
  Tuscan: look({
    roof: 'hip',
    roofMaterial: 'tile',
    cladding: ['stucco', 'stone'],
    baseCourse: 3.5,
    porch: 'arcade',
    windows: 'arched',
    shutters: true,
    trees: ['conifer', 'oak'],
    palettes: [
      p('#e7cfa4', '#a8573a', '#f7efe0', '#4b3020', '#b69b78'),
      p('#dcbf93', '#9c4e33', '#f3eadb', '#3f5a3a', '#a88f6e'),
    ],
  }),
  Victorian: look({
    roof: 'gable',
    crossGable: true,
    cladding: ['lap', 'shingles'],
    porch: 'wrap',
    windows: 'tall',
    chimney: 'centre',
    garage: 'recessed',
    palettes: [
      p('#9fb7a7', '#4d3f4a', '#fbf6ea', '#7a2336', '#c58b5a'),
      p('#d9b3a7', '#4a4046', '#f6efe2', '#2e4a5e', '#6f8d6a'),
      p('#e5d087', '#4d4a55', '#ffffff', '#5e2b4f', '#5f7f8f'),
    ],
  }),
  Tudor: look({
    crossGable: true,
    roofMaterial: 'slate',
    cladding: ['half-timber', 'brick'],
    baseCourse: 3,
    porch: 'none',
    windows: 'tall',
    chimney: 'end',
    garage: 'side-load',
    overhang: 0.8,
    palettes: [
      p('#efe6d2', '#3f3a36', '#3b2a1e', '#4a2f1f', '#8c4a36'),
      p('#e6dcc6', '#45403c', '#2f241b', '#5a2a1f', '#7f4634'),
    ],
  }),
  'Cape Cod': look({
    cladding: ['shingles', 'lap'],
    porch: 'stoop',
    windows: 'symmetric',
    shutters: true,
    dormers: true,
    chimney: 'centre',
    garage: 'recessed',
    overhang: 0.6,
    palettes: [
      p('#b9b5ab', '#4b4f52', '#ffffff', '#a12a2a', '#9a948a'),
      p('#f4f4f0', '#3f4448', '#ffffff', '#1f3b5a', '#9c9a94'),
      p('#cfd7db', '#45494c', '#ffffff', '#2f2f2f', '#9a948a'),
    ],
  }),
  Bungalow: look({
    roof: 'front-gable',
    overhang: 2,
    cladding: ['shingles', 'lap'],
    baseCourse: 2.5,
    porch: 'craftsman',
    windows: 'grouped',
    chimney: 'end',
    palettes: [
      p('#a7a27a', '#4b4640', '#f1ecdf', '#7a3f1f', '#8e806d'),
      p('#c48f5f', '#3f3d3a', '#f3efe3', '#2f4b3f', '#86796a'),
      p('#7d8f8a', '#3d4043', '#efe9dc', '#8a4a2a', '#8a8276'),
    ],
  }),
  Prairie: look({
    roof: 'hip',
    overhang: 3.2,
    cladding: ['stucco', 'brick'],
    baseCourse: 2.5,
    porch: 'none',
    windows: 'bands',
    chimney: 'centre',
    palettes: [
      p('#e6d9bf', '#4a4540', '#5a3d2a', '#6a3f22', '#9a5a3c'),
      p('#c9a57d', '#3f3d3a', '#4a3426', '#3f2a1c', '#8f5a3f'),
    ],
  }),
  Mountain: look({
    crossGable: true,
    roofMaterial: 'shake',
    overhang: 2,
    cladding: ['board-and-batten', 'shingles'],
    baseCourse: 4,
    porch: 'deck',
    windows: 'glass',
    chimney: 'end',
    trees: ['conifer', 'conifer', 'deciduous'],
    palettes: [
      p('#7a5c43', '#4a4038', '#3b2e25', '#3f2a1c', '#8f8579'),
      p('#5f6b5a', '#3a3a38', '#2d2a26', '#8a5a34', '#98907f'),
    ],
  }),
  Rustic: look({
    roofMaterial: 'metal',
    overhang: 1.8,
    cladding: ['board-and-batten'],
    baseCourse: 3,
    porch: 'full',
    windows: 'grouped',
    chimney: 'end',
    trees: ['conifer', 'oak'],
    palettes: [
      p('#8a6a4f', '#4d4f50', '#3f2d22', '#5a3a24', '#978d80'),
      p('#6e5a4a', '#5b2f28', '#2e231c', '#3b2a1f', '#8e8577'),
    ],
  }),
  Lodge: look({
    roof: 'front-gable',
    roofMaterial: 'shake',
    overhang: 2.5,
    cladding: ['logs', 'stone'],
    baseCourse: 4,
    porch: 'deck',
    windows: 'glass',
    chimney: 'end',
    trees: ['conifer', 'conifer'],
    palettes: [
      p('#9a6b42', '#4a3b30', '#3b2a1e', '#4a2f1f', '#8e8577'),
      p('#86603e', '#3e4a3f', '#2f2118', '#5a3a24', '#8a8070'),
    ],
  }),
  Log: look({
    roofMaterial: 'metal',
    overhang: 2,
    cladding: ['logs'],
    porch: 'full',
    windows: 'small',
    chimney: 'end',
    trees: ['conifer', 'conifer', 'deciduous'],
    palettes: [
      p('#b07a45', '#3f5a44', '#5a3a22', '#6a3f22', '#8a8074'),
      p('#9c6a3c', '#6b2e26', '#4a301c', '#4a2f1f', '#8e8577'),
    ],
  }),
  'A-Frame': look({
    roof: 'a-frame',
    roofMaterial: 'metal',
    cladding: ['board-and-batten'],
    porch: 'deck',
    windows: 'glass',
    trees: ['conifer', 'conifer'],
    palettes: [
      p('#8a5a36', '#2f3133', '#2a1e16', '#c0392b', '#7a7066'),
      p('#b58456', '#3a2f2a', '#3b2a1e', '#2f4f3e', '#8a8074'),
    ],
  }),
  Cabin: look({
    roofMaterial: 'metal',
    cladding: ['logs', 'board-and-batten'],
    porch: 'full',
    windows: 'small',
    chimney: 'end',
    trees: ['conifer', 'deciduous'],
    palettes: [
      p('#a57448', '#2f4a3a', '#4a301c', '#6a3f22', '#8e8577'),
      p('#7b5a40', '#5b2f28', '#f0e6d2', '#2f4f3e', '#8a8074'),
    ],
  }),
  Beach: look({
    roof: 'hip',
    roofMaterial: 'metal',
    cladding: ['lap', 'shingles'],
    porch: 'wrap',
    windows: 'symmetric',
    shutters: true,
    raised: true,
    trees: ['palm', 'palm'],
    palettes: [
      p('#bfe0e3', '#8fa3ad', '#ffffff', '#e07a5f', '#d8cfc0'),
      p('#f3e6a9', '#a9b6bd', '#ffffff', '#2a7f8f', '#d8cfc0'),
      p('#f2c4b5', '#9aa8ae', '#ffffff', '#2d6a8a', '#d8cfc0'),
    ],
  }),
  Coastal: look({
    roofMaterial: 'metal',
    crossGable: true,
    cladding: ['shingles', 'lap'],
    porch: 'full',
    windows: 'symmetric',
    dormers: true,
    trees: ['palm', 'deciduous'],
    palettes: [
      p('#dbe6ea', '#7f929b', '#ffffff', '#1f5f8b', '#c9c1b3'),
      p('#f5f6f3', '#5d6d75', '#ffffff', '#0f6a6a', '#c6beb0'),
      p('#c3cfc9', '#6b7b83', '#ffffff', '#b23a2e', '#bfb7a8'),
    ],
  }),
  'Low Country': look({
    roof: 'hip',
    roofMaterial: 'metal',
    cladding: ['lap'],
    porch: 'full',
    windows: 'tall',
    shutters: true,
    raised: true,
    dormers: true,
    trees: ['oak', 'palm'],
    palettes: [
      p('#f4f1e6', '#5f6e62', '#ffffff', '#1f3b2e', '#b9ad98'),
      p('#dfe6dc', '#4f5a5f', '#ffffff', '#2b2b2b', '#b3a793'),
    ],
  }),
  Southern: look({
    cladding: ['lap', 'brick'],
    porch: 'full',
    windows: 'tall',
    shutters: true,
    dormers: true,
    chimney: 'end',
    trees: ['oak', 'oak', 'deciduous'],
    palettes: [
      p('#fbfaf5', '#3f4447', '#ffffff', '#1f1f1f', '#a75a45'),
      p('#efe6d2', '#4a4f52', '#ffffff', '#224a36', '#a0917a'),
    ],
  }),
  Plantation: look({
    roof: 'hip',
    cladding: ['lap'],
    porch: 'grand-portico',
    windows: 'tall',
    shutters: true,
    chimney: 'end',
    garage: 'side-load',
    trees: ['oak', 'oak'],
    palettes: [
      p('#fbfaf6', '#3a3f44', '#ffffff', '#1f1f1f', '#a6a095'),
      p('#f1ecdf', '#44494d', '#ffffff', '#2f2f2f', '#a59e90'),
    ],
  }),
  Florida: look({
    roof: 'hip',
    roofMaterial: 'tile',
    cladding: ['stucco'],
    porch: 'arcade',
    windows: 'arched',
    garage: 'forward',
    trees: ['palm', 'palm'],
    palettes: [
      p('#f6e4c8', '#c06a42', '#ffffff', '#1f6a7a', '#dcc6a4'),
      p('#e8f0ea', '#a9b0b2', '#ffffff', '#2a5d7a', '#d4cbb8'),
      p('#f3d6c6', '#b85a3a', '#fffaf2', '#3a5a4a', '#d8bea0'),
    ],
  }),
  Shingle: look({
    crossGable: true,
    roofMaterial: 'shake',
    cladding: ['shingles'],
    porch: 'wrap',
    windows: 'grouped',
    dormers: true,
    chimney: 'end',
    palettes: [
      p('#a89a86', '#5a5049', '#ffffff', '#1f3b5a', '#9c9282'),
      p('#8e8476', '#4a4440', '#f5f5f0', '#7a2a24', '#978d80'),
    ],
  }),
  Saltbox: look({
    roof: 'saltbox',
    cladding: ['lap', 'shingles'],
    porch: 'none',
    windows: 'symmetric',
    chimney: 'centre',
    garage: 'recessed',
    overhang: 0.6,
    palettes: [
      p('#8a3a2e', '#3f3b38', '#f2ece0', '#2b2b2b', '#8e8577'),
      p('#56606a', '#3a3836', '#f5f2ea', '#7a2a24', '#8e8577'),
      p('#c9b99a', '#45413d', '#ffffff', '#1f3b2e', '#8e8577'),
    ],
  }),
  Georgian: look({
    roof: 'hip',
    roofMaterial: 'slate',
    cladding: ['brick'],
    porch: 'portico',
    windows: 'symmetric',
    chimney: 'end',
    dormers: true,
    garage: 'side-load',
    palettes: [
      p('#a4533e', '#3a3d40', '#ffffff', '#1f1f1f', '#efe9dc'),
      p('#b8674c', '#3f4245', '#f8f5ee', '#1b3a2e', '#eae2d2'),
    ],
  }),
  Federal: look({
    cladding: ['brick'],
    porch: 'stoop',
    windows: 'symmetric',
    shutters: true,
    chimney: 'end',
    garage: 'side-load',
    overhang: 0.5,
    palettes: [
      p('#9c4a36', '#3b3d3f', '#ffffff', '#1b2f4a', '#e8e0cf'),
      p('#b36a50', '#424446', '#fbf8f1', '#2b2b2b', '#e2d9c6'),
    ],
  }),
  'Greek Revival': look({
    roof: 'front-gable',
    cladding: ['lap'],
    porch: 'grand-portico',
    windows: 'tall',
    shutters: true,
    garage: 'side-load',
    overhang: 0.6,
    palettes: [
      p('#fbfaf5', '#3f4346', '#ffffff', '#1f1f1f', '#b0a899'),
      p('#f2efe6', '#4b4f52', '#ffffff', '#203a2c', '#a9a192'),
    ],
  }),
  Neoclassical: look({
    roof: 'hip',
    cladding: ['stucco', 'brick'],
    porch: 'grand-portico',
    windows: 'tall',
    chimney: 'end',
    garage: 'side-load',
    palettes: [
      p('#f4efe4', '#3a3d40', '#ffffff', '#1f1f1f', '#c9bfae'),
      p('#c27a5e', '#3b3e41', '#ffffff', '#1f1f1f', '#e8e0d0'),
    ],
  }),
  'Mid-Century Modern': look({
    roof: 'front-gable',
    overhang: 3,
    cladding: ['panels', 'brick'],
    porch: 'none',
    windows: 'glass',
    garage: 'flush',
    trees: ['conifer', 'deciduous'],
    palettes: [
      p('#d9c8a0', '#3a3c3e', '#2d2a26', '#d9822b', '#8a5a3c'),
      p('#9fb5a8', '#34373a', '#2b2b2b', '#e0b23a', '#7a4e36'),
      p('#ece6da', '#2f3133', '#3a3a3a', '#2f7f8a', '#9a6a4a'),
    ],
  }),
  'Split-Level': look({
    crossGable: true,
    cladding: ['lap', 'brick'],
    baseCourse: 0,
    porch: 'stoop',
    windows: 'grouped',
    garage: 'forward',
    palettes: [
      p('#d8d2c2', '#4a4a48', '#ffffff', '#6a2f22', '#a0664e'),
      p('#b9c4c9', '#3f4346', '#ffffff', '#2b4a3a', '#9a5a46'),
    ],
  }),
  Northwest: look({
    roof: 'front-gable',
    crossGable: true,
    overhang: 2.4,
    cladding: ['board-and-batten', 'shingles'],
    baseCourse: 3,
    porch: 'craftsman',
    windows: 'glass',
    trees: ['conifer', 'conifer', 'deciduous'],
    palettes: [
      p('#5f6f6a', '#343638', '#e9e4d8', '#b0783f', '#8a8276'),
      p('#8a7a66', '#2f3234', '#efe9dc', '#2f4f5a', '#8a8276'),
    ],
  }),
  Adobe: look({
    roof: 'parapet',
    cladding: ['stucco'],
    porch: 'full',
    windows: 'small',
    overhang: 0,
    trees: ['palm', 'conifer'],
    palettes: [
      p('#c98f5e', '#a0683f', '#5a3a22', '#2f5a6b', '#a87448'),
      p('#d6a473', '#a8764b', '#6a4226', '#6b2a22', '#b0835a'),
    ],
  }),
  Acadian: look({
    roofMaterial: 'metal',
    cladding: ['lap', 'brick'],
    porch: 'full',
    windows: 'tall',
    shutters: true,
    dormers: true,
    raised: true,
    chimney: 'end',
    trees: ['oak', 'oak'],
    palettes: [
      p('#f1ede2', '#5b6266', '#ffffff', '#2b2b2b', '#a65a44'),
      p('#e7dcc6', '#4f5559', '#ffffff', '#2f4b3a', '#a0917a'),
    ],
  }),
  Shotgun: look({
    roof: 'front-gable',
    cladding: ['lap'],
    porch: 'full',
    windows: 'tall',
    shutters: true,
    garage: 'recessed',
    trees: ['oak', 'palm'],
    palettes: [
      p('#e6b54a', '#4a4f52', '#ffffff', '#2f5a7a', '#9a948a'),
      p('#8fc1b5', '#4a4f52', '#ffffff', '#8a2a3a', '#9a948a'),
      p('#d98c8c', '#45494c', '#ffffff', '#2b4a3a', '#9a948a'),
    ],
  }),
  'Hill Country': look({
    roofMaterial: 'metal',
    cladding: ['stone'],
    porch: 'full',
    windows: 'tall',
    chimney: 'end',
    trees: ['oak', 'oak'],
    palettes: [
      p('#e3d6b8', '#8f9598', '#f2eee4', '#5a3a24', '#b8a886'),
      p('#d8c7a0', '#6f7579', '#3b2e25', '#3f2a1c', '#a8987a'),
    ],
  }),
  Carriage: look({
    roof: 'gambrel',
    cladding: ['board-and-batten', 'lap'],
    porch: 'none',
    windows: 'symmetric',
    dormers: true,
    garage: 'flush',
    palettes: [
      p('#7a2e26', '#3f3b38', '#ffffff', '#2b2b2b', '#8e8577'),
      p('#dfe3de', '#3f4548', '#ffffff', '#2f4b3a', '#9a948a'),
      p('#c9b48c', '#45413d', '#f4f0e6', '#5a3a24', '#8e8577'),
    ],
  }),
};

const LOOKS_BY_CODE = new Map(
  ARCHITECTURAL_STYLES.map((style) => {
    const styleLook = LOOKS_BY_LABEL[style.label];
    if (!styleLook) throw new Error(`No look for the style '${style.label}'`);
    return [style.code, styleLook] as const;
  }),
);

/** The look of a style by its code; a plan without a known style is drawn as a traditional house. */
export function styleLookOf(styleCode: number): StyleLook {
  return LOOKS_BY_CODE.get(styleCode) ?? DEFAULT_LOOK;
}
