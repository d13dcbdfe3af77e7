import { eq } from 'drizzle-orm';
import { kennels, kennelSellers } from '../../db/schema';
import type { RequestContext } from '../../context';
import type { FileStorage } from '../../integrations/storage/file-storage';
import { getStorage } from '../../integrations/storage/storage';
import { isAdminRole, requireViewer } from '../auth/require-role';
import { ForbiddenError, NotFoundError } from '../errors';
import { isUuid } from '../ids';

/**
 * A trader's identity document: only the kennel's owner and admins (with their second factor)
 * may fetch it; it is never served through the public media route.
 */
export async function getTraderDocument(
  ctx: RequestContext,
  input: { kennelId: string },
  storage: FileStorage = getStorage(),
) {
  const viewer = requireViewer(ctx);
  if (!isUuid(input.kennelId)) throw new NotFoundError('Document');
  const [row] = await ctx.db
    .select({ ownerId: kennels.ownerId, key: kennelSellers.idDocumentKey })
    .from(kennelSellers)
    .innerJoin(kennels, eq(kennels.id, kennelSellers.kennelId))
    .where(eq(kennelSellers.kennelId, input.kennelId));
  const isStaff = isAdminRole(viewer.role) && viewer.twoFactorEnabled;
  if (row && row.ownerId !== viewer.id && !isStaff) throw new ForbiddenError('see this document');
  if (!row?.key) throw new NotFoundError('Document');
  const file = await storage.get(row.key);
  if (!file) throw new NotFoundError('Document');
  return file;
}
