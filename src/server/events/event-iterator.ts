import type { EventEmitter } from 'node:events';

/**
 * The events of one topic as an async iterator that ends at once when the subscriber leaves
 * (return(), or the signal aborts), even while it waits for the next event: an async generator
 * would wait for one more event first, keeping the listener and the request it belongs to.
 * `ready` (the bus's LISTEN) is awaited by the first next().
 */
export function eventIterator<T>(
  emitter: EventEmitter,
  topic: string,
  options: { signal?: AbortSignal; ready?: Promise<void> } = {},
): AsyncIterableIterator<T> {
  const queued: T[] = [];
  let waiting: ((result: IteratorResult<T>) => void) | null = null;
  let done = false;
  let ready = options.ready;
  // Handled here so a subscriber that never asks for an event leaves no unhandled rejection.
  ready?.catch(() => undefined);

  const listener = (payload: T) => {
    if (waiting) {
      const resolve = waiting;
      waiting = null;
      resolve({ value: payload, done: false });
    } else queued.push(payload);
  };
  const finish = (): IteratorResult<T> => {
    if (!done) {
      done = true;
      emitter.off(topic, listener);
      options.signal?.removeEventListener('abort', finish);
      queued.length = 0;
      waiting?.({ value: undefined, done: true });
      waiting = null;
    }
    return { value: undefined, done: true };
  };

  if (options.signal?.aborted) finish();
  else {
    emitter.on(topic, listener);
    options.signal?.addEventListener('abort', finish, { once: true });
  }

  return {
    async next() {
      if (ready) {
        const pending = ready;
        ready = undefined;
        try {
          await pending;
        } catch (error) {
          finish();
          throw error;
        }
      }
      if (queued.length > 0) return { value: queued.shift()!, done: false };
      if (done) return { value: undefined, done: true };
      return new Promise<IteratorResult<T>>((resolve) => {
        waiting = resolve;
      });
    },
    async return() {
      return finish();
    },
    [Symbol.asyncIterator]() {
      return this;
    },
  };
}
