/**
 * The client's address: the entry the nearest proxy appended to X-Forwarded-For (earlier
 * entries are whatever the client sent, so they are not trusted), else X-Real-IP.
 */
export function clientAddress(headers: Headers): string {
  const forwarded = headers
    .get('x-forwarded-for')
    ?.split(',')
    .map((part) => part.trim());
  return forwarded?.at(-1) || headers.get('x-real-ip') || 'unknown';
}
