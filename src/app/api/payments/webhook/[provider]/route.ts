import { revalidateTag } from 'next/cache';
import { createRequestContext } from '@/server/context';
import { DomainError } from '@/server/domain/errors';
import { receivePaymentWebhook } from '@/server/domain/payments/receive-payment-webhook';
import { LISTINGS_CACHE_TAG } from '../../../../[locale]/list-page-params';

/**
 * Provider webhooks (POST /api/payments/webhook/sandbox|stripe). The raw body is verified
 * before anything is parsed; 2xx tells the provider to stop retrying, 400 that the event is
 * not ours (bad signature, stale), 5xx that it should try again.
 */
export async function POST(
  request: Request,
  { params }: { params: Promise<{ provider: string }> },
) {
  const { provider } = await params;
  const rawBody = await request.text();
  try {
    const result = await receivePaymentWebhook(createRequestContext(), {
      provider,
      rawBody,
      headers: request.headers,
    });
    // A refused card frees the dog: public lists show it for sale again soon.
    if (result === 'processed') revalidateTag(LISTINGS_CACHE_TAG, 'max');
    return Response.json({ received: true, result });
  } catch (error) {
    if (error instanceof DomainError) {
      const status = error.code === 'NOT_FOUND' ? 404 : 400;
      return Response.json({ received: false, error: error.code }, { status });
    }
    console.error(`payment webhook (${provider}) failed: ${(error as Error).message}`);
    return Response.json({ received: false }, { status: 500 });
  }
}
