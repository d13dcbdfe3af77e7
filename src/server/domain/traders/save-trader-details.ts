import { eq } from 'drizzle-orm';
import { env } from '@/env';
import { fieldErrors } from '@/validation/field-errors';
import { traderDetailsSchema, type TraderDetailsInput } from '@/validation/traders';
import { kennels, kennelSellers } from '../../db/schema';
import type { RequestContext } from '../../context';
import type { FileStorage } from '../../integrations/storage/file-storage';
import { getStorage } from '../../integrations/storage/storage';
import { ValidationError } from '../errors';
import { enqueueJob } from '../jobs/enqueue-job';
import { requireOwnKennel } from '../listings/owned-listing';
import { documentExtension, traderDocumentKey } from './trader-document';

export interface SaveTraderDetailsOptions {
  /** The identity document's file, when one is uploaded with the form. */
  document?: Buffer | null;
  /** Whether a register look-up is configured (default: TRADE_REGISTER_CHECK_URL is set). */
  isCheckConfigured?: boolean;
  storage?: FileStorage;
}

/**
 * Saves the viewer's kennel as a trader with its traceability details (DSA art. 30(1)): the
 * address and phone go to the kennel's own columns, the rest beside them. A new or changed
 * register number is queued for the register check (`pending`), or stays `not_checked` when no
 * register is configured. Bad input changes nothing, the document included.
 */
export async function saveTraderDetails(
  ctx: RequestContext,
  input: TraderDetailsInput,
  options: SaveTraderDetailsOptions = {},
) {
  const { kennel } = await requireOwnKennel(ctx);
  const parsed = traderDetailsSchema.safeParse(input);
  if (!parsed.success) throw new ValidationError(fieldErrors(parsed.error));
  const { legalName, email, registerCountry, registerNumber, ...address } = parsed.data;
  const extension = options.document ? documentExtension(options.document) : null;
  const [previous] = await ctx.db
    .select()
    .from(kennelSellers)
    .where(eq(kennelSellers.kennelId, kennel.id));
  if (!extension && !previous?.idDocumentKey) {
    throw new ValidationError({ idDocument: 'documentRequired' });
  }
  const storage = options.storage ?? getStorage();
  const documentKey = extension ? traderDocumentKey(kennel.id, extension) : null;
  if (documentKey) await storage.put(documentKey, options.document!, 'application/octet-stream');

  const isCheckConfigured = options.isCheckConfigured ?? Boolean(env.TRADE_REGISTER_CHECK_URL);
  const isSameNumber =
    previous?.registerCountry === registerCountry && previous?.registerNumber === registerNumber;
  const now = ctx.now();
  const check: Pick<typeof kennelSellers.$inferInsert, 'checkStatus' | 'checkedAt'> = isSameNumber
    ? { checkStatus: previous!.checkStatus, checkedAt: previous!.checkedAt }
    : { checkStatus: isCheckConfigured ? 'pending' : 'not_checked', checkedAt: null };
  const values = {
    status: 'trader' as const,
    legalName,
    email,
    registerCountry,
    registerNumber,
    idDocumentKey: documentKey ?? previous!.idDocumentKey,
    selfCertifiedAt: now,
    ...check,
    updatedAt: now,
  };
  const saved = await ctx.db.transaction(async (tx) => {
    await tx
      .update(kennels)
      .set({ ...address, updatedAt: now })
      .where(eq(kennels.id, kennel.id));
    const [row] = await tx
      .insert(kennelSellers)
      .values({ kennelId: kennel.id, ...values, createdAt: now })
      .onConflictDoUpdate({ target: kennelSellers.kennelId, set: values })
      .returning();
    if (values.checkStatus === 'pending' && !isSameNumber) {
      await enqueueJob(
        tx,
        'checkTradeRegister',
        { kennelId: kennel.id, registerNumber },
        { uniqueKey: `checkTradeRegister:${kennel.id}:${now.getTime()}` },
      );
    }
    return row!;
  });
  // The replaced document is no longer needed; a failed delete leaves an unreachable file.
  if (documentKey && previous?.idDocumentKey) {
    await storage.delete(previous.idDocumentKey).catch(() => undefined);
  }
  return saved;
}
