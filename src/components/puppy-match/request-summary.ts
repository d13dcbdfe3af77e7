/** A request's breeds by name, or "open to suggestions" when it names none. */
export function requestSummary(
  request: { breedKeys: string[] },
  breedNames: Record<string, string>,
  openLabel: string,
): string {
  if (request.breedKeys.length === 0) return openLabel;
  return request.breedKeys.map((key) => breedNames[key] ?? key).join(', ');
}
