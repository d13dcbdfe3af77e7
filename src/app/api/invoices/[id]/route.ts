import { createRequestContext } from '@/server/context';
import { getAccountServices } from '@/server/domain/accounts/auth';
import { getViewer } from '@/server/domain/accounts/get-viewer';
import { createInvoiceDownloadHandler } from './download-handler';

/** GET an invoice's PDF; who may is decided in the domain (download-handler.ts). */
export const GET = createInvoiceDownloadHandler({
  viewerOf: (request) => getViewer(getAccountServices().auth, request.headers),
  contextFor: (viewer) => createRequestContext({ viewer }),
});
