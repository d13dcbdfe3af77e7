/**
 * The events of `source` that pass `keep`, as an iterator whose return() reaches the source at
 * once, even while it waits: an async generator would wait for one more event first.
 */
export function filterEvents<T>(
  source: AsyncIterableIterator<T>,
  keep: (event: T) => boolean,
): AsyncIterableIterator<T> {
  return {
    async next() {
      for (;;) {
        const result = await source.next();
        if (result.done || keep(result.value)) return result;
      }
    },
    async return() {
      await source.return?.();
      return { value: undefined, done: true };
    },
    [Symbol.asyncIterator]() {
      return this;
    },
  };
}
