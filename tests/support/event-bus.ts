import type { EventBus } from '@/server/events/bus';

/**
 * Resolves once the bus hears its own events: on PostgreSQL a subscription's LISTEN is set up
 * asynchronously, and an event published before it is in place is not delivered (a busy
 * machine makes that window long). Publishes a harmless `redirectsChanged` until one arrives.
 */
export async function untilListening(events: EventBus): Promise<void> {
  const abort = new AbortController();
  const probe = events.subscribe('redirectsChanged', abort.signal);
  const heard = probe.next();
  let done = false;
  void heard.then(() => {
    done = true;
  });
  for (let attempt = 0; attempt < 200 && !done; attempt++) {
    await events.publish('redirectsChanged', { at: new Date().toISOString() });
    await Promise.race([heard, new Promise((resolve) => setTimeout(resolve, 100))]);
  }
  abort.abort();
  if (!done) throw new Error('the event bus never heard its own event');
}
