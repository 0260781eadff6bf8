import { strToU8, zipSync, type Zippable } from 'fflate';
import { licenceLine, type PlanLicence } from 'contracts/src/delivery/planLicence';
import { DXF_LAYERS, renderFloorDxf } from './floorPlanDxf';
import { checkLicence } from './licenceCheck';
import { yieldToOtherWork } from './pdfSheets';
import { floorLayoutsOf, type PlanDocumentSource } from './planDocumentSource';
import { planHeading, renderPlanSetPdf } from './planSetPdf';

/** The names of the files in a plan's CAD ZIP, in the order they are stored. */
export function cadFileNames(planNumber: string, storeys: number): string[] {
  return [
    'README.txt',
    `plan-${planNumber}-set.pdf`,
    ...Array.from({ length: storeys }, (_, index) => `plan-${planNumber}-floor-${index + 1}.dxf`),
  ];
}

function readme(heading: string, licence: PlanLicence, floors: number): string {
  return [
    `${heading}: CAD files`,
    '',
    `${licenceLine(licence)}.`,
    'These files are licensed for the construction of one building on one site.',
    '',
    `plan-*-set.pdf     the plan set (cover sheet, elevation, floor plans, notes)`,
    `plan-*-floor-N.dxf one drawing per floor (${floors} in all), in feet, front wall on y = 0`,
    '',
    'DXF layers:',
    ...Object.values(DXF_LAYERS).map((layer) => `  ${layer}`),
    '',
  ].join('\r\n');
}

/**
 * The CAD Files of a plan for one buyer: the PDF plan set and one DXF per floor (drawn from the same layout as the
 * floor plans), with a README, in one ZIP. The PDF is stored as it is (it is compressed already); the text files
 * are deflated.
 */
export async function renderCadFilesZip(source: PlanDocumentSource, licence: PlanLicence): Promise<Buffer> {
  const buyer = checkLicence(licence);
  const floors = floorLayoutsOf(source);
  const planNumber = source.drawing.plan_number;
  const heading = planHeading(planNumber, source.detail.name);
  const pdf = await renderPlanSetPdf(source, buyer);
  const [readmeName, pdfName, ...dxfNames] = cadFileNames(planNumber, floors.length);
  if (readmeName === undefined || pdfName === undefined) throw new Error('A CAD ZIP always has a README and a PDF.');
  const entries: Zippable = {
    [readmeName]: strToU8(readme(heading, buyer, floors.length)),
    [pdfName]: [new Uint8Array(pdf), { level: 0 }],
  };
  for (const [index, floor] of floors.entries()) {
    const name = dxfNames[index];
    if (name === undefined) throw new Error(`No file name for floor ${floor.floor}.`);
    entries[name] = strToU8(renderFloorDxf(floor, { heading, licence: buyer }));
    await yieldToOtherWork();
  }
  return Buffer.from(zipSync(entries, { level: 6 }));
}
