import type { Kysely } from 'kysely';
import type { PlanLicence } from 'contracts/src/delivery/planLicence';
import type { OrderDocumentKind } from 'contracts/src/delivery/orderDocuments';
import type { Database } from '../db/databaseSchema';
import { renderCadFilesZip } from '../plan-documents/cadFiles';
import { renderCostToBuildReportPdf } from '../plan-documents/costToBuildReport';
import { renderMaterialsListPdf } from '../plan-documents/materialsListPdf';
import { loadPlanDocumentSource, type PlanDocumentSource } from '../plan-documents/planDocumentSource';
import { renderPlanSetPdf } from '../plan-documents/planSetPdf';
import { costRegionOf } from './costRegion';
import { licenceNameOf } from './licenceHolder';
import type { LineToDeliver } from './orderLineToDeliver';

/** A file as stored and sent. */
export interface OrderDocumentFile {
  bytes: Buffer;
  contentType: string;
  fileName: string;
}

interface Making {
  contentType: string;
  /** The end of the file name, after `plan-<number>-`. */
  suffix: string;
  render(source: PlanDocumentSource, licence: PlanLicence, line: LineToDeliver, region: string): Promise<Buffer>;
}

const MAKINGS: Readonly<Record<OrderDocumentKind, Making>> = {
  plan_set_pdf: {
    contentType: 'application/pdf',
    suffix: 'pdf-set.pdf',
    render: (source, licence) => renderPlanSetPdf(source, licence),
  },
  cad_zip: {
    contentType: 'application/zip',
    suffix: 'cad-files.zip',
    render: (source, licence) => renderCadFilesZip(source, licence),
  },
  cost_report_pdf: {
    contentType: 'application/pdf',
    suffix: 'cost-to-build-report.pdf',
    render: (source, licence, line, region) =>
      renderCostToBuildReportPdf(source, licence, { region, foundation: line.foundation }),
  },
  materials_pdf: {
    contentType: 'application/pdf',
    suffix: 'materials-list.pdf',
    render: (source, licence) => renderMaterialsListPdf(source, licence),
  },
};

/** A plan number as a file name may hold it: letters, digits and dashes only (it goes into a header too). */
function fileNamePart(planNumber: string): string {
  const safe = planNumber.replace(/[^A-Za-z0-9-]+/g, '-').replace(/^-+|-+$/g, '');
  return safe === '' ? 'plan' : safe;
}

/**
 * Who the order's licence names (licenceHolder.ts says which name wins) and where its Cost-to-Build Report prices the
 * building (costRegion.ts), read when its first file is made.
 */
async function buyerOf(db: Kysely<Database>, orderId: number): Promise<{ licence: PlanLicence; region: string }> {
  const buyer = await db
    .selectFrom('orders')
    .innerJoin('users', 'users.id', 'orders.user_id')
    .select(['orders.billing_name', 'orders.shipping_state_or_province', 'users.name', 'users.email'])
    .where('orders.id', '=', orderId)
    .executeTakeFirstOrThrow();
  return {
    licence: {
      buyerName: licenceNameOf({ billingName: buyer.billing_name, profileName: buyer.name, email: buyer.email }),
      orderNumber: orderId,
    },
    region: costRegionOf(buyer.shipping_state_or_province),
  };
}

/**
 * Makes the file of one kind for one order line, from the plan's own geometry (plan-documents), with the order's
 * licence on every page. Slow (tens to hundreds of milliseconds): the caller makes it outside any transaction and
 * stores it once (documentDelivery.ts).
 */
export async function makeOrderDocument(
  db: Kysely<Database>,
  line: LineToDeliver,
  kind: OrderDocumentKind,
): Promise<OrderDocumentFile> {
  const [source, { licence, region }] = await Promise.all([
    loadPlanDocumentSource(db, line.planId),
    buyerOf(db, line.orderId),
  ]);
  if (source === null) throw new Error(`plan ${line.planId} of order line ${line.lineId} is missing`);
  const making = MAKINGS[kind];
  const bytes = await making.render(source, licence, line, region);
  return {
    bytes,
    contentType: making.contentType,
    fileName: `plan-${fileNamePart(source.drawing.plan_number)}-${making.suffix}`,
  };
}
