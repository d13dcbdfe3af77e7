import type { DatabaseHandle } from '@/server/db/client';
import { startConversation } from '@/server/domain/messages/start-conversation';
import { createTestPuppy } from './buyer-factories';
import { createTestViewer } from './factories';
import { createTestContext } from './test-context';

/** A buyer who asked a breeder about their puppy: the conversation with its first message. */
export async function createTestConversation(handle: DatabaseHandle, body = 'Is she still free?') {
  const puppy = await createTestPuppy(handle);
  const buyer = await createTestViewer(handle);
  const sent = await startConversation(createTestContext(handle, { viewer: buyer }), {
    listingId: puppy.listing.id,
    body,
  });
  return { ...puppy, buyer, conversationId: sent.conversationId, messageId: sent.messageId };
}
