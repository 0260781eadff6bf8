import type { FastifyReply } from 'fastify';
import type { OrderDocumentFile } from './orderDocumentMaking';

/**
 * Sends a file as a download: its own type, saved under its name (never shown in the page), and kept by no cache
 * (a shared cache must not hand one buyer's licensed file to another; a refund must stop it at once).
 */
export function sendDocument(reply: FastifyReply, file: OrderDocumentFile): FastifyReply {
  return reply
    .header('content-type', file.contentType)
    .header('content-disposition', `attachment; filename="${file.fileName}"`)
    .header('cache-control', 'no-store')
    .send(file.bytes);
}
