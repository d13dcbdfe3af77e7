import { createRequestContext } from '@/server/context';
import { getAccountServices } from '@/server/domain/accounts/auth';
import { getViewer } from '@/server/domain/accounts/get-viewer';
import { createPhotoUploadHandler, limitMessagePhotos } from './upload-handler';

/** POST one photo as multipart/form-data; the contract is in upload-handler.ts. */
export const POST = createPhotoUploadHandler({
  viewerOf: (request) => getViewer(getAccountServices().auth, request.headers),
  contextFor: (viewer) => createRequestContext({ viewer }),
  limit: (request, viewer, subject) =>
    limitMessagePhotos(getAccountServices().limits, request, viewer, subject),
});
