/** A relative URL to `path` with the list's state changed by `patch` (undefined removes). */
export function listHref(
  path: string,
  query: Record<string, string>,
  patch: Record<string, string | undefined> = {},
): string {
  const next = new URLSearchParams();
  for (const [key, value] of Object.entries({ ...query, ...patch })) {
    if (value !== undefined && value !== '') next.set(key, value);
  }
  const search = next.toString();
  return search ? `${path}?${search}` : path;
}
