'use client';

import { useEffect } from 'react';
import { conversationRequest } from '../messages/conversations-api';

/**
 * Marks the viewer's notifications read once the list has been shown (the page still marks
 * the ones that were new); the header's count follows at its next look.
 */
export function MarkNotificationsRead({ unread }: { unread: number }) {
  useEffect(() => {
    if (unread > 0) void conversationRequest('mutation { markNotificationsRead }').catch(() => {});
  }, [unread]);
  return null;
}
