/**
 * Where a finished upload goes among the photos shown: uploads run in parallel and finish in
 * any order, but photos chosen together keep the order they were chosen in. `rankOf` gives
 * the choice order of photos uploaded in this session (undefined for the ones there before),
 * so a photo lands before the first one chosen after it, else at the end. Returns the new list
 * and whether the photo went anywhere but the end (the server then needs the order).
 */
export function placeUploaded<T extends { id: string }>(
  list: readonly T[],
  photo: T,
  rank: number,
  rankOf: (id: string) => number | undefined,
): { list: T[]; isReordered: boolean } {
  const index = list.findIndex((shown) => (rankOf(shown.id) ?? -Infinity) > rank);
  if (index === -1) return { list: [...list, photo], isReordered: false };
  return { list: [...list.slice(0, index), photo, ...list.slice(index)], isReordered: true };
}
